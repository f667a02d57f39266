import type { ShopProduct } from "../entities/product.ts";
import { notification, successNotification, type Notification } from "../notifications/notification.ts";
import type { BundleStatus } from "../shop/bundle-status.ts";
import { activeCartLimit } from "./limits.ts";

/*
 * A quantity typed on a product card or page above what can be added at once (issue 33 item 6:
 * 30 valve kits where 20 is the most per order line) is brought down to that maximum, and the
 * customer is told so with the confirmation: never a plain "added" for less than was asked.
 */

/** What held the typed quantity down: the product's maximum per order line, its stock, or the room left in its bundle. */
export type AddQuantityCap = "per_line" | "stock" | "bundle";

export interface QuantityToAdd {
  /** Units to send with `cart.add`. */
  readonly quantity: number;
  /** What the customer asked for. */
  readonly typed: number;
  /** Why `quantity` is less than `typed`; null when it is not. */
  readonly cappedBy: AddQuantityCap | null;
}

/**
 * The units an add of `typed` sends, given the field's maximum `cap` (`quantityCapOf` of the
 * product's offer and bundle), and what set that maximum when it is below `typed`.
 */
export const quantityToAdd = (
  typed: number,
  cap: number,
  product: Pick<ShopProduct, "max_order_amount">,
  bundle: Pick<BundleStatus, "roomLeft"> | null,
): QuantityToAdd => {
  if (typed <= cap) return { quantity: typed, typed, cappedBy: null };
  const perLine = activeCartLimit(product.max_order_amount);
  const cappedBy: AddQuantityCap = perLine !== null && Math.floor(perLine) === cap ? "per_line" : bundle?.roomLeft === cap ? "bundle" : "stock";
  return { quantity: cap, typed, cappedBy };
};

/** A capped add's toast stays longer than 3 s: it says two things, what the maximum is and what was added. */
export const CAPPED_ADD_HIDE_MS = 6000;

/** The confirmation of an add the cart took: "added", or the maximum and how many were added. */
export const addedToCartNotification = (productName: string, added: QuantityToAdd): Notification =>
  added.cappedBy === null
    ? successNotification("webShop.added", { name: productName })
    : notification(
        { id: `cart.added_capped.${added.cappedBy}`, params: { product: productName, max: added.quantity, added: added.quantity, typed: added.typed } },
        { severity: "warning", autoHideMs: CAPPED_ADD_HIDE_MS },
      );
