import { useEffect, useRef, type RefObject } from "react";

/**
 * Moves the focus to a message when it appears (a refusal, a form's thanks), and brings it to
 * the middle of the screen. WHY: the button that was pressed is often far from the message (an
 * order button at the foot of a summary, a refusal at its head); without this the press seems
 * to do nothing, and a screen reader's focus stays on a button that may be gone.
 * WHY the middle: the sticky header would cover a message scrolled to the top.
 *
 * Give the element `tabIndex={-1}`. `key` moves the focus again when the message changes
 * without leaving the page (another refusal in the same place).
 */
export const useFocusOnAppear = <T extends HTMLElement>(key: unknown = null): RefObject<T | null> => {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (element === null) return;
    element.focus({ preventScroll: true });
    element.scrollIntoView({ block: "center" });
  }, [key]);
  return ref;
};
