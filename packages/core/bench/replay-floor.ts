/**
 * The floor of `proshop cart replay` (issue 18), in process: a recording's events sent to the
 * cart machine, nothing else (no decoding, no per-step record, no output). The bench adds the
 * CLI's own cold start (`proshop --help`) to it and judges the replay as a ratio to the sum.
 */
import { createActor, fromPromise } from "xstate";
import type { CartState } from "../src/entities/cart.ts";
import type { OrderRefresh } from "../src/entities/order.ts";
import type { Coupon } from "../src/cart/coupon.ts";
import { cartMachine, type CartEvent } from "../src/cart/machine.ts";
import type { CartRecording } from "../src/cart/recording/schema.ts";

const never = <T>() => new Promise<T>(() => undefined);
const quietMachine = cartMachine.provide({
  actors: {
    loadCart: fromPromise<CartState | null, { key: string }>(never),
    checkCoupon: fromPromise<Coupon | null, { code: string; cart: CartState }>(never),
    priceOrder: fromPromise<OrderRefresh, { cart: CartState }>(never),
  },
});

/** Sends every event of `recording` to a fresh cart machine; answers the milliseconds it took. */
export const sendRecordingEvents = (recording: CartRecording): number => {
  const started = performance.now();
  let clock = recording.events[0]?.at ?? 0;
  const day = new Date(clock).toISOString().slice(0, 10);
  const actor = createActor(quietMachine, { input: { now: () => clock, dayOf: () => day, limits: {} } }).start();
  for (const step of recording.events) {
    clock = step.at;
    const event = step.event;
    if (event.type === "cart.started") continue;
    const sent: CartEvent =
      event.type === "cart.add" ? { type: "cart.add", product: recording.snapshot.products[event.product]!, quantity: event.quantity } : ({ ...event } as CartEvent);
    actor.send(sent);
  }
  actor.stop();
  return performance.now() - started;
};
