import type { CartState } from "../../entities/cart.ts";
import type { CartRecording, RecordedCartEventType } from "./schema.ts";

/*
 * Which cart a client (the web's tab) continues when its cart starts (login, reload, a representative choosing a
 * company): its own recording of the company's cart, or the company's live cart on the server
 * (the customer's, a representative's or the CLI's). The rule, in one sentence: the server's
 * cart wins only when its last change by a person is strictly later than the local one's; a
 * tie, no server cart or a server that did not answer keep the local cart.
 */

/** What a person does to a cart. Starting, loading, limits and prices are not changes. */
const CHANGES: ReadonlySet<RecordedCartEventType> = new Set<RecordedCartEventType>([
  "cart.add",
  "cart.setQuantity",
  "cart.remove",
  "cart.applyCoupon",
  "cart.removeCoupon",
  "cart.chooseShipping",
  "cart.reset",
]);

/**
 * Steps that the server must get: changes and the server's answers the customer saw (coupon,
 * prices). A tab that only opened the cart (started, loaded, new limits) writes nothing, so it
 * never overwrites a cart someone else changed meanwhile.
 */
const NOT_WORTH_SAVING: ReadonlySet<RecordedCartEventType> = new Set<RecordedCartEventType>([
  "cart.started",
  "cart.loaded",
  "cart.setContext",
  "cart.dismissError",
]);

export const isCartChange = (type: RecordedCartEventType): boolean => CHANGES.has(type);

export const isWorthSaving = (type: RecordedCartEventType): boolean => !NOT_WORTH_SAVING.has(type);

/** Epoch ms of the recording's last change by a person; -Infinity when it has none (or there is no recording). */
export const lastChangeAt = (recording: CartRecording | null): number => {
  if (recording === null) return Number.NEGATIVE_INFINITY;
  for (let index = recording.events.length - 1; index >= 0; index--) {
    const step = recording.events[index]!;
    if (isCartChange(step.event.type)) return step.at;
  }
  return Number.NEGATIVE_INFINITY;
};

export type CartSource = "local" | "server";

/**
 * The rule above: `server` only when the server's cart was changed strictly later than the
 * local one. `localChangedAt`: a change the local recording no longer holds (it was started
 * afresh for an empty cart), counted as its last change.
 */
export const cartToContinue = (
  local: CartRecording | null,
  server: CartRecording | null,
  localChangedAt: number = Number.NEGATIVE_INFINITY,
): CartSource => (server !== null && lastChangeAt(server) > Math.max(lastChangeAt(local), localChangedAt) ? "server" : "local");

/**
 * The recording a client continues when it starts from `cart` (what `recording` replays to):
 * none, so it records afresh, when that cart is empty. WHY: a recording of an empty cart would
 * grow with every order for ever (the server takes up to 4 MB); a fresh one (started, loaded
 * empty) replays to the same cart. Whoever keeps the rule above keeps `lastChangeAt` of the
 * recording dropped.
 */
export const recordingToContinue = (recording: CartRecording | null, cart: CartState | null): CartRecording | null =>
  recording !== null && cart !== null && cart.products.length > 0 ? recording : null;
