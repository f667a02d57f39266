import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor, fromCallback } from "xstate";
import type { LiveUpdate } from "../../contract/reporting-bodies.ts";
import { liveMachine, liveRetryDelayMs, selectLiveLocations, selectLiveStatus, type LiveEvent } from "../live-machine.ts";

const occupancy = (location: number, value: number, name = `Location ${location}`): LiveUpdate => ({
  type: "occupancy",
  location,
  name,
  occupancy: value,
  optimal: 100,
  percent: value,
  indicator: "green",
  at: "2025-03-30T10:00:00Z",
  enters: value,
  leaves: 0,
  day_start: "2025-03-30T00:00:00+01:00",
});

/** A live machine whose connections the test drives: `connections` counts them, `send` speaks for the latest. */
const startLive = () => {
  let sendBack: ((event: LiveEvent) => void) | null = null;
  let connections = 0;
  let closed = 0;
  const actor = createActor(
    liveMachine.provide({
      actors: {
        connect: fromCallback<LiveEvent>(({ sendBack: send }) => {
          connections += 1;
          sendBack = send;
          return () => {
            closed += 1;
          };
        }),
      },
    }),
    { input: { staleAfterMs: 10_000, retryBaseMs: 1_000, retryMaxMs: 8_000 } },
  ).start();
  return {
    actor,
    send: (event: LiveEvent) => sendBack!(event),
    connections: () => connections,
    closed: () => closed,
    status: () => selectLiveStatus(actor.getSnapshot()),
  };
};

describe("live-machine", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("connects, then keeps each location's latest occupancy", () => {
    const live = startLive();
    expect(live.status()).toBe("connecting");
    live.send({ type: "live.opened" });
    expect(live.status()).toBe("live");
    live.send({ type: "live.message", update: occupancy(2, 5, "Zuid") });
    live.send({ type: "live.message", update: occupancy(1, 7, "Centrum") });
    live.send({ type: "live.message", update: occupancy(2, 6, "Zuid") });
    live.send({ type: "live.message", update: { type: "heartbeat", at: "2025-03-30T10:00:15Z" } });
    expect(selectLiveLocations(live.actor.getSnapshot()).map((l) => [l.name, l.occupancy])).toEqual([
      ["Centrum", 7],
      ["Zuid", 6],
    ]);
  });

  it("turns stale without messages, back to live on the next one, and reconnects when still silent", () => {
    const live = startLive();
    live.send({ type: "live.opened" });
    vi.advanceTimersByTime(9_999);
    expect(live.status()).toBe("live");
    vi.advanceTimersByTime(1);
    expect(live.status()).toBe("stale");
    live.send({ type: "live.message", update: { type: "heartbeat", at: "x" } });
    expect(live.status()).toBe("live");
    vi.advanceTimersByTime(20_000);
    expect(live.status()).toBe("reconnecting");
    expect(live.closed()).toBe(1);
    vi.advanceTimersByTime(1_000);
    expect(live.connections()).toBe(2);
  });

  it("reconnects after a failure with a doubling delay, reset once connected", () => {
    const live = startLive();
    live.send({ type: "live.failed" });
    expect(live.status()).toBe("reconnecting");
    vi.advanceTimersByTime(999);
    expect(live.connections()).toBe(1);
    vi.advanceTimersByTime(1);
    expect(live.connections()).toBe(2);
    live.send({ type: "live.failed", status: 503 });
    vi.advanceTimersByTime(1_999);
    expect(live.connections()).toBe(2);
    vi.advanceTimersByTime(1);
    expect(live.connections()).toBe(3);
    live.send({ type: "live.opened" });
    expect(live.actor.getSnapshot().context.attempt).toBe(0);
    live.send({ type: "live.failed" });
    vi.advanceTimersByTime(1_000);
    expect(live.connections()).toBe(4);
  });

  it("keeps the figures it had while reconnecting", () => {
    const live = startLive();
    live.send({ type: "live.message", update: occupancy(1, 3) });
    live.send({ type: "live.failed" });
    expect(selectLiveLocations(live.actor.getSnapshot())).toHaveLength(1);
  });

  it("stops for good when the server refuses the stream", () => {
    const live = startLive();
    live.send({ type: "live.failed", status: 403 });
    expect(live.status()).toBe("refused");
    vi.advanceTimersByTime(60_000);
    expect(live.connections()).toBe(1);
    expect(live.actor.getSnapshot().context.refusedStatus).toBe(403);
  });

  it("caps the retry delay", () => {
    expect([1, 2, 3, 4, 5, 6].map((attempt) => liveRetryDelayMs(attempt, 1_000, 8_000))).toEqual([1_000, 2_000, 4_000, 8_000, 8_000, 8_000]);
  });
});
