import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { product } from "../../__tests__/products.ts";
import { cartLineId } from "../../lines.ts";
import { mergeLiveCartChanges, sharedSteps } from "../merge.ts";
import { replayCartRecording } from "../replay.ts";
import { CART_RECORDING_VERSION, type CartRecording, type RecordedCartEvent, type RecordedCartStep } from "../schema.ts";

const NOW = Date.parse("2026-03-15T12:00:00Z");
const teat = product({ part_no: "TEAT", price_in_cents: 450 });
const pump = product({ part_no: "PUMP", price_in_cents: 15_000 });
const bottle = product({ part_no: "BOTTLE", price_in_cents: 900 });

const recording = (products: CartRecording["snapshot"]["products"], steps: ReadonlyArray<RecordedCartStep>): CartRecording => ({
  version: CART_RECORDING_VERSION,
  shop: { hostname: "fr.localhost", locale: "fr" },
  user: { email: "nurse@example.fr" },
  company: { cust_no: "100234" },
  time_zone: "Europe/Paris",
  snapshot: { taken_at: NOW, products: [...products], limits: {} },
  events: [...steps],
});
const step = (at: number, by: string, event: RecordedCartEvent): RecordedCartStep => ({ at, by, event });

const base = recording(
  [teat],
  [
    step(NOW, "nurse@example.fr", { type: "cart.started", limits: {} }),
    step(NOW, "nurse@example.fr", { type: "cart.loaded", cart: null }),
    step(NOW, "nurse@example.fr", { type: "cart.add", part_no: "TEAT", product: 0, quantity: 2 }),
  ],
);

describe("mergeLiveCartChanges", () => {
  it("replays the client's own steps on the cart someone else saved meanwhile: both edits survive", () => {
    const baseCart = replayCartRecording(base).cart;
    // The representative changed the teats' quantity and saved first.
    const theirs = recording([teat], [...base.events, step(NOW + 10, "rep@example.fr", { type: "cart.setQuantity", lineId: cartLineId(teat), quantity: 5 })]);
    // The customer's CLI run continued the same version: it restarted (started, loaded) and added a pump.
    const mine = recording(
      [teat, pump],
      [
        ...base.events,
        step(NOW + 20, "nurse@example.fr", { type: "cart.started", limits: {} }),
        step(NOW + 20, "nurse@example.fr", { type: "cart.loaded", cart: baseCart }),
        step(NOW + 21, "nurse@example.fr", { type: "cart.add", part_no: "PUMP", product: 1, quantity: 1 }),
      ],
    );
    const merged = mergeLiveCartChanges(theirs, mine, base.events.length);
    const lines = replayCartRecording(merged).cart.products.map((line) => [line.part_no, line.quantity]);
    expect(lines).toEqual(expect.arrayContaining([["TEAT", 5], ["PUMP", 1]]));
    expect(lines).toHaveLength(2);
    // Without the merge, the last full PUT would have kept 2 teats.
    expect(replayCartRecording(mine).cart.products.find((line) => line.part_no === "TEAT")?.quantity).toBe(2);
  });

  it("finds where the client's own steps begin", () => {
    const mine = recording([teat], [...base.events, step(NOW + 5, "nurse@example.fr", { type: "cart.removeCoupon" })]);
    expect(sharedSteps(base, mine)).toBe(base.events.length);
    expect(sharedSteps(null, mine)).toBe(0);
    expect(sharedSteps(mine, base)).toBe(base.events.length);
  });

  it("sends the client's recording as it is when the server has no cart any more", () => {
    expect(mergeLiveCartChanges(null, base, 1)).toBe(base);
  });

  it("loses no step of either side (property)", () => {
    const products = [teat, pump, bottle];
    const change = fc.oneof(
      fc.record({ type: fc.constant("cart.add" as const), product: fc.nat({ max: 2 }), quantity: fc.integer({ min: 1, max: 9 }) }).map(
        ({ product: index, quantity }): RecordedCartEvent => ({ type: "cart.add", part_no: products[index]!.part_no, product: index, quantity }),
      ),
      fc.nat({ max: 2 }).map((index): RecordedCartEvent => ({ type: "cart.remove", lineId: cartLineId(products[index]!) })),
      fc.constant<RecordedCartEvent>({ type: "cart.started", limits: {} }),
      fc.constant<RecordedCartEvent>({ type: "cart.loaded", cart: null }),
      fc.constant<RecordedCartEvent>({ type: "cart.removeCoupon" }),
    );
    const steps = fc.array(fc.tuple(fc.nat({ max: 1000 }), change).map(([at, event]) => step(NOW + at, "x@example.fr", event)), { maxLength: 12 });
    // Each side's snapshot lists the products in its own order (a subset of the three).
    const order = fc.shuffledSubarray([0, 1, 2], { minLength: 3, maxLength: 3 });
    fc.assert(
      fc.property(steps, steps, steps, order, order, (baseSteps, theirSteps, mySteps, theirOrder, myOrder) => {
        const inOrder = (sideOrder: number[], side: RecordedCartStep[]): RecordedCartStep[] =>
          side.map((s) => (s.event.type === "cart.add" ? { ...s, event: { ...s.event, product: sideOrder.indexOf(s.event.product) } } : s));
        const snapshotOf = (sideOrder: number[]) => sideOrder.map((index) => products[index]!);
        const baseIn = (sideOrder: number[]) => inOrder(sideOrder, baseSteps);
        const theirs = recording(snapshotOf(theirOrder), [...baseIn(theirOrder), ...inOrder(theirOrder, theirSteps)]);
        const mine = recording(snapshotOf(myOrder), [...baseIn(myOrder), ...inOrder(myOrder, mySteps)]);
        const merged = mergeLiveCartChanges(theirs, mine, baseSteps.length);
        // What a step means, whatever the snapshot's order: its product by value.
        const meaning = (rec: CartRecording, s: RecordedCartStep) =>
          s.event.type === "cart.add" ? { ...s, event: { ...s.event, product: rec.snapshot.products[s.event.product] } } : s;
        const ownChanges = mySteps.filter((s) => s.event.type !== "cart.started" && s.event.type !== "cart.loaded");
        expect(merged.events.map((s) => meaning(merged, s))).toEqual([
          ...theirs.events.map((s) => meaning(theirs, s)),
          ...inOrder(myOrder, ownChanges).map((s) => meaning(mine, s)),
        ]);
      }),
      { numRuns: 200 },
    );
  });
});
