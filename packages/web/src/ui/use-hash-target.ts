import { useEffect, useRef, type RefObject } from "react";
import { useLocationProperty } from "wouter/use-browser-location";

const currentHash = () => window.location.hash;

/**
 * A part of a page that an address can point at (`/profile/my-account#settings`): when the
 * address's hash names `id`, the part comes into view (below the sticky header: the page's
 * scroll-padding) and takes the focus, so a keyboard or screen-reader user continues from there.
 * Give the element `id` and `tabIndex={-1}`; `ready` once it and what is above it are shown.
 * WHY a frame later: the shell scrolls a page it just opened to its top, in its own effect.
 */
export const useHashTarget = <T extends HTMLElement>(id: string, ready = true): RefObject<T | null> => {
  const ref = useRef<T>(null);
  // Once per arrival: the part does not pull the page back each time `ready` comes again.
  const landed = useRef(false);
  const hash = useLocationProperty(currentHash);
  useEffect(() => {
    if (hash !== `#${id}`) {
      landed.current = false;
      return;
    }
    if (!ready || landed.current) return;
    const frame = requestAnimationFrame(() => {
      const element = ref.current;
      if (element === null) return;
      landed.current = true;
      element.focus({ preventScroll: true });
      element.scrollIntoView({ block: "start" });
    });
    return () => cancelAnimationFrame(frame);
  }, [hash, id, ready]);
  return ref;
};
