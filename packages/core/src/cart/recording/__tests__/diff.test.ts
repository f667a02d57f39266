import { describe, expect, it } from "vitest";
import { product } from "../../__tests__/products.ts";
import { diffCartReplays, diffCarts } from "../diff.ts";
import { replayCartRecording } from "../replay.ts";
import { pricedBy, startLiveCart } from "./live-cart.ts";

const NOW = Date.parse("2026-03-15T12:00:00Z");
const teat = product({ part_no: "TEAT", price_in_cents: 450, max_order_amount: 6 });
const pump = product({ part_no: "PUMP", price_in_cents: 15_000 });
const wipes = product({ part_no: "WIPES", price_in_cents: 300 });

/**
 * The customer's cart: 4 teats, a pump, wipes, priced by the server (which had the catalogue's
 * 99 units of each); `lowered`: then the user's maximum went down under the cart's total.
 */
const recorded = async (lowered = false) => {
  const live = await startLiveCart({ clock: NOW, limits: { max_order_amount: 50_000 } });
  await live.send({ type: "cart.add", product: teat, quantity: 4 });
  await live.send({ type: "cart.add", product: pump, quantity: 1 });
  await live.send({ type: "cart.add", product: wipes, quantity: 2 });
  await live.send({ type: "cart.refresh" });
  await live.answerPricing(pricedBy(() => 99));
  if (lowered) await live.send({ type: "cart.setContext", context: { max_order_amount: 10_000 } });
  return live.recorder.recording();
};

describe("diff", () => {
  it("finds nothing when today's catalogue and limits are what the customer saw", async () => {
    const recording = await recorded();
    const saw = replayCartRecording(recording);
    const live = replayCartRecording(recording, { products: recording.snapshot.products, limits: recording.snapshot.limits });
    expect(saw.cart.products).toHaveLength(3);
    expect(diffCartReplays(saw, live)).toEqual({
      same: true,
      lines: [],
      totals: [],
      code: null,
      steps: [],
      violations: { added: [], removed: [] },
    });
  });

  it("shows a changed price, an add refused today and a product gone, with the totals", async () => {
    const recording = await recorded();
    const saw = replayCartRecording(recording);
    const live = replayCartRecording(recording, {
      products: [{ ...teat, max_order_amount: 3 }, { ...pump, price_in_cents: 16_000 }],
      limits: recording.snapshot.limits,
    });
    const diff = diffCartReplays(saw, live);
    expect(diff.same).toBe(false);
    expect(diff.steps.map((step) => [step.type, step.line, step.saw, step.live, step.live_violation?.code ?? null])).toEqual([
      ["cart.add", "TEAT", "applied", "refused", "max_product_amount_reached"],
      ["cart.add", "WIPES", "applied", "missing_product", null],
    ]);
    expect(diff.lines.map((line) => [line.id, line.saw !== null, line.live !== null])).toEqual([
      ["TEAT", true, false],
      ["PUMP", true, true],
      ["WIPES", true, false],
    ]);
    expect(diff.lines[1]!.changes).toEqual([{ field: "price", saw: 15_000, live: 16_000 }]);
    expect(diff.totals.find((total) => total.field === "subtotal")).toEqual({ field: "subtotal", saw: 17_400, live: 16_000 });
  });

  it("lists limits broken only in what the customer saw and those broken only today", async () => {
    const recording = await recorded(true);
    const saw = replayCartRecording(recording);
    // Today the user's maximum is back to 500 €: the cart no longer breaks it.
    const live = replayCartRecording(recording, { limits: { max_order_amount: 50_000 } });
    const diff = diffCartReplays(saw, live);
    expect(diff.violations.added).toEqual([]);
    expect(diff.violations.removed.map((violation) => violation.code)).toEqual(["max_order_price_reached"]);
    expect(diffCartReplays(live, saw).violations.added.map((violation) => violation.code)).toEqual(["max_order_price_reached"]);
  });

  it("prices the live replay from today's stock", async () => {
    const recording = await recorded();
    const saw = replayCartRecording(recording);
    const live = replayCartRecording(recording, { products: [teat, { ...pump, stock: 0 }, { ...wipes, stock: 1 }] });
    const diff = diffCartReplays(saw, live);
    // Out of stock today: the add is refused, so the line is gone; one left: the refresh cuts the line.
    expect(diff.steps.map((step) => [step.line, step.live, step.live_violation?.code])).toEqual([["PUMP", "refused", "product_out_of_stock"]]);
    expect(diff.lines.map((line) => [line.id, line.live !== null, line.changes.map((change) => `${change.field}:${String(change.saw)}>${String(change.live)}`)])).toEqual([
      ["PUMP", false, []],
      ["WIPES", true, ["quantity:2>1", "status:CAN_ORDER_ALL>CAN_ORDER_PART", "max_qty:99>1", "stock:99>1"]],
    ]);
  });

  it("shows a line only the live cart has", async () => {
    const recording = await recorded();
    const saw = replayCartRecording(recording, { products: [teat, pump] });
    const live = replayCartRecording(recording);
    const diff = diffCartReplays(saw, live);
    expect(diff.lines.map((line) => [line.id, line.saw === null, line.live === null])).toEqual([["WIPES", true, false]]);
  });

  it("gives the carts' part of a replay diff for two carts alone", async () => {
    const recording = await recorded();
    const saw = replayCartRecording(recording);
    const live = replayCartRecording(recording, {
      products: [{ ...teat, max_order_amount: 3 }, { ...pump, price_in_cents: 16_000 }],
      limits: recording.snapshot.limits,
    });
    const replays = diffCartReplays(saw, live);
    const carts = diffCarts(saw.cart, live.cart);
    expect(carts).toEqual({ same: false, lines: replays.lines, totals: replays.totals, code: replays.code });
    expect(diffCarts(saw.cart, saw.cart)).toEqual({ same: true, lines: [], totals: [], code: null });
  });
});
