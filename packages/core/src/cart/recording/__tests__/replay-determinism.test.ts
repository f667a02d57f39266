/**
 * Replay determinism (issue 5): fast-check drives a live cart machine with random sequences of
 * customer changes, server answers (given late, failed, or for an older cart), limit updates,
 * clock moves across days, page reloads and changes of who acts, while a recorder listens.
 * Replaying the recording (and its JSON round trip) must give the live state byte for byte and
 * the same toasts in the same order.
 *
 * Replay a failure with `FC_SEED=<seed printed below> npx vitest run src/cart/recording`.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ShopProduct } from "../../../entities/product.ts";
import type { Coupon } from "../../coupon.ts";
import type { CartLimitContext } from "../../limits.ts";
import type { CartEvent } from "../../machine.ts";
import { bundleItem, product } from "../../__tests__/products.ts";
import { isoDayInTimeZone, replayCartRecording } from "../replay.ts";
import { decodeCartRecording } from "../schema.ts";
import { pricedBy, startLiveCart, type LiveCart } from "./live-cart.ts";

const CATALOGUE: readonly ShopProduct[] = [
  product({ part_no: "P1", price_in_cents: 1250, max_order_amount: 5 }),
  product({ part_no: "P2", price_in_cents: 399, max_per_order: 8 }),
  product({ part_no: "P3", price_in_cents: 9900, max_per_year: 6, ordered_this_year: 2 }),
  product({ part_no: "F1", price_in_cents: 0 }),
  product({ part_no: "X1", price_in_cents: 500, promo: true }),
  bundleItem("P2", { price: 350, max_per_order: 8 }),
  bundleItem("K1", { code: "SMALL", max_size: 3, price: 200 }),
  bundleItem("K2", { code: "SMALL", group: "B", max_size: 3, price: 300 }),
];
const LINE_IDS = ["P1", "P2", "P3", "F1", "X1", "PK1_START_A_P2", "PK1_SMALL_A_K1", "PK1_SMALL_B_K2", "NOPE"];
const COUPONS: readonly (Coupon | null)[] = [
  { code: "Spring10", kind: "percent", value: 10, active: true, valid_from: "2026-05-01T20:00:00Z", valid_until: "2026-05-02T02:00:00Z" },
  { code: "FIVER", kind: "amount", value: 500, min_subtotal: 2000, active: true },
  { code: "Old", kind: "percent", value: 50, active: false },
  null,
];
const CONTEXTS: readonly CartLimitContext[] = [
  {},
  { max_order_amount: 30_000, max_order_count_year: 5, company_orders_this_year: 5 },
  { max_order_amount: 0, products: { P1: { max_order_amount: 2 }, P3: { stock: 0 }, K1: { available_from: "2026-05-03" } } },
];
/** 2026-05-01 late evening UTC: a few hours later it is another day in some zones. */
const START = Date.parse("2026-05-01T21:00:00Z");

type Step =
  | { readonly kind: "send"; readonly event: CartEvent }
  /** `known`: the server's coupon for the entered code, as a real server answers. */
  | { readonly kind: "coupon"; readonly answer: Coupon | null | "fail" | "known" }
  | { readonly kind: "pricing"; readonly answer: ReadonlyArray<number | null> | "fail" }
  | { readonly kind: "tick"; readonly ms: number }
  | { readonly kind: "restart"; readonly limits: CartLimitContext | undefined }
  | { readonly kind: "by"; readonly email: string };

const availability = fc.oneof(
  { weight: 4, arbitrary: fc.constant({}) },
  {
    weight: 1,
    arbitrary: fc.record(
      { stock: fc.constantFrom(0, 2, 99), online: fc.boolean(), available_from: fc.constantFrom(null, "2026-05-02"), price_in_cents: fc.constantFrom(0, 777) },
      { requiredKeys: [] },
    ),
  },
);

const send = (event: fc.Arbitrary<CartEvent>) => event.map((value): Step => ({ kind: "send", event: value }));
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 6,
    arbitrary: send(
      fc.tuple(fc.constantFrom(...CATALOGUE), availability, fc.integer({ min: -3, max: 7 })).map(([item, update, quantity]) => ({
        type: "cart.add" as const,
        product: { ...item, ...update },
        quantity,
      })),
    ),
  },
  {
    weight: 3,
    arbitrary: send(fc.tuple(fc.constantFrom(...LINE_IDS), fc.integer({ min: -1, max: 9 })).map(([lineId, quantity]) => ({ type: "cart.setQuantity" as const, lineId, quantity }))),
  },
  { weight: 1, arbitrary: send(fc.constantFrom(...LINE_IDS).map((lineId) => ({ type: "cart.remove" as const, lineId }))) },
  { weight: 2, arbitrary: send(fc.constantFrom("Spring10", "FIVER", "Old", "nope").map((code) => ({ type: "cart.applyCoupon" as const, code }))) },
  { weight: 2, arbitrary: fc.oneof(fc.constantFrom(...COUPONS), fc.constantFrom("fail" as const, "known" as const)).map((answer): Step => ({ kind: "coupon", answer })) },
  { weight: 1, arbitrary: send(fc.constant({ type: "cart.removeCoupon" as const })) },
  {
    weight: 1,
    arbitrary: send(
      fc.tuple(fc.constantFrom("Standard", "Rush"), fc.integer({ min: -100, max: 2500 })).map(([method, charge]) => ({ type: "cart.chooseShipping" as const, method, charge })),
    ),
  },
  { weight: 2, arbitrary: send(fc.constant({ type: "cart.refresh" as const })) },
  {
    weight: 2,
    arbitrary: fc
      .oneof(fc.array(fc.option(fc.integer({ min: 0, max: 6 }), { freq: 4 }), { minLength: 1, maxLength: 9 }), fc.constant("fail" as const))
      .map((answer): Step => ({ kind: "pricing", answer })),
  },
  { weight: 1, arbitrary: send(fc.option(fc.constantFrom(0, 15_000, 40_000), { nil: undefined }).map((maxOrderAmount) => ({ type: "cart.reset" as const, maxOrderAmount }))) },
  { weight: 1, arbitrary: send(fc.constant({ type: "cart.recalculate" as const })) },
  { weight: 1, arbitrary: send(fc.constantFrom(...CONTEXTS).map((context) => ({ type: "cart.setContext" as const, context }))) },
  { weight: 1, arbitrary: send(fc.constant({ type: "cart.dismissError" as const })) },
  { weight: 2, arbitrary: fc.integer({ min: 0, max: 8 * 3_600_000 }).map((ms): Step => ({ kind: "tick", ms })) },
  { weight: 1, arbitrary: fc.option(fc.constantFrom(...CONTEXTS), { nil: undefined }).map((limits): Step => ({ kind: "restart", limits })) },
  { weight: 1, arbitrary: fc.constantFrom("nurse@example.fr", "rep@example.fr").map((email): Step => ({ kind: "by", email })) },
);

const run = async (live: LiveCart, item: Step): Promise<void> => {
  switch (item.kind) {
    case "send":
      return live.send(item.event);
    case "coupon": {
      const entered = live.actor.getSnapshot().context.pendingCode;
      return live.answerCoupon(item.answer === "known" ? (COUPONS.find((coupon) => coupon?.code === entered) ?? null) : item.answer);
    }
    case "pricing": {
      const answer = item.answer;
      return live.answerPricing(answer === "fail" ? "fail" : pricedBy((id) => answer[LINE_IDS.indexOf(id) % answer.length] ?? undefined, { P2: 410 }));
    }
    case "tick":
      live.clock += item.ms;
      return;
    case "restart":
      return live.restart(item.limits);
    case "by":
      live.recorder.setBy(item.email);
      return;
  }
};

const seed = process.env.FC_SEED === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(process.env.FC_SEED);

describe("replay determinism", () => {
  it("replays random recorded sessions to the live state, byte for byte, also after JSON", async () => {
    console.log(`cart replay determinism test: FC_SEED=${seed}`);
    await fc.assert(
      fc.asyncProperty(
        // undefined: the runtime's own zone on both sides, as the web runs the machine.
        fc.constantFrom(undefined, "Europe/Paris", "Pacific/Auckland", "America/Los_Angeles"),
        fc.option(fc.constantFrom(...CONTEXTS), { nil: undefined }),
        fc.array(step, { maxLength: 40 }),
        async (timeZone, limits, steps) => {
          const live = await startLiveCart({
            clock: START,
            ...(timeZone === undefined ? {} : { timeZone, dayOf: isoDayInTimeZone(timeZone) }),
            ...(limits === undefined ? {} : { limits }),
          });
          try {
            for (const item of steps) await run(live, item);
            const recording = live.recorder.recording();
            const snapshot = live.actor.getSnapshot();
            const replay = replayCartRecording(recording);
            expect(JSON.stringify(replay.cart)).toBe(JSON.stringify(snapshot.context.cart));
            expect(replay.notice).toEqual(snapshot.context.notice);
            expect(replay.state).toEqual(snapshot.value);
            expect(replay.steps.flatMap((entry) => entry.notifications)).toEqual(live.toasts);
            expect(replay.steps.every((entry) => entry.outcome !== "ignored")).toBe(true);

            const decoded = decodeCartRecording(JSON.parse(JSON.stringify(recording)));
            if (decoded._tag === "Failure") throw new Error(`recording does not decode: ${decoded.failure.field}: ${decoded.failure.message}`);
            // Decoding orders an object's keys as its schema does: the cart is the same byte for
            // byte; the echoed events and limits are equal in value.
            const again = replayCartRecording(decoded.success);
            expect(JSON.stringify(again.cart)).toBe(JSON.stringify(replay.cart));
            expect(again).toEqual(replay);
            expect(JSON.stringify(replayCartRecording(recording))).toBe(JSON.stringify(replay));
          } finally {
            live.actor.stop();
          }
        },
      ),
      { numRuns: 500, seed },
    );
  }, 60_000);
});
