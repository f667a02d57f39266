import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { LiveCartSync } from "../live-cart-sync.ts";
import { useLiveCartState } from "../use-live-cart.ts";
import { testProduct } from "./cart-fixtures.ts";
import { NURSE, startSync } from "./live-cart-harness.ts";

/** What a screen reads of the sync: its status and how many writes failed in a row. */
const Status = ({ sync }: { readonly sync: LiveCartSync }) => {
  const state = useLiveCartState(sync);
  return (
    <p data-testid="sync" data-failures={state.failures} data-error={state.error ?? ""}>
      {state.status}
    </p>
  );
};

const status = () => screen.getByTestId("sync").textContent;
const addsIn = (events: ReadonlyArray<{ event: { type: string } }>) => events.filter((step) => step.event.type === "cart.add").length;

/** Lets timers and the promises they settle run, as time passes. */
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

const started = async () => {
  const harness = startSync();
  render(<Status sync={harness.sync} />);
  await pass(0);
  await act(() => harness.sync.ready());
  return harness;
};

describe("live cart sync", () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 20, 9, 0, 0) });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("sends one PUT a second after the last of several quick changes, with who made them", async () => {
    const { cart, api } = await started();
    expect(status()).toBe("saved");
    for (const part of ["P1", "P2", "P3"]) {
      act(() => cart.actor.send({ type: "cart.add", product: testProduct(part), quantity: 1 }));
      await pass(300);
    }
    expect(api.saves).toHaveLength(0);
    expect(status()).toBe("unsaved");
    await pass(699);
    expect(api.saves).toHaveLength(0);
    await pass(1);
    expect(api.saves).toHaveLength(1);
    expect(status()).toBe("saving");
    const sent = api.saves[0]!;
    expect(sent.keepalive).toBe(false);
    expect(addsIn(sent.recording.events)).toBe(3);
    expect(sent.recording.company.cust_no).toBe(NURSE.custNo);
    expect(sent.recording.events.filter((step) => step.event.type === "cart.add").every((step) => step.by === NURSE.email)).toBe(true);
    api.answerSave("ok");
    await pass(0);
    expect(status()).toBe("saved");
    await pass(60_000);
    expect(api.saves).toHaveLength(1);
  });

  it("replays its change on a cart someone else saved meanwhile (412), so both edits survive", async () => {
    const { cart, api } = await started();
    act(() => cart.actor.send({ type: "cart.add", product: testProduct("P1"), quantity: 1 }));
    await pass(1000);
    expect(api.saves[0]!.ifMatch).toBe('"0"');
    api.answerSave("ok");
    await pass(0);
    const ours = api.server!;
    // A representative's tab saves its add of P2 on that version.
    const theirs = structuredClone(ours.recording) as typeof ours.recording;
    const p2 = testProduct("P2");
    (theirs.snapshot.products as unknown[]).push(p2);
    (theirs.events as unknown[]).push({ at: Date.now(), by: "rep@example.fr", event: { type: "cart.add", part_no: "P2", product: theirs.snapshot.products.length - 1, quantity: 2 } });
    api.setServerCart(theirs);
    // This tab adds P3 on the version it knows: stale.
    act(() => cart.actor.send({ type: "cart.add", product: testProduct("P3"), quantity: 3 }));
    await pass(1000);
    expect(api.saves[1]!.ifMatch).toBe(ours.version);
    api.answerSave({ status: 412, messageId: "liveCart.version_stale" });
    await pass(0);
    await pass(0);
    const again = api.saves[2]!;
    expect(again.ifMatch).toBe(api.server!.version);
    expect(again.ifMatch).not.toBe(ours.version);
    const lines = () => cart.actor.getSnapshot().context.cart.products.map((line) => [line.part_no, line.quantity]);
    expect(lines()).toEqual(expect.arrayContaining([["P1", 1], ["P2", 2], ["P3", 3]]));
    expect(lines()).toHaveLength(3);
    api.answerSave("ok");
    await pass(0);
    expect(status()).toBe("saved");
  });

  it("retries a failed PUT quietly with growing delays and keeps the changes until the server has them", async () => {
    const { cart, api, local } = await started();
    act(() => cart.actor.send({ type: "cart.add", product: testProduct("P1"), quantity: 2 }));
    await pass(1000);
    expect(api.saves).toHaveLength(1);
    api.answerSave({ status: null });
    await pass(0);
    expect(status()).toBe("retrying");
    expect(screen.getByTestId("sync").dataset["failures"]).toBe("1");
    // The local copy has the change and knows the server lacks it.
    expect(local.read(NURSE.custNo)?.unsaved).toBe(true);
    expect(addsIn(local.read(NURSE.custNo)!.recording.events)).toBe(1);

    await pass(999);
    expect(api.saves).toHaveLength(1);
    await pass(1);
    expect(api.saves).toHaveLength(2);
    api.answerSave({ status: 503 });
    await pass(1999);
    expect(api.saves).toHaveLength(2);
    await pass(1);
    expect(api.saves).toHaveLength(3);
    api.answerSave("ok");
    await pass(0);
    expect(status()).toBe("saved");
    expect(local.read(NURSE.custNo)?.unsaved).toBe(false);
    expect(addsIn(api.server!.recording.events)).toBe(1);
    expect(cart.actor.getSnapshot().context.cart.products.map((line) => [line.part_no, line.quantity])).toEqual([["P1", 2]]);
  });

  it("loses no change made while a PUT is under way: it follows once the first answers", async () => {
    const { cart, api } = await started();
    act(() => cart.actor.send({ type: "cart.add", product: testProduct("P1"), quantity: 1 }));
    await pass(1000);
    expect(api.saves).toHaveLength(1);
    act(() => cart.actor.send({ type: "cart.add", product: testProduct("P2"), quantity: 1 }));
    await pass(5000);
    // One write at a time.
    expect(api.saves).toHaveLength(1);
    api.answerSave("ok");
    await pass(0);
    expect(status()).toBe("unsaved");
    await pass(1000);
    expect(api.saves).toHaveLength(2);
    expect(addsIn(api.saves[1]!.recording.events)).toBe(2);
    api.answerSave("ok");
    await pass(0);
    expect(status()).toBe("saved");
  });

  it("does not retry a refusal; the next change tries again", async () => {
    const { cart, api, local } = await started();
    act(() => cart.actor.send({ type: "cart.add", product: testProduct("P1"), quantity: 1 }));
    await pass(1000);
    api.answerSave({ status: 400, messageId: "liveCart.company_mismatch" });
    await pass(0);
    expect(status()).toBe("failed");
    expect(screen.getByTestId("sync").dataset["error"]).toBe("liveCart.company_mismatch");
    await pass(120_000);
    expect(api.saves).toHaveLength(1);
    expect(local.read(NURSE.custNo)?.unsaved).toBe(true);
    act(() => cart.actor.send({ type: "cart.add", product: testProduct("P1"), quantity: 1 }));
    await pass(1000);
    expect(api.saves).toHaveLength(2);
  });

  it("sends nothing for a cart that was only opened, nor once signed out", async () => {
    const { cart, api, owner } = await started();
    act(() => cart.actor.send({ type: "cart.setContext", context: {} }));
    await pass(10_000);
    expect(api.saves).toHaveLength(0);
    act(() => owner.set(null));
    expect(status()).toBe("off");
    act(() => cart.actor.send({ type: "cart.reset", maxOrderAmount: null }));
    act(() => cart.actor.send({ type: "cart.add", product: testProduct("P1"), quantity: 1 }));
    await pass(10_000);
    expect(api.saves).toHaveLength(0);
  });

  it("sends at once, as a keepalive request, when the page goes away", async () => {
    const { cart, api, sync } = await started();
    act(() => sync.flush({ keepalive: true }));
    // Nothing to send yet: no request.
    expect(api.saves).toHaveLength(0);
    act(() => cart.actor.send({ type: "cart.add", product: testProduct("P1"), quantity: 1 }));
    await pass(100);
    act(() => sync.flush({ keepalive: true }));
    expect(api.saves).toHaveLength(1);
    expect(api.saves[0]!.keepalive).toBe(true);
    expect(addsIn(api.saves[0]!.recording.events)).toBe(1);
    api.answerSave("ok");
    await pass(5000);
    // The debounced write found nothing left to send.
    expect(api.saves).toHaveLength(1);
    expect(status()).toBe("saved");
  });
});
