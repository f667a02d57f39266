import { memoryKeyValueStore } from "@proshop/core";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { keepEarlyChanges } from "../early-changes.ts";
import type { LiveCartSync } from "../live-cart-sync.ts";
import { testProduct } from "./cart-fixtures.ts";
import { fakeLiveCartApi, NURSE, startCartActor, startSync } from "./live-cart-harness.ts";

/*
 * Cart changes made before the live cart has started (it comes with the Effect chunk, after the
 * first paint), over a real cart machine and the real live cart sync, as app/actors.ts wires
 * them: the sync is created later than the cart, and a stand-in answers for it until then.
 */

const settle = () => vi.advanceTimersByTimeAsync(0);

const linesOf = (cart: ReturnType<typeof startCartActor>) =>
  cart.actor.getSnapshot().context.cart.products.map((line) => [line.part_no, line.quantity]);

/** The web's stand-in for the live cart until its chunk is in: no recording, ready once started. */
const deferredSync = () => {
  let sync: LiveCartSync | null = null;
  let arrive!: (real: LiveCartSync) => void;
  const arrived = new Promise<LiveCartSync>((resolve) => (arrive = resolve));
  return {
    standIn: { recording: () => sync?.recording() ?? null, ready: () => arrived.then((real) => real.ready()) },
    arrive: (real: LiveCartSync) => {
      sync = real;
      arrive(real);
    },
  };
};

describe("cart changes made before the live cart started", () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 26, 9, 0, 0) });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("are made once when the start kept the machine's cart (no copy in this browser, none on the server)", async () => {
    const cart = startCartActor();
    await settle();
    const deferred = deferredSync();
    keepEarlyChanges(cart.actor, deferred.standIn);
    cart.actor.send({ type: "cart.add", product: testProduct("P1"), quantity: 2 });
    await settle();

    const { sync } = startSync({ cart, owner: NURSE });
    deferred.arrive(sync);
    await settle();
    await sync.ready();
    await settle();
    expect(linesOf(cart)).toEqual([["P1", 2]]);
    // ... and the recording holds them, so they are saved.
    expect(sync.recording()?.events.some((step) => step.event.type === "cart.loaded" && step.event.cart?.products.length === 1)).toBe(true);
  });

  it("are made again when the start brought the company's stored cart, in order and recorded", async () => {
    const store = memoryKeyValueStore();
    const earlier = startSync({ owner: NURSE, store });
    await settle();
    await earlier.sync.ready();
    earlier.cart.actor.send({ type: "cart.add", product: testProduct("P9"), quantity: 1 });
    await vi.advanceTimersByTimeAsync(5_000);
    earlier.sync.stop();

    const cart = startCartActor();
    await settle();
    const deferred = deferredSync();
    keepEarlyChanges(cart.actor, deferred.standIn);
    cart.actor.send({ type: "cart.add", product: testProduct("P1"), quantity: 2 });
    cart.actor.send({ type: "cart.add", product: testProduct("P2"), quantity: 1 });
    await settle();

    const { sync } = startSync({ cart, owner: NURSE, store });
    deferred.arrive(sync);
    await settle();
    await sync.ready();
    await settle();
    expect(linesOf(cart)).toEqual([["P9", 1], ["P1", 2], ["P2", 1]]);
    const adds = sync.recording()?.events.flatMap((step) => (step.event.type === "cart.add" ? [step.event.part_no] : []));
    expect(adds).toEqual(["P9", "P1", "P2"]);
  });

  it("are made again over the server's newer cart", async () => {
    const server = fakeLiveCartApi();
    const other = startSync({ api: server, owner: NURSE });
    await settle();
    await other.sync.ready();
    other.cart.actor.send({ type: "cart.add", product: testProduct("P7"), quantity: 3 });
    await vi.advanceTimersByTimeAsync(1000);
    server.answerSave("ok");
    await settle();
    other.sync.stop();

    const cart = startCartActor();
    await settle();
    const deferred = deferredSync();
    keepEarlyChanges(cart.actor, deferred.standIn);
    cart.actor.send({ type: "cart.add", product: testProduct("P1"), quantity: 1 });
    await settle();

    const { sync } = startSync({ api: server, cart, owner: NURSE });
    deferred.arrive(sync);
    await settle();
    await sync.ready();
    await settle();
    expect(linesOf(cart)).toEqual([["P7", 3], ["P1", 1]]);
  });

  it("stay as made, once, when the live cart never starts (its chunk failed)", async () => {
    const cart = startCartActor();
    await settle();
    keepEarlyChanges(cart.actor, { recording: () => null, ready: () => Promise.reject(new Error("chunk failed")) });
    cart.actor.send({ type: "cart.add", product: testProduct("P1"), quantity: 2 });
    await settle();
    await settle();
    expect(linesOf(cart)).toEqual([["P1", 2]]);
  });

  it("stops listening once the start is done: later changes are the recorder's alone", async () => {
    const cart = startCartActor();
    await settle();
    const deferred = deferredSync();
    keepEarlyChanges(cart.actor, deferred.standIn);
    const { sync } = startSync({ cart, owner: NURSE });
    deferred.arrive(sync);
    await settle();
    await sync.ready();
    await settle();
    cart.actor.send({ type: "cart.add", product: testProduct("P1"), quantity: 1 });
    await settle();
    expect(linesOf(cart)).toEqual([["P1", 1]]);
  });
});
