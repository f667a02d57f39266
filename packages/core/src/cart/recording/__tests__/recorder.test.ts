import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { addToCart } from "../../changes.ts";
import type { Coupon } from "../../coupon.ts";
import { cartMachine } from "../../machine.ts";
import { serializeCart } from "../../persist.ts";
import { resetCart } from "../../reset.ts";
import { product } from "../../__tests__/products.ts";
import { createCartRecorder } from "../recorder.ts";
import { decodeCartRecording } from "../schema.ts";
import { pricedBy, startLiveCart } from "./live-cart.ts";

const NOW = Date.parse("2026-03-15T12:00:00Z");
const teat = product({ part_no: "TEAT", price_in_cents: 450, max_order_amount: 6 });
const pump = product({ part_no: "PUMP", price_in_cents: 15_000 });
const spring: Coupon = { code: "SPRING", kind: "percent", value: 10, active: true };

const typesOf = (live: Awaited<ReturnType<typeof startLiveCart>>) => live.recorder.recording().events.map((step) => step.event.type);

describe("recorder", () => {
  it("records the start, the loaded cart and every change with the machine's clock and who made it", async () => {
    const stored = serializeCart(addToCart(resetCart(90_000), teat, 2).cart);
    const live = await startLiveCart({ clock: NOW, stored, limits: { max_order_amount: 90_000 } });
    live.clock = NOW + 1000;
    await live.send({ type: "cart.add", product: pump, quantity: 1 });
    live.recorder.setBy("rep@example.fr");
    live.clock = NOW + 2000;
    await live.send({ type: "cart.setQuantity", lineId: "TEAT", quantity: 3 });

    const recording = live.recorder.recording();
    expect(recording.events.map((step) => [step.event.type, step.at, step.by])).toEqual([
      ["cart.started", NOW, "nurse@example.fr"],
      ["cart.loaded", NOW, "nurse@example.fr"],
      ["cart.add", NOW + 1000, "nurse@example.fr"],
      ["cart.setQuantity", NOW + 2000, "rep@example.fr"],
    ]);
    const loaded = recording.events[1]!.event;
    expect(loaded.type === "cart.loaded" && loaded.cart?.products.map((line) => [line.id, line.quantity])).toEqual([["TEAT", 2]]);
    expect(recording.events[0]!.event).toEqual({ type: "cart.started", limits: { max_order_amount: 90_000 } });
    expect(recording.events[2]!.event).toEqual({ type: "cart.add", part_no: "PUMP", product: 0, quantity: 1 });
    expect(recording.snapshot.products).toEqual([pump]);
    expect(recording.company).toEqual({ cust_no: "100234", name: "Maternité du Parc" });
    expect(recording.snapshot.taken_at).toBe(NOW + 2000);
  });

  it("records refused changes like accepted ones", async () => {
    const live = await startLiveCart({ clock: NOW });
    await live.send({ type: "cart.add", product: teat, quantity: 9 });
    expect(live.actor.getSnapshot().context.cart.error?.code).toBe("max_product_amount_reached");
    expect(live.recorder.recording().events.at(-1)?.event).toEqual({ type: "cart.add", part_no: "TEAT", product: 0, quantity: 9 });
  });

  it("records the coupon check's answer and its failure", async () => {
    const live = await startLiveCart({ clock: NOW });
    await live.send({ type: "cart.add", product: pump, quantity: 1 });
    await live.send({ type: "cart.applyCoupon", code: "SPRING" });
    await live.answerCoupon(spring);
    await live.send({ type: "cart.applyCoupon", code: "NOPE" });
    await live.answerCoupon("fail");
    const events = live.recorder.recording().events.map((step) => step.event);
    expect(events.slice(3)).toEqual([
      { type: "cart.applyCoupon", code: "SPRING" },
      { type: "cart.couponChecked", coupon: spring },
      { type: "cart.applyCoupon", code: "NOPE" },
      { type: "cart.couponCheckFailed" },
    ]);
  });

  it("records the server's pricing, an answer for an older cart and a failed call", async () => {
    const live = await startLiveCart({ clock: NOW });
    await live.send({ type: "cart.add", product: pump, quantity: 2 });
    await live.send({ type: "cart.refresh" });
    await live.send({ type: "cart.add", product: teat, quantity: 1 });
    await live.answerPricing(pricedBy(() => 1));
    // The machine asked again for the new cart; this answer is applied.
    await live.answerPricing(pricedBy(() => 5));
    await live.send({ type: "cart.refresh" });
    await live.answerPricing("fail");
    const events = live.recorder.recording().events.map((step) => step.event);
    expect(events.slice(3).map((event) => event.type)).toEqual([
      "cart.refresh",
      "cart.add",
      "cart.priced",
      "cart.priced",
      "cart.refresh",
      "cart.pricingFailed",
    ]);
    const applied = events[6]!;
    expect(applied.type === "cart.priced" && applied.refresh.lines.map((line) => line.available_quantity)).toEqual([5, 5]);
  });

  it("does not record what the machine ignores", async () => {
    const live = await startLiveCart({ clock: NOW });
    await live.send({ type: "cart.refresh" });
    const before = live.recorder.size;
    // While pricing, a coupon cannot be entered; an answer nobody waits for is ignored too.
    await live.send({ type: "cart.applyCoupon", code: "SPRING" });
    await live.send({ type: "cart.couponChecked", coupon: spring });
    expect(live.recorder.size).toBe(before);
  });

  it("keeps one snapshot product per version and refers to it by index", async () => {
    const live = await startLiveCart({ clock: NOW });
    await live.send({ type: "cart.add", product: teat, quantity: 1 });
    await live.send({ type: "cart.add", product: { ...teat }, quantity: 1 });
    await live.send({ type: "cart.add", product: { ...teat, price_in_cents: 500 }, quantity: 1 });
    await live.send({ type: "cart.add", product: teat, quantity: 1 });
    const recording = live.recorder.recording();
    expect(recording.snapshot.products.map((item) => item.price_in_cents)).toEqual([450, 500]);
    expect(recording.events.slice(2).map((step) => (step.event.type === "cart.add" ? step.event.product : null))).toEqual([0, 0, 1, 0]);
  });

  it("keeps only the limits of products the recording refers to", async () => {
    const catalogue = { TEAT: { max_order_amount: 6 }, PUMP: { max_per_order: 2 }, OTHER: { max_per_order: 1 } };
    const live = await startLiveCart({ clock: NOW });
    await live.send({ type: "cart.setContext", context: { max_order_amount: 50_000, products: catalogue } });
    await live.send({ type: "cart.add", product: teat, quantity: 1 });
    const recording = live.recorder.recording();
    expect(recording.snapshot.limits).toEqual({ max_order_amount: 50_000, products: { TEAT: { max_order_amount: 6 } } });
    expect(recording.events[2]!.event).toEqual({ type: "cart.setContext", context: recording.snapshot.limits });
  });

  it("gives a recording that decodes and survives JSON", async () => {
    const live = await startLiveCart({ clock: NOW });
    await live.send({ type: "cart.add", product: teat, quantity: 2 });
    await live.send({ type: "cart.chooseShipping", method: "Rush", charge: Number.NaN });
    const recording = live.recorder.recording();
    const decoded = decodeCartRecording(JSON.parse(JSON.stringify(recording)));
    expect(decoded._tag).toBe("Success");
    expect(decoded._tag === "Success" && decoded.success).toEqual(recording);
  });

  it("tells subscribers about each step and stops when detached", () => {
    const actor = createActor(cartMachine, { input: { now: () => NOW } });
    const recorder = createCartRecorder({
      shop: { hostname: "h", locale: "fr" },
      user: { email: "a@example.fr" },
      company: { cust_no: "1" },
      timeZone: "Europe/Paris",
    });
    const seen: string[] = [];
    recorder.subscribe((step) => seen.push(step.event.type));
    const detach = recorder.attach(actor);
    actor.start();
    actor.send({ type: "cart.loaded", cart: null });
    actor.send({ type: "cart.recalculate" });
    detach();
    actor.send({ type: "cart.recalculate" });
    actor.stop();
    expect(seen).toEqual(["cart.started", "cart.loaded", "cart.recalculate"]);
    expect(recorder.recording().time_zone).toBe("Europe/Paris");
  });

  it("records the machine's own time zone, and marks where a continued recording changed zone", () => {
    const base = { shop: { hostname: "h", locale: "fr" }, user: { email: "a@example.fr" }, company: { cust_no: "1" } };
    const attached = (options: Parameters<typeof createCartRecorder>[0]) => {
      const recorder = createCartRecorder(options);
      recorder.attach(createActor(cartMachine, { input: { now: () => NOW } }));
      return recorder.recording();
    };
    const own = attached(base);
    expect(own.time_zone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC");
    expect(own.events[0]!.event).toEqual({ type: "cart.started", limits: {} });

    const inParis = attached({ ...base, timeZone: "Europe/Paris" });
    const fromAuckland = attached({ ...base, timeZone: "Europe/Paris", from: { ...inParis, time_zone: "Pacific/Auckland" } });
    expect(fromAuckland.time_zone).toBe("Pacific/Auckland");
    expect(fromAuckland.events.at(-1)!.event).toEqual({ type: "cart.started", limits: {}, time_zone: "Europe/Paris" });
    const sameZone = attached({ ...base, timeZone: "Europe/Paris", from: inParis });
    expect(sameZone.events.at(-1)!.event).toEqual({ type: "cart.started", limits: {} });
  });

  it("continues an earlier recording and records the cart of an actor attached late", async () => {
    const first = await startLiveCart({ clock: NOW });
    await first.send({ type: "cart.add", product: teat, quantity: 2 });
    const earlier = first.recorder.recording();
    const actor = createActor(cartMachine, { input: { now: () => NOW + 5000 } }).start();
    actor.send({ type: "cart.loaded", cart: first.actor.getSnapshot().context.cart });
    const recorder = createCartRecorder({ ...earlier, from: earlier });
    recorder.attach(actor);
    actor.send({ type: "cart.add", product: teat, quantity: 1 });
    actor.stop();
    const events = recorder.recording().events;
    expect(events.slice(0, earlier.events.length)).toEqual(earlier.events);
    expect(events.slice(earlier.events.length).map((step) => step.event.type)).toEqual(["cart.started", "cart.loaded", "cart.add"]);
    expect(recorder.recording().snapshot.products).toHaveLength(1);
    expect(typesOf(first)).toHaveLength(earlier.events.length);
  });
});
