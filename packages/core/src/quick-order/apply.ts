import type { ShopProduct } from "../entities/product.ts";
import type { CartEvent, CartMachineContext } from "../cart/machine.ts";
import { cartLineId, findCartLine } from "../cart/lines.ts";
import { previewForCart, type OrderPreview } from "./preview.ts";

/*
 * Confirming a preview: its lines go into the cart as ordinary `cart.add` events of the cart
 * machine, so every limit is judged by the machine itself and the recording (support's replay)
 * shows each add. Nothing is half-applied: the preview is judged again on the machine's cart
 * right before, and the adds are sent in one go (the machine handles each synchronously).
 */

/** What confirming needs of a cart actor (an XState actor of `cartMachine` fits). */
export interface PreviewCartActor {
  getSnapshot(): { readonly context: CartMachineContext; matches(state: "active"): boolean };
  send(event: CartEvent): void;
}

export type ApplyPreviewResult =
  /** Every planned add went in. */
  | { readonly applied: true; readonly preview: OrderPreview }
  /**
   * Nothing changed: the cart or the limits moved since the preview (`preview` is the fresh one
   * to show and confirm), or the cart has not loaded yet (`notReady`).
   */
  | { readonly applied: false; readonly preview: OrderPreview; readonly notReady: boolean };

const sameOutcomes = (a: OrderPreview, b: OrderPreview): boolean =>
  a.lines.length === b.lines.length &&
  a.lines.every((line, i) => {
    const other = b.lines[i]!;
    return line.outcome === other.outcome && line.quantity === other.quantity && line.part_no === other.part_no;
  });

/** Puts the lines touched back as they were: the quantity they had, or out when they were not there. */
const undo = (actor: PreviewCartActor, before: CartMachineContext["cart"], products: readonly ShopProduct[]): void => {
  for (const lineId of new Set(products.map(cartLineId))) {
    const was = findCartLine(before, lineId);
    actor.send(was === undefined ? { type: "cart.remove", lineId } : { type: "cart.setQuantity", lineId, quantity: was.quantity });
  }
};

/**
 * Applies a preview the buyer confirmed, judged again on the actor's cart and today's catalogue
 * (`products`). When the outcome would differ from what the buyer saw, nothing is sent and the
 * fresh preview comes back to be confirmed instead.
 */
export const applyOrderPreview = (actor: PreviewCartActor, preview: OrderPreview, products: readonly ShopProduct[]): ApplyPreviewResult => {
  const snapshot = actor.getSnapshot();
  const fresh = previewForCart(snapshot.context, products, preview.entries);
  if (!snapshot.matches("active")) return { applied: false, preview: fresh, notReady: true };
  if (!sameOutcomes(fresh, preview)) return { applied: false, preview: fresh, notReady: false };
  const before = snapshot.context.cart;
  const sent: ShopProduct[] = [];
  for (const add of fresh.adds) {
    actor.send({ type: "cart.add", product: add.product, quantity: add.quantity });
    sent.push(add.product);
    // Only a clock crossing midnight between two adds could refuse one now: take back the rest.
    if (actor.getSnapshot().context.cart.error !== null) {
      undo(actor, before, sent);
      return { applied: false, preview: previewForCart(actor.getSnapshot().context, products, preview.entries), notReady: false };
    }
  }
  return { applied: true, preview: fresh };
};
