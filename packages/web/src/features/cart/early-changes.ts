import type { CartEvent, CartRecordedEvent, CartRecording, CartState } from "@proshop/core";
import type { LiveCartSync } from "./live-cart-sync.ts";
import { cartSignature, type RestorableCartActor } from "./restore-cart.ts";

/*
 * The customer's cart changes made before the live cart has started (issue 18: it comes with the
 * Effect chunk, after the largest contentful paint, while the session is signed in before that).
 * They are in no recording, and the live cart's start brings the machine to the company's stored
 * one: kept here while no recorder is attached and made again once the start is done, so the
 * recorder takes them and they are saved like any other. Only if the recorder started from
 * another cart than the one they made: a start that kept the machine's cart (no stored copy)
 * recorded them with it, and making them again would add twice.
 */

interface CartActorLike extends RestorableCartActor {
  on(type: "cart.recorded", listener: (event: CartRecordedEvent) => void): { unsubscribe(): void };
  send(event: CartEvent): void;
}

/**
 * The recorded change as the event that makes it again; null for the rest. WHY not core's
 * `isCartChange`: a `cart.reset` is also the logout's emptying, which must not come back.
 */
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

/** The cart the recorder was last attached to (its last `cart.loaded`), or null. */
const startingCart = (recording: CartRecording | null): CartState | null => {
  const loaded = recording?.events.findLast((step) => step.event.type === "cart.loaded")?.event;
  return loaded?.type === "cart.loaded" ? loaded.cart : null;
};

export const keepEarlyChanges = (cart: CartActorLike, liveCart: Pick<LiveCartSync, "recording" | "ready">): void => {
  const early: CartEvent[] = [];
  let madeByThem: string | null = null;
  const listening = cart.on("cart.recorded", (recorded) => {
    if (liveCart.recording() !== null) return;
    const event = asCustomerEvent(recorded);
    if (event === null) return;
    early.push(event);
    // Emitted during the transition: the cart it made is the snapshot once that is done.
    queueMicrotask(() => {
      madeByThem = cartSignature(cart.getSnapshot().context.cart);
    });
  });
  void liveCart
    .ready()
    .catch(() => undefined)
    .then(() => {
      listening.unsubscribe();
      // No recorder (the live cart never started: its chunk failed, or signed out): nothing
      // replaced the cart, and the changes are in it as made.
      const started = startingCart(liveCart.recording());
      if (started !== null && cartSignature(started) !== madeByThem) for (const event of early) cart.send(event);
    });
};
