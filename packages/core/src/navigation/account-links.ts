import { QUICK_ORDER_PATH } from "../quick-order/paths.ts";
import { ACCOUNT_PATH } from "./nav-items.ts";
import { normalisePath } from "./path.ts";

/*
 * The account area's own navigation (issue 33 item 12): the account page, the orders, the
 * saved lists (a part of the quick order page) and the display settings (a part of the account
 * page). A part of a page is reached by its anchor.
 */

export const ORDERS_PATH = "/profile/my-orders";
/** The anchor of the saved lists on the quick order page. */
export const SAVED_LISTS_ANCHOR = "saved-lists";
/** The anchor of the display settings on the account page. */
export const ACCOUNT_SETTINGS_ANCHOR = "settings";
/** The accessible name of the account area's navigation. */
export const ACCOUNT_AREA_LABEL = "navigation.account_area.label";

export type AccountLinkId = "account" | "orders" | "lists" | "settings";

export interface AccountLink {
  readonly id: AccountLinkId;
  readonly messageId: string;
  readonly href: string;
  /** The link is the page being shown (`aria-current="page"`). */
  readonly current: boolean;
  /** The link is a part of the page being shown: a plain in-page link (`#anchor`), no page change. */
  readonly inPage: boolean;
}

const TARGETS: ReadonlyArray<{ readonly id: AccountLinkId; readonly path: string; readonly anchor?: string }> = [
  { id: "account", path: ACCOUNT_PATH },
  { id: "orders", path: ORDERS_PATH },
  { id: "lists", path: QUICK_ORDER_PATH, anchor: SAVED_LISTS_ANCHOR },
  { id: "settings", path: ACCOUNT_PATH, anchor: ACCOUNT_SETTINGS_ANCHOR },
];

/** The account area's links as seen from `location` (the address being shown). */
export const accountLinks = (location: string): AccountLink[] => {
  const here = normalisePath(location);
  return TARGETS.map(({ id, path, anchor }) => {
    const samePage = path === here;
    return {
      id,
      messageId: `navigation.account_area.${id}`,
      href: anchor === undefined ? path : samePage ? `#${anchor}` : `${path}#${anchor}`,
      current: samePage && anchor === undefined,
      inPage: samePage && anchor !== undefined,
    };
  });
};
