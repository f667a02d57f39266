import { memoryKeyValueStore } from "@proshop/core";
import { describe, expect, it, vi } from "vitest";
import { testProduct } from "./cart-fixtures.ts";
import { fakeLiveCartApi, linesOf, NURSE, REP_FOR_NURSE, startSync } from "./live-cart-harness.ts";

describe("the live cart's start", () => {
  it("reads the company's local copy in a task of its own, replays it in the next, and asks the server in a third (issues 18, 38)", async () => {
    const store = memoryKeyValueStore();
    const getItem = vi.spyOn(store, "getItem");
    const copyReads = () => getItem.mock.calls.filter(([key]) => key === `proshop.liveCart.${NURSE.custNo}`).length;
    const breaks: Array<() => void> = [];
    const api = fakeLiveCartApi();
    const load = vi.spyOn(api.api, "load");
    const { sync } = startSync({ api, store, yieldTask: () => new Promise<void>((resolve) => breaks.push(resolve)) });

    await vi.waitFor(() => expect(breaks).toHaveLength(1));
    expect(sync.getState().status).toBe("starting");
    expect(copyReads()).toBe(0);

    breaks[0]!();
    await vi.waitFor(() => expect(breaks).toHaveLength(2));
    expect(copyReads()).toBe(1);
    expect(sync.getState().status).toBe("starting");

    breaks[1]!();
    await vi.waitFor(() => expect(breaks).toHaveLength(3));
    // The copy is written (the recorder attached) before the server is asked, in an earlier task.
    expect(store.getItem(`proshop.liveCart.${NURSE.custNo}`)).not.toBeNull();
    expect(load).not.toHaveBeenCalled();

    breaks[2]!();
    await sync.ready();
    expect(load).toHaveBeenCalledTimes(1);
    expect(sync.getState().status).toBe("saved");
    expect(breaks).toHaveLength(3);
    sync.stop();
  });

  it("continues a newer cart of the server in a task after the one that read it (issue 38)", async () => {
    const api = fakeLiveCartApi();
    const rep = startSync({ api, owner: REP_FOR_NURSE });
    await rep.sync.ready();
    rep.cart.actor.send({ type: "cart.add", product: testProduct("P1"), quantity: 2 });
    api.setServerCart(rep.sync.recording());
    rep.sync.stop();

    const breaks: Array<() => void> = [];
    const nurse = startSync({ api, yieldTask: () => new Promise<void>((resolve) => breaks.push(resolve)) });
    for (let step = 0; step < 3; step += 1) {
      await vi.waitFor(() => expect(breaks).toHaveLength(step + 1));
      breaks[step]!();
    }
    await vi.waitFor(() => expect(breaks).toHaveLength(4));
    // Read and decided, not yet replayed.
    expect(linesOf(nurse.cart)).toEqual([]);

    breaks[3]!();
    await nurse.sync.ready();
    expect(linesOf(nurse.cart)).toEqual([["P1", 2]]);
    nurse.sync.stop();
  });
});
