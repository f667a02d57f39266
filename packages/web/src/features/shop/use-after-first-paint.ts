import { useEffect, useState } from "react";

/*
 * Whether the page has had its first contentful paint. WHY (issue 18): the shop home's pictures
 * asked for before that paint sat in Lighthouse's simulated LCP of its text (+0.4 s) while the
 * customer saw them no sooner; asked for right after it, they still come a frame later.
 */

const paintObservable = (): boolean =>
  typeof PerformanceObserver !== "undefined" && (PerformanceObserver.supportedEntryTypes ?? []).includes("paint");

/** Painted already, or never to be seen painting (no paint timing; a hidden tab reports no first paint). */
const paintedOrUnobservable = (): boolean =>
  !paintObservable() ||
  document.visibilityState === "hidden" ||
  performance.getEntriesByName("first-contentful-paint").length > 0;

/** True once painted; always true when not `wanted` (no observer then). */
export const useAfterFirstPaint = (wanted: boolean): boolean => {
  const [painted, setPainted] = useState(() => !wanted || paintedOrUnobservable());
  useEffect(() => {
    if (painted) return;
    const check = (): void => {
      if (paintedOrUnobservable()) setPainted(true);
    };
    const observer = new PerformanceObserver(check);
    observer.observe({ type: "paint", buffered: true });
    document.addEventListener("visibilitychange", check);
    return () => {
      observer.disconnect();
      document.removeEventListener("visibilitychange", check);
    };
  }, [painted]);
  return painted;
};
