import type { CartEvent, CartRecordedEvent, CartRecording, CartState, SyncKeyValueStore } from "@proshop/core";
import { ownerKey } from "./cart-owner.ts";
import type { CartOwnerSource, LiveCartSync } from "./live-cart-sync.ts";
import type { RestorableCartActor } from "./restore-cart.ts";

/*
 * The customer's cart changes made before the live cart has started (issue 18: it comes with the
 * Effect chunk, after the largest contentful paint, while the session is signed in before that).
 * They are in no recording, and the live cart's start brings the machine to the company's stored
 * one: kept here while no recorder is attached and made again once the start is done, so the
 * recorder takes them and they are saved like any other. Only if the recorder started from
 * another cart than the one they made: a start that kept the machine's cart recorded them with
 * it, and making them again would add twice. They are kept in storage too, with whose they are:
 * a page left before its live cart started hands them to the next one, whose machine loads the
 * cart they made.
 */

/** Where a page left its early changes for the next one. */
export const EARLY_CHANGES_KEY = "proshop.liveCart.early";

interface CartActorLike extends RestorableCartActor {
  on(type: "cart.recorded", listener: (event: CartRecordedEvent) => void): { unsubscribe(): void };
  send(event: CartEvent): void;
  subscribe(listener: () => void): { unsubscribe(): void };
  getSnapshot(): { readonly context: { readonly cart: CartState }; matches(value: "loading"): boolean };
}

interface EarlyChanges {
  /** The owner (`ownerKey`) they were made for. */
  owner: string | null;
  events: CartEvent[];
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

const CUSTOMER_EVENTS: ReadonlySet<unknown> = new Set(["cart.add", "cart.setQuantity", "cart.remove", "cart.chooseShipping"]);

/** What an earlier page left; nothing for a missing or broken value. */
const readLeft = (store: SyncKeyValueStore): EarlyChanges => {
  try {
    const left = JSON.parse(store.getItem(EARLY_CHANGES_KEY) ?? "null") as Partial<EarlyChanges> | null;
    const events = Array.isArray(left?.events) ? left.events.filter((event: Partial<CartEvent> | null) => CUSTOMER_EVENTS.has(event?.type)) : [];
    return { owner: typeof left?.owner === "string" ? left.owner : null, events };
  } catch {
    return { owner: null, events: [] };
  }
};

/** A full or broken storage only loses the hand-over, never this page's cart. */
const attempt = (run: () => void): void => {
  try {
    run();
  } catch {
    // The changes stay in this page's machine.
  }
};

/** What the customer's changes make of a cart: lines and quantities, coupon and shipping (a pricing answer may change prices since). */
const madeSignature = (cart: CartState): string =>
  JSON.stringify([cart.products.map((line) => [line.id, line.quantity]), cart.code, cart.shipping_method]);

/** The cart the recorder was last attached to (its last `cart.loaded`), or null. */
const startingCart = (recording: CartRecording | null): CartState | null => {
  const loaded = recording?.events.findLast((step) => step.event.type === "cart.loaded")?.event;
  return loaded?.type === "cart.loaded" ? loaded.cart : null;
};

/** Runs `then` once the machine has its stored cart (at once when it has). */
const whenLoaded = (cart: CartActorLike, then: () => void): void => {
  if (!cart.getSnapshot().matches("loading")) return then();
  const loading = cart.subscribe(() => {
    if (cart.getSnapshot().matches("loading")) return;
    loading.unsubscribe();
    then();
  });
};

/** Resolves once a start for a signed-in owner is done; rejects when the live cart never comes. */
const whenStarted = (liveCart: Pick<LiveCartSync, "getState" | "subscribe" | "ready">): Promise<void> =>
  new Promise((resolve, reject) => {
    const check = () => {
      const { status } = liveCart.getState();
      if (status === "off" || status === "starting") return;
      unsubscribe();
      liveCart.ready().then(resolve, reject);
    };
    const unsubscribe = liveCart.subscribe(check);
    liveCart.ready().catch((error: unknown) => {
      unsubscribe();
      reject(error);
    });
    check();
  });

export const keepEarlyChanges = (
  cart: CartActorLike,
  liveCart: Pick<LiveCartSync, "getState" | "subscribe" | "recording" | "ready">,
  owner: CartOwnerSource,
  store: SyncKeyValueStore,
): void => {
  const early = readLeft(store);
  /** The machine's cart with every early change made: what a start that kept it holds. */
  let madeByThem: string | null = null;
  const remember = () => {
    madeByThem = madeSignature(cart.getSnapshot().context.cart);
  };
  // The stored cart this page loads holds what the earlier page made.
  if (early.events.length > 0) whenLoaded(cart, remember);
  const listening = cart.on("cart.recorded", (recorded) => {
    if (liveCart.recording() !== null) return;
    const event = asCustomerEvent(recorded);
    if (event === null) return;
    const madeFor = ownerKey(owner.current());
    // Another user's or company's changes are not this cart's.
    if (madeFor !== early.owner) early.events = [];
    early.owner = madeFor;
    early.events.push(event);
    attempt(() => store.setItem(EARLY_CHANGES_KEY, JSON.stringify(early)));
    // Emitted during the transition: the cart it made is the snapshot once that is done.
    queueMicrotask(remember);
  });
  const done = (started: boolean) => {
    listening.unsubscribe();
    attempt(() => store.removeItem(EARLY_CHANGES_KEY));
    // No recorder (the live cart never came: its chunk failed): nothing replaced the cart, and
    // the changes are in it as made.
    const from = started && early.owner === ownerKey(owner.current()) ? startingCart(liveCart.recording()) : null;
    if (from !== null && madeSignature(from) !== madeByThem) for (const event of early.events) cart.send(event);
  };
  whenStarted(liveCart).then(
    () => done(true),
    () => done(false),
  );
};
