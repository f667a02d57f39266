import { memoryKeyValueStore, replayCartRecording, type Coupon } from "@proshop/core";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { testProduct } from "./cart-fixtures.ts";
import { fakeLiveCartApi, linesOf, NURSE, REP_FOR_NURSE, REP_FOR_OTHER, settle, startCartActor, startedTab as tab } from "./live-cart-harness.ts";

/*
 * A cart handed back and forth (issue 5): the customer's tab, a representative's tab (another
 * browser: its own storage) and the server between them.
 */

const WELCOME10: Coupon = { code: "WELCOME10", kind: "percent", value: 10, active: true };

describe("live cart handover", () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 20, 9, 0, 0) });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("a representative continues the customer's cart, with its coupon, and the recording keeps who made each change", async () => {
    const server = fakeLiveCartApi();
    const nurse = await tab({ api: server, owner: NURSE, cart: startCartActor({ coupons: { WELCOME10 } }) });
    nurse.cart.actor.send({ type: "cart.add", product: testProduct("P1"), quantity: 2 });
    nurse.cart.actor.send({ type: "cart.add", product: testProduct("P2", 5000), quantity: 1 });
    nurse.cart.actor.send({ type: "cart.applyCoupon", code: "WELCOME10" });
    await settle();
    await vi.advanceTimersByTimeAsync(1000);
    server.answerSave("ok");
    await settle();
    expect(nurse.cart.actor.getSnapshot().context.cart.code).toBe("WELCOME10");

    await vi.advanceTimersByTimeAsync(60_000);
    const rep = await tab({ api: server, owner: REP_FOR_NURSE });
    expect(linesOf(rep.cart)).toEqual([["P1", 2], ["P2", 1]]);
    expect(rep.cart.actor.getSnapshot().context.cart.code).toBe("WELCOME10");
    expect(rep.cart.actor.getSnapshot().context.cart.discount).toBe(nurse.cart.actor.getSnapshot().context.cart.discount);

    rep.cart.actor.send({ type: "cart.add", product: testProduct("P3", 1000), quantity: 4 });
    const recording = rep.sync.recording()!;
    const byOf = (part: string) => recording.events.find((step) => step.event.type === "cart.add" && step.event.part_no === part)?.by;
    expect(byOf("P1")).toBe(NURSE.email);
    expect(byOf("P3")).toBe(REP_FOR_NURSE.email);
    // The recording replays to what the representative sees.
    expect(replayCartRecording(recording).cart.products).toEqual(rep.cart.actor.getSnapshot().context.cart.products);
  });

  it("hands the cart back: the customer's next load continues the representative's changes", async () => {
    const server = fakeLiveCartApi();
    const nurseStore = memoryKeyValueStore();
    const nurse = await tab({ api: server, owner: NURSE, store: nurseStore });
    nurse.cart.actor.send({ type: "cart.add", product: testProduct("P1"), quantity: 1 });
    await vi.advanceTimersByTimeAsync(1000);
    server.answerSave("ok");
    await settle();
    nurse.sync.stop();

    await vi.advanceTimersByTimeAsync(60_000);
    const rep = await tab({ api: server, owner: REP_FOR_NURSE });
    rep.cart.actor.send({ type: "cart.setQuantity", lineId: "P1", quantity: 3 });
    await vi.advanceTimersByTimeAsync(1000);
    server.answerSave("ok");
    await settle();

    // The customer reloads: her own copy is older than the server's cart.
    await vi.advanceTimersByTimeAsync(60_000);
    const again = await tab({ api: server, owner: NURSE, store: nurseStore, cart: startCartActor({ stored: nurse.cart.stored() }) });
    expect(linesOf(again.cart)).toEqual([["P1", 3]]);
  });

  it("keeps the local cart when it was changed after the server's, and sends it", async () => {
    const server = fakeLiveCartApi();
    const other = await tab({ api: server, owner: REP_FOR_NURSE });
    other.cart.actor.send({ type: "cart.add", product: testProduct("P9"), quantity: 1 });
    await vi.advanceTimersByTimeAsync(1000);
    server.answerSave("ok");
    await settle();

    // The customer changed her cart later, offline: her copy was never sent.
    await vi.advanceTimersByTimeAsync(60_000);
    const store = memoryKeyValueStore();
    const offline = fakeLiveCartApi();
    const nurse = await tab({ api: offline, owner: NURSE, store });
    nurse.cart.actor.send({ type: "cart.add", product: testProduct("P1"), quantity: 5 });
    await vi.advanceTimersByTimeAsync(1000);
    offline.answerSave({ status: null });
    await settle();
    nurse.sync.stop();

    const back = await tab({ api: server, owner: NURSE, store, cart: startCartActor({ stored: nurse.cart.stored() }) });
    expect(linesOf(back.cart)).toEqual([["P1", 5]]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.saves.at(-1)?.recording.events.some((step) => step.event.type === "cart.add" && step.event.part_no === "P1")).toBe(true);
  });

  it("keeps the local cart when the server does not answer", async () => {
    const server = fakeLiveCartApi();
    server.failLoads({ status: null });
    const nurse = await tab({ api: server, owner: NURSE, cart: startCartActor({ stored: null }) });
    nurse.cart.actor.send({ type: "cart.add", product: testProduct("P1"), quantity: 1 });
    expect(linesOf(nurse.cart)).toEqual([["P1", 1]]);
    expect(nurse.sync.getState().status).toBe("unsaved");
  });

  it("switching company switches cart, and switching back finds the first one", async () => {
    const server = fakeLiveCartApi();
    const rep = await tab({ api: server, owner: REP_FOR_NURSE });
    rep.cart.actor.send({ type: "cart.add", product: testProduct("P1"), quantity: 2 });
    await vi.advanceTimersByTimeAsync(300);

    rep.owner.set(REP_FOR_OTHER);
    await settle();
    await rep.sync.ready();
    expect(linesOf(rep.cart)).toEqual([]);
    expect(rep.sync.recording()?.company.cust_no).toBe(REP_FOR_OTHER.custNo);
    rep.cart.actor.send({ type: "cart.add", product: testProduct("P7"), quantity: 1 });

    rep.owner.set(REP_FOR_NURSE);
    await settle();
    await rep.sync.ready();
    expect(linesOf(rep.cart)).toEqual([["P1", 2]]);
    // The first company's change, never sent before the switch, is still to be sent.
    expect(rep.sync.getState().status).toBe("unsaved");
  });

  it("records nothing of the logout's emptying of the cart", async () => {
    const server = fakeLiveCartApi();
    const nurse = await tab({ api: server, owner: NURSE });
    nurse.cart.actor.send({ type: "cart.add", product: testProduct("P1"), quantity: 1 });
    nurse.owner.set(null);
    nurse.cart.actor.send({ type: "cart.reset", maxOrderAmount: null });
    expect(nurse.local.read(NURSE.custNo)?.recording.events.some((step) => step.event.type === "cart.reset")).toBe(false);
    expect(nurse.local.read(NURSE.custNo)?.unsaved).toBe(true);
  });

  it("starts afresh from an emptied cart, and its emptying still wins over an older server cart", async () => {
    const server = fakeLiveCartApi();
    const store = memoryKeyValueStore();
    const nurse = await tab({ api: server, owner: NURSE, store });
    nurse.cart.actor.send({ type: "cart.add", product: testProduct("P1"), quantity: 1 });
    await vi.advanceTimersByTimeAsync(1000);
    server.answerSave("ok");
    await settle();
    // Emptied offline: the server still has P1.
    await vi.advanceTimersByTimeAsync(60_000);
    nurse.cart.actor.send({ type: "cart.remove", lineId: "P1" });
    await vi.advanceTimersByTimeAsync(1000);
    server.answerSave({ status: null });
    await settle();
    nurse.sync.stop();

    const again = await tab({ api: server, owner: NURSE, store, cart: startCartActor({ stored: nurse.cart.stored() }) });
    expect(linesOf(again.cart)).toEqual([]);
    // A fresh recording: the old history is not carried on.
    expect(again.sync.recording()?.events.map((step) => step.event.type)).toEqual(["cart.started", "cart.loaded"]);
    await vi.advanceTimersByTimeAsync(1000);
    const sent = server.saves.at(-1)!.recording;
    expect(sent.events.some((step) => step.event.type === "cart.add")).toBe(false);
  });

  it("starts afresh from the cart as it is when the server finds the history too long (413)", async () => {
    const server = fakeLiveCartApi();
    const nurse = await tab({ api: server, owner: NURSE });
    for (let i = 0; i < 5; i++) nurse.cart.actor.send({ type: "cart.add", product: testProduct("P1"), quantity: 1 });
    await vi.advanceTimersByTimeAsync(1000);
    server.answerSave({ status: 413, messageId: "liveCart.too_many_events" });
    await settle();
    expect(server.saves).toHaveLength(2);
    const fresh = server.saves[1]!.recording;
    expect(fresh.events.map((step) => step.event.type)).toEqual(["cart.started", "cart.loaded"]);
    expect(replayCartRecording(fresh).cart.products.map((line) => [line.part_no, line.quantity])).toEqual([["P1", 5]]);
    server.answerSave("ok");
    await settle();
    expect(nurse.sync.getState().status).toBe("saved");
  });
});
