import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import type { Coupon } from "../../coupon.ts";
import { addToCart } from "../../changes.ts";
import { cartMachine } from "../../machine.ts";
import { serializeCart } from "../../persist.ts";
import { resetCart } from "../../reset.ts";
import { product } from "../../__tests__/products.ts";
import { createCartRecorder } from "../recorder.ts";
import { isoDayInTimeZone, replayCartRecording } from "../replay.ts";
import type { CartRecording } from "../schema.ts";
import { pricedBy, startLiveCart, type LiveCart } from "./live-cart.ts";

const NOW = Date.parse("2026-03-15T12:00:00Z");
const teat = product({ part_no: "TEAT", price_in_cents: 450, max_order_amount: 6 });
const pump = product({ part_no: "PUMP", price_in_cents: 15_000 });
const spring: Coupon = { code: "SPRING", kind: "percent", value: 10, active: true, valid_until: "2026-03-20" };

/** A session with a bit of everything: stored cart, refusal, coupon, pricing with a stale answer, shipping. */
const session = async (): Promise<LiveCart> => {
  const stored = serializeCart(addToCart(resetCart(90_000), teat, 2).cart);
  const live = await startLiveCart({ clock: NOW, stored, limits: { max_order_amount: 90_000 } });
  live.clock += 60_000;
  await live.send({ type: "cart.add", product: pump, quantity: 1 });
  await live.send({ type: "cart.add", product: teat, quantity: 10 });
  await live.send({ type: "cart.dismissError" });
  await live.send({ type: "cart.applyCoupon", code: "SPRING" });
  live.clock += 1000;
  await live.answerCoupon(spring);
  await live.send({ type: "cart.refresh" });
  await live.send({ type: "cart.setQuantity", lineId: "TEAT", quantity: 4 });
  await live.answerPricing(pricedBy(() => 3));
  await live.answerPricing(pricedBy((id) => (id === "PUMP" ? 1 : 3)));
  await live.send({ type: "cart.chooseShipping", method: "Rush", charge: 1_200 });
  return live;
};

const json = (value: unknown): string => JSON.stringify(value);

describe("replay", () => {
  it("rebuilds the live machine's state exactly, with what the customer saw at each step", async () => {
    const live = await session();
    const replay = replayCartRecording(live.recorder.recording());
    const context = live.actor.getSnapshot().context;
    expect(json(replay.cart)).toBe(json(context.cart));
    expect(replay.notice).toEqual(context.notice);
    expect(replay.state).toEqual(live.actor.getSnapshot().value);
    expect(replay.steps.flatMap((step) => step.notifications)).toEqual(live.toasts);
    // The session's own facts, so the comparison above is not between two empty carts.
    expect(replay.cart.products.map((line) => [line.id, line.quantity, line.status])).toEqual([
      ["TEAT", 3, "CAN_ORDER_PART"],
      ["PUMP", 1, "CAN_ORDER_ALL"],
    ]);
    // The refresh cut TEAT to 3 units, the subtotal fell and the coupon went (SPEC 4).
    expect(replay.cart.code).toBeNull();
    expect(replay.notice?.id).toBe("cart.coupon.dropped");
    expect(replay.steps.find((step) => step.event.type === "cart.couponChecked")?.notice?.id).toBe("cart.coupon.applied");
    const refused = replay.steps.find((step) => step.outcome === "refused");
    expect(refused?.event).toMatchObject({ type: "cart.add", part_no: "TEAT", quantity: 10 });
    expect(refused?.violation?.code).toBe("max_product_amount_reached");
  });

  it("gives the same state byte for byte every time, also after a JSON round trip", async () => {
    const recording = (await session()).recorder.recording();
    const first = json(replayCartRecording(recording));
    expect(json(replayCartRecording(recording))).toBe(first);
    expect(json(replayCartRecording(JSON.parse(json(recording)) as CartRecording))).toBe(first);
  });

  it("explains the limits of the end cart", async () => {
    const live = await startLiveCart({ clock: NOW, limits: { max_order_amount: 20_000 } });
    await live.send({ type: "cart.reset", maxOrderAmount: 20_000 });
    await live.send({ type: "cart.add", product: pump, quantity: 1 });
    await live.send({ type: "cart.add", product: teat, quantity: 5 });
    const replay = replayCartRecording(live.recorder.recording());
    const codes = replay.explain.map((report) => report.code);
    expect(codes).toContain("max_order_price_reached");
    expect(codes).toContain("max_product_amount_reached");
    expect(replay.explain.find((report) => report.code === "max_order_price_reached")).toMatchObject({ limit: 20_000, used: 17_250 });
    expect(replay.violations).toEqual([]);
  });

  it("judges a coupon's dates on each step's clock, not on today's", async () => {
    const live = await startLiveCart({ clock: NOW });
    await live.send({ type: "cart.add", product: pump, quantity: 1 });
    await live.send({ type: "cart.applyCoupon", code: "SPRING" });
    await live.answerCoupon(spring);
    const recording = live.recorder.recording();
    expect(replayCartRecording(recording).cart.code).toBe("SPRING");
    // Judged a month later, the same answer finds the coupon expired.
    const later = replayCartRecording(recording, { now: NOW + 30 * 86_400_000 });
    expect(later.cart.code).toBeNull();
    expect(later.notice?.id).toBe("cart.coupon.expired");
  });

  it("takes the day in the recording's time zone, wherever it is replayed", async () => {
    // 23:30 UTC on 14 March is already 15 March in Auckland, when the product becomes available.
    const clock = Date.parse("2026-03-14T23:30:00Z");
    const fresh = product({ part_no: "NEW", price_in_cents: 900, available_from: "2026-03-15" });
    const live = await startLiveCart({ clock, timeZone: "Pacific/Auckland", dayOf: isoDayInTimeZone("Pacific/Auckland") });
    await live.send({ type: "cart.add", product: fresh, quantity: 1 });
    const recording = live.recorder.recording();
    expect(replayCartRecording(recording).cart.products.map((line) => line.id)).toEqual(["NEW"]);
    const inHonolulu = replayCartRecording({ ...recording, time_zone: "Pacific/Honolulu" });
    expect(inHonolulu.cart.products).toEqual([]);
    expect(inHonolulu.steps.at(-1)?.violation?.code).toBe("product_not_available_yet");
  });

  it("takes each machine's own zone when a recording is continued elsewhere", async () => {
    // The customer in Auckland adds on 15 March (local); an agent in Honolulu, still on 14 March, continues.
    const clock = Date.parse("2026-03-14T23:30:00Z");
    const fresh = product({ part_no: "NEW", price_in_cents: 900, available_from: "2026-03-15" });
    const customer = await startLiveCart({ clock, timeZone: "Pacific/Auckland", dayOf: isoDayInTimeZone("Pacific/Auckland") });
    await customer.send({ type: "cart.add", product: fresh, quantity: 1 });
    const agent = createActor(cartMachine, { input: { now: () => clock + 60_000, dayOf: isoDayInTimeZone("Pacific/Honolulu") } });
    const recorder = createCartRecorder({ ...customer.recorder.recording(), from: customer.recorder.recording(), timeZone: "Pacific/Honolulu" });
    recorder.attach(agent);
    agent.start();
    agent.send({ type: "cart.loaded", cart: customer.actor.getSnapshot().context.cart });
    agent.send({ type: "cart.add", product: fresh, quantity: 1 });
    const recording = recorder.recording();
    expect(agent.getSnapshot().context.cart.error?.code).toBe("product_not_available_yet");
    expect(recording.time_zone).toBe("Pacific/Auckland");
    expect(recording.events.filter((step) => step.event.type === "cart.started").map((step) => step.event)).toEqual([
      { type: "cart.started", limits: {} },
      { type: "cart.started", limits: {}, time_zone: "Pacific/Honolulu" },
    ]);
    const replay = replayCartRecording(recording);
    expect(JSON.stringify(replay.cart)).toBe(JSON.stringify(agent.getSnapshot().context.cart));
    expect(replay.steps.map((step) => step.outcome).slice(-1)).toEqual(["refused"]);
    agent.stop();
  });

  it("records the instant the rules judged a change on, even with a clock that moves on each read", () => {
    // The last millisecond of 14 March (UTC); the product can be ordered from 15 March.
    let clock = Date.parse("2026-03-14T23:59:59.999Z");
    const fresh = product({ part_no: "NEW", price_in_cents: 900, available_from: "2026-03-15" });
    const actor = createActor(cartMachine, { input: { now: () => clock++, dayOf: isoDayInTimeZone("UTC") } });
    const recorder = createCartRecorder({ shop: { hostname: "h", locale: "fr" }, user: { email: "a@example.fr" }, company: { cust_no: "1" }, timeZone: "UTC" });
    recorder.attach(actor);
    actor.start();
    clock = Date.parse("2026-03-14T23:59:59.999Z");
    actor.send({ type: "cart.loaded", cart: null });
    clock = Date.parse("2026-03-14T23:59:59.999Z");
    actor.send({ type: "cart.add", product: fresh, quantity: 1 });
    expect(actor.getSnapshot().context.cart.error?.code).toBe("product_not_available_yet");
    const replay = replayCartRecording(recorder.recording());
    expect(replay.steps.at(-1)?.outcome).toBe("refused");
    expect(JSON.stringify(replay.cart)).toBe(JSON.stringify(actor.getSnapshot().context.cart));
    actor.stop();
  });

  it("replays against today's catalogue and limits instead of the snapshot", async () => {
    const live = await startLiveCart({ clock: NOW, limits: { max_order_amount: 90_000 } });
    await live.send({ type: "cart.add", product: teat, quantity: 5 });
    await live.send({ type: "cart.add", product: pump, quantity: 1 });
    const recording = live.recorder.recording();
    const today = replayCartRecording(recording, {
      products: [{ ...teat, price_in_cents: 500, max_order_amount: 4 }],
      limits: { max_order_amount: 10_000 },
    });
    expect(today.steps.slice(-2).map((step) => step.outcome)).toEqual(["refused", "missing_product"]);
    expect(today.cart.products).toEqual([]);
    expect(today.limits.max_order_amount).toBe(10_000);
  });

  it("marks answers the machine was not waiting for as ignored", () => {
    const recording: CartRecording = {
      version: 1,
      shop: { hostname: "h", locale: "fr" },
      user: { email: "a@example.fr" },
      company: { cust_no: "1" },
      time_zone: "Europe/Paris",
      snapshot: { taken_at: NOW, products: [], limits: {} },
      events: [
        { at: NOW, by: "a@example.fr", event: { type: "cart.started", limits: {} } },
        { at: NOW, by: "a@example.fr", event: { type: "cart.loaded", cart: null } },
        { at: NOW, by: "a@example.fr", event: { type: "cart.couponChecked", coupon: spring } },
      ],
    };
    expect(replayCartRecording(recording).steps.map((step) => step.outcome)).toEqual(["applied", "applied", "ignored"]);
  });

  it("tells the day of a clock reading in a time zone", () => {
    const at = Date.parse("2026-06-30T22:30:00Z");
    expect(isoDayInTimeZone("Europe/Paris")(at)).toBe("2026-07-01");
    expect(isoDayInTimeZone("America/New_York")(at)).toBe("2026-06-30");
    expect(isoDayInTimeZone("UTC")(at)).toBe("2026-06-30");
  });
});
