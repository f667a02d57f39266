import { useEffect, useRef, type RefObject } from "react";
import { useLocation } from "wouter";

// SPEC 9: 0.4 s between routes (panda's `durations.page` token). Opacity only: a transform
// would make the screen the frame of its fixed-position overlays while it runs.
const FADE_IN: Keyframe[] = [{ opacity: 0 }, { opacity: 1 }];
const TIMING: KeyframeAnimationOptions = { duration: 400, easing: "ease-out" };

/**
 * Fades the route container in on every route change, but not on the first load (the first
 * screen shows at once) nor under `prefers-reduced-motion: reduce`. Web Animations rather than
 * a CSS class: restarting needs no remount of the screen and no style flush.
 */
export const usePageTransition = (container: RefObject<HTMLElement | null>): void => {
  const [location] = useLocation();
  const shown = useRef(location);
  useEffect(() => {
    if (location === shown.current) return;
    shown.current = location;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    container.current?.animate(FADE_IN, TIMING);
  }, [location, container]);
};
