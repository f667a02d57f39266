import { useEffect, useState } from "react";
import { observesEntries } from "../../app/first-paint.ts";

/*
 * Whether the page has had its first contentful paint. WHY (issue 18): the shop home's pictures,
 * asked for before that paint, made Lighthouse's simulated LCP of the home's text 0.4 s later;
 * asked for right after it, the customer gets them at most a frame or two later.
 */

/** Painted already, or never to be seen painting (no paint timing; a hidden tab reports no first paint). */
const paintedOrUnobservable = (): boolean =>
  !observesEntries(globalThis.PerformanceObserver, "paint") ||
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
