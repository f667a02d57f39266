import { memoryKeyValueStore, replayCartRecording, type CartState } from "@proshop/core";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { deferredLiveCart } from "../deferred-live-cart.ts";
import { EARLY_CHANGES_KEY, keepEarlyChanges } from "../early-changes.ts";
import type { CartOwner, LiveCartSync } from "../live-cart-sync.ts";
import { testProduct } from "./cart-fixtures.ts";
import { fakeLiveCartApi, linesOf, mutableOwner, NURSE, REP_FOR_NURSE, settle, startCartActor, startedTab, startSync } from "./live-cart-harness.ts";

/*
 * Cart changes made before the live cart has started (it comes with the Effect chunk, after the
 * first paint), over a real cart machine and the real live cart sync, as app/actors.ts wires
 * them: the sync arrives later than the cart, through the web's stand-in for it.
 */

/**
 * A page whose live cart has not arrived yet, its early changes kept as actors.ts keeps them:
 * `storage` is the browser's (shared by the pages of one test), `stored` the machine's stored cart.
 */
const earlyCart = async (page: { readonly storage?: ReturnType<typeof memoryKeyValueStore>; readonly stored?: CartState | null; readonly owner?: CartOwner } = {}) => {
  const cart = startCartActor({ stored: page.stored ?? null });
  await settle();
  let arrive!: (sync: LiveCartSync) => void;
  keepEarlyChanges(cart.actor, deferredLiveCart(new Promise<LiveCartSync>((resolve) => (arrive = resolve))), mutableOwner(page.owner ?? NURSE).source, page.storage ?? memoryKeyValueStore());
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

/** A tab that recorded the nurse's cart with P9 in `storage`, then closed. */
const browserHoldingP9 = async (storage: ReturnType<typeof memoryKeyValueStore>) => {
  const earlier = await startedTab({ owner: NURSE, store: storage });
  earlier.cart.actor.send({ type: "cart.add", product: testProduct("P9"), quantity: 1 });
  await vi.advanceTimersByTimeAsync(5_000);
  earlier.sync.stop();
  return earlier;
};

describe("cart changes made before the live cart started", () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 26, 9, 0, 0) });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("are made once when the start kept the machine's cart (no copy in this browser, none on the server), and sent", async () => {
    const early = await earlyCart();
    early.cart.actor.send({ type: "cart.add", product: testProduct("P1"), quantity: 2 });
    await settle();

    const server = fakeLiveCartApi();
    const sync = await liveCartArrives(early, { api: server });
    expect(linesOf(early.cart)).toEqual([["P1", 2]]);
    expect(sync.getState().status).toBe("unsaved");
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.saves).toHaveLength(1);
    expect(replayCartRecording(server.saves[0]!.recording).cart.products.map((line) => [line.part_no, line.quantity])).toEqual([["P1", 2]]);
  });

  it("are made once when the start kept the machine's cart, priced differently since", async () => {
    const early = await earlyCart();
    early.cart.actor.send({ type: "cart.add", product: testProduct("P1"), quantity: 2 });
    await settle();
    const line = early.cart.actor.getSnapshot().context.cart.products[0]!;
    early.cart.actor.send({ type: "cart.refresh" });
    early.cart.actor.send({
      type: "cart.priced",
      refresh: { order_nr: "O-1", lines: [{ id: line.id, part_no: "P1", price_in_cents: 9000, status: "CAN_ORDER_ALL" }], subtotal: 18000, discount: 0, shipping: 0, tax: 0, total: 18000 },
    });
    await settle();
    expect(early.cart.actor.getSnapshot().context.cart.products[0]!.price).not.toBe(line.price);

    await liveCartArrives(early);
    expect(linesOf(early.cart)).toEqual([["P1", 2]]);
  });

  it("are handed to the next page when the page is left before its live cart started", async () => {
    const storage = memoryKeyValueStore();
    // The company's cart as this browser last recorded it: P9.
    const earlier = await browserHoldingP9(storage);

    const left = await earlyCart({ storage, stored: earlier.cart.stored() });
    left.cart.actor.send({ type: "cart.add", product: testProduct("P1"), quantity: 2 });
    await settle();
    expect(storage.getItem(EARLY_CHANGES_KEY)).not.toBeNull();

    // The next page loads the cart the left one stored, and makes a change of its own.
    const next = await earlyCart({ storage, stored: left.cart.stored() });
    next.cart.actor.send({ type: "cart.add", product: testProduct("P2"), quantity: 1 });
    await settle();
    const sync = await liveCartArrives(next, { store: storage });
    expect(linesOf(next.cart)).toEqual([["P9", 1], ["P1", 2], ["P2", 1]]);
    const adds = sync.recording()?.events.flatMap((step) => (step.event.type === "cart.add" ? [step.event.part_no] : []));
    expect(adds).toEqual(["P9", "P1", "P2"]);
    expect(storage.getItem(EARLY_CHANGES_KEY)).toBeNull();
  });

  it("are not made in another user's cart when the next page is someone else's", async () => {
    const storage = memoryKeyValueStore();
    await browserHoldingP9(storage);
    const left = await earlyCart({ storage, owner: REP_FOR_NURSE });
    left.cart.actor.send({ type: "cart.add", product: testProduct("P1"), quantity: 2 });
    await settle();

    // The representative's page stored the cart with P1; the nurse's start brings hers back.
    const next = await earlyCart({ storage, stored: left.cart.stored() });
    const sync = await liveCartArrives(next, { store: storage });
    expect(linesOf(next.cart)).toEqual([["P9", 1]]);
    const adds = sync.recording()?.events.flatMap((step) => (step.event.type === "cart.add" ? [step.event.part_no] : []));
    expect(adds).toEqual(["P9"]);
    expect(storage.getItem(EARLY_CHANGES_KEY)).toBeNull();
  });

  it("are made again when the start brought the company's stored cart, in order and recorded", async () => {
    const store = memoryKeyValueStore();
    await browserHoldingP9(store);

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
    keepEarlyChanges(cart.actor, deferredLiveCart(Promise.reject(new Error("chunk failed"))), mutableOwner(NURSE).source, memoryKeyValueStore());
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
