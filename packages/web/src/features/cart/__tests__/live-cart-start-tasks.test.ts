import { memoryKeyValueStore } from "@proshop/core";
import { describe, expect, it, vi } from "vitest";
import { NURSE, startSync } from "./live-cart-harness.ts";

describe("the live cart's start", () => {
  it("reads the company's local copy in a task of its own, and replays it in the next (issue 18)", async () => {
    const store = memoryKeyValueStore();
    const getItem = vi.spyOn(store, "getItem");
    const copyReads = () => getItem.mock.calls.filter(([key]) => key === `proshop.liveCart.${NURSE.custNo}`).length;
    const breaks: Array<() => void> = [];
    const { sync } = startSync({ store, yieldTask: () => new Promise<void>((resolve) => breaks.push(resolve)) });

    await vi.waitFor(() => expect(breaks).toHaveLength(1));
    expect(sync.getState().status).toBe("starting");
    expect(copyReads()).toBe(0);

    breaks[0]!();
    await vi.waitFor(() => expect(breaks).toHaveLength(2));
    expect(copyReads()).toBe(1);
    expect(sync.getState().status).toBe("starting");

    breaks[1]!();
    await sync.ready();
    expect(sync.getState().status).toBe("saved");
    expect(breaks).toHaveLength(2);
    sync.stop();
  });
});
