import type { CartEvent, CartRecordedEvent } from "@proshop/core";
import type { LiveCartSync } from "./live-cart-sync.ts";

/*
 * The customer's cart changes made before the live cart has started (issue 18: it comes with the
 * Effect chunk, after the largest contentful paint, while the session is signed in before that).
 * They are in no recording, and the live cart's start brings the machine to the company's stored
 * one: kept here while no recorder is attached and made again once the start is done, so the
 * recorder takes them and they are saved like any other.
 */

interface CartActorLike {
  on(type: "cart.recorded", listener: (event: CartRecordedEvent) => void): { unsubscribe(): void };
  send(event: CartEvent): void;
}

/** The recorded change as the event that makes it again; null for what the customer did not do. */
const asCustomerEvent = ({ change }: CartRecordedEvent): CartEvent | null => {
  switch (change.type) {
    case "cart.add":
      return { type: "cart.add", product: change.product, quantity: change.quantity };
    case "cart.setQuantity":
      return { type: "cart.setQuantity", lineId: change.lineId, quantity: change.quantity };
    case "cart.remove":
      return { type: "cart.remove", lineId: change.lineId };
    case "cart.chooseShipping":
      return { type: "cart.chooseShipping", method: change.method, charge: change.charge };
    default:
      return null;
  }
};

export const keepEarlyChanges = (cart: CartActorLike, liveCart: Pick<LiveCartSync, "recording" | "ready">): void => {
  const early: CartEvent[] = [];
  const listening = cart.on("cart.recorded", (recorded) => {
    if (liveCart.recording() !== null) return;
    const event = asCustomerEvent(recorded);
    if (event !== null) early.push(event);
  });
  void liveCart
    .ready()
    .catch(() => undefined)
    .then(() => {
      listening.unsubscribe();
      for (const event of early.splice(0)) cart.send(event);
    });
};
