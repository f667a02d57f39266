import type { CartState } from "../entities/cart.ts";
import type { ShopProduct } from "../entities/product.ts";
import { notification, type Notification } from "../notifications/notification.ts";
import { cartLineId } from "./lines.ts";
import type { CartEvent } from "./machine.ts";

/*
 * UNDO of the notification bar (SPEC 2) for the cart: removing a line, or clearing the cart,
 * shows a toast whose UNDO puts back what went. The way back is made of the machine's own
 * recorded events (`cart.add`, `cart.applyCoupon`), so limits are judged again and the live
 * cart and support's replay see each step, as with any change the customer makes.
 */

/** The event the toast's UNDO sends back to whoever published it (the web turns it into `restore`). */
export const CART_UNDO_EVENT = { type: "cart.undo" } as const;

/** UNDO toasts stay longer than the 3 s of other toasts: one needs time to read and reach the button. */
export const CART_UNDO_HIDE_MS = 8000;

export interface CartUndo {
  /** The toast: what was removed, with UNDO. */
  readonly notification: Notification;
  /** Sent in order, they put back what went (same products, same quantities, the coupon code). */
  readonly restore: readonly CartEvent[];
}

/** The events that bring `before`'s lines (and code) back into a cart that lost them. */
const restoreEvents = (before: CartState, after: CartState, catalogue: readonly ShopProduct[]): CartEvent[] => {
  const byLine = new Map(catalogue.map((product) => [cartLineId(product), product]));
  const kept = new Set(after.products.map((line) => line.id));
  const events: CartEvent[] = [];
  for (const line of before.products) {
    const product = byLine.get(line.id);
    if (kept.has(line.id) || product === undefined) continue;
    events.push({ type: "cart.add", product, quantity: line.quantity });
  }
  if (before.code !== null && after.code === null) events.push({ type: "cart.applyCoupon", code: before.code });
  return events;
};

const undoToast = (id: string, params: Record<string, string | number>): Notification =>
  notification(
    { id, params },
    { severity: "info", autoHideMs: CART_UNDO_HIDE_MS, undo: { labelId: "common.button.undo", event: CART_UNDO_EVENT }, variant: "plain", transition: "slide" },
  );

/**
 * The undo of removing line `lineId` (the cart as it was before): null when there is no such
 * line, or its product is not in the catalogue any more (nothing to put back).
 */
export const lineRemovalUndo = (before: CartState, lineId: string, catalogue: readonly ShopProduct[]): CartUndo | null => {
  const line = before.products.find((candidate) => candidate.id === lineId);
  if (line === undefined) return null;
  const after = { ...before, products: before.products.filter((candidate) => candidate.id !== lineId) };
  const restore = restoreEvents(before, after, catalogue);
  if (restore.length === 0) return null;
  return { notification: undoToast("cart.undo.line_removed", { product: line.name === "" ? line.part_no : line.name }), restore };
};

/** Clearing the cart: the events that empty it (lines and code, the user's maximum kept) and its undo. */
export const clearCartWithUndo = (
  before: CartState,
  catalogue: readonly ShopProduct[],
): { readonly clear: readonly CartEvent[]; readonly undo: CartUndo } => {
  const clear: CartEvent[] = before.products.map((line) => ({ type: "cart.remove", lineId: line.id }));
  if (before.code !== null) clear.push({ type: "cart.removeCoupon" });
  const empty = { ...before, products: [], code: null };
  return {
    clear,
    undo: { notification: undoToast("cart.undo.cleared", { count: before.products.length }), restore: restoreEvents(before, empty, catalogue) },
  };
};
