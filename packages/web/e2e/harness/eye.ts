import type { Locator } from "playwright-core";

/*
 * "Where the eye is" (issue 33): a message the user must read has the focus and is on screen,
 * not under the sticky header nor scrolled away.
 */

/** True when the focused element is the element or inside it. */
export const hasFocusWithin = (locator: Locator): Promise<boolean> =>
  locator.evaluate((element) => element === document.activeElement || element.contains(document.activeElement));

/**
 * True when the element's top-left corner and its centre are on screen and are the element's
 * own (nothing such as the sticky header covers them).
 */
export const isInView = (locator: Locator): Promise<boolean> =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    if (box.height === 0 || box.top < 0 || box.bottom > window.innerHeight) return false;
    const points: Array<[number, number]> = [
      [box.left + 4, box.top + 4],
      [box.left + box.width / 2, box.top + Math.min(box.height / 2, 40)],
    ];
    return points.every(([x, y]) => {
      const shown = document.elementFromPoint(x, y);
      return shown !== null && (shown === element || element.contains(shown));
    });
  });
