import { memoryKeyValueStore } from "@proshop/core";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { deferredLiveCart } from "../deferred-live-cart.ts";
import { keepEarlyChanges } from "../early-changes.ts";
import type { LiveCartSync } from "../live-cart-sync.ts";
import { testProduct } from "./cart-fixtures.ts";
import { fakeLiveCartApi, linesOf, NURSE, settle, startCartActor, startedTab, startSync } from "./live-cart-harness.ts";

/*
 * Cart changes made before the live cart has started (it comes with the Effect chunk, after the
 * first paint), over a real cart machine and the real live cart sync, as app/actors.ts wires
 * them: the sync arrives later than the cart, through the web's stand-in for it.
 */

/** A cart whose live cart has not arrived yet, its early changes kept as actors.ts keeps them. */
const earlyCart = async () => {
  const cart = startCartActor();
  await settle();
  let arrive!: (sync: LiveCartSync) => void;
  keepEarlyChanges(cart.actor, deferredLiveCart(new Promise<LiveCartSync>((resolve) => (arrive = resolve))));
  return { cart, arrive };
};

/** The live cart arriving for the early cart, and its start done. */
const liveCartArrives = async (early: Awaited<ReturnType<typeof earlyCart>>, options: Parameters<typeof startSync>[0] = {}) => {
  const { sync } = startSync({ ...options, cart: early.cart, owner: NURSE });
  early.arrive(sync);
  await settle();
  await sync.ready();
  await settle();
  return sync;
};

describe("cart changes made before the live cart started", () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 26, 9, 0, 0) });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("are made once when the start kept the machine's cart (no copy in this browser, none on the server)", async () => {
    const early = await earlyCart();
    early.cart.actor.send({ type: "cart.add", product: testProduct("P1"), quantity: 2 });
    await settle();

    const sync = await liveCartArrives(early);
    expect(linesOf(early.cart)).toEqual([["P1", 2]]);
    // ... and the recording holds them, so they are saved.
    expect(sync.recording()?.events.some((step) => step.event.type === "cart.loaded" && step.event.cart?.products.length === 1)).toBe(true);
  });

  it("are made again when the start brought the company's stored cart, in order and recorded", async () => {
    const store = memoryKeyValueStore();
    const earlier = await startedTab({ owner: NURSE, store });
    earlier.cart.actor.send({ type: "cart.add", product: testProduct("P9"), quantity: 1 });
    await vi.advanceTimersByTimeAsync(5_000);
    earlier.sync.stop();

    const early = await earlyCart();
    early.cart.actor.send({ type: "cart.add", product: testProduct("P1"), quantity: 2 });
    early.cart.actor.send({ type: "cart.add", product: testProduct("P2"), quantity: 1 });
    await settle();

    const sync = await liveCartArrives(early, { store });
    expect(linesOf(early.cart)).toEqual([["P9", 1], ["P1", 2], ["P2", 1]]);
    const adds = sync.recording()?.events.flatMap((step) => (step.event.type === "cart.add" ? [step.event.part_no] : []));
    expect(adds).toEqual(["P9", "P1", "P2"]);
  });

  it("are made again over the server's newer cart", async () => {
    const server = fakeLiveCartApi();
    const other = await startedTab({ api: server, owner: NURSE });
    other.cart.actor.send({ type: "cart.add", product: testProduct("P7"), quantity: 3 });
    await vi.advanceTimersByTimeAsync(1000);
    server.answerSave("ok");
    await settle();
    other.sync.stop();

    const early = await earlyCart();
    early.cart.actor.send({ type: "cart.add", product: testProduct("P1"), quantity: 1 });
    await settle();

    await liveCartArrives(early, { api: server });
    expect(linesOf(early.cart)).toEqual([["P7", 3], ["P1", 1]]);
  });

  it("stay as made, once, when the live cart never starts (its chunk failed)", async () => {
    const cart = startCartActor();
    await settle();
    keepEarlyChanges(cart.actor, deferredLiveCart(Promise.reject(new Error("chunk failed"))));
    cart.actor.send({ type: "cart.add", product: testProduct("P1"), quantity: 2 });
    await settle();
    await settle();
    expect(linesOf(cart)).toEqual([["P1", 2]]);
  });

  it("stops listening once the start is done: later changes are the recorder's alone", async () => {
    const early = await earlyCart();
    await liveCartArrives(early);
    early.cart.actor.send({ type: "cart.add", product: testProduct("P1"), quantity: 1 });
    await settle();
    expect(linesOf(early.cart)).toEqual([["P1", 1]]);
  });
});
