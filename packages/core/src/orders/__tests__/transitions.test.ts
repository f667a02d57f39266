import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ORDER_LIST_STATUSES, type OrderListStatus } from "../../entities/order-history.ts";
import { isCancelable, isFinalStatus, mayFollow, nextStatuses, ORDER_PROGRESS, ORDER_TRANSITIONS, orderTimeline } from "../transitions.ts";
import { propertySeed } from "../../reporting/__tests__/seed.ts";

const seed = propertySeed("order transitions");
const status = fc.constantFrom(...ORDER_LIST_STATUSES);
const rank = (value: OrderListStatus): number => (ORDER_PROGRESS as ReadonlyArray<string>).indexOf(value);

/** Every path the table allows from `received`, up to `steps` reports long. */
const walk = (steps: ReadonlyArray<number>): OrderListStatus[] => {
  const path: OrderListStatus[] = ["received"];
  for (const step of steps) {
    const next = nextStatuses(path[path.length - 1]!);
    if (next.length === 0) break;
    path.push(next[step % next.length]!);
  }
  return path;
};

describe("transitions", () => {
  it("lets the warehouse follow the happy path and skip steps, but not go back", () => {
    expect(mayFollow("received", "in_process")).toBe(true);
    expect(mayFollow("in_process", "processed")).toBe(true);
    expect(mayFollow("processed", "shipped")).toBe(true);
    expect(mayFollow("shipped", "delivered")).toBe(true);
    expect(mayFollow("received", "shipped")).toBe(true);
    expect(mayFollow("delivered", "in_process")).toBe(false);
    expect(mayFollow("shipped", "processed")).toBe(false);
    expect(mayFollow("received", "received")).toBe(false);
  });

  it("delivers only what was shipped and cancels only before shipping", () => {
    expect(mayFollow("received", "delivered")).toBe(false);
    expect(mayFollow("processed", "delivered")).toBe(false);
    expect(["received", "in_process", "processed"].every((from) => isCancelable(from as OrderListStatus))).toBe(true);
    expect(isCancelable("shipped")).toBe(false);
    expect(isCancelable("delivered")).toBe(false);
  });

  it("ends at delivered and canceled, and lets shipped repeat for a further shipment", () => {
    expect(isFinalStatus("delivered")).toBe(true);
    expect(isFinalStatus("canceled")).toBe(true);
    expect(mayFollow("shipped", "shipped")).toBe(true);
  });

  it("only ever moves forward, apart from a further shipment (property)", () => {
    fc.assert(
      fc.property(status, status, (from, to) => {
        if (!mayFollow(from, to)) return;
        if (to === "canceled") expect(rank(from)).toBeLessThan(rank("shipped"));
        else if (from === "shipped" && to === "shipped") return;
        else expect(rank(to)).toBeGreaterThan(rank(from));
      }),
      { seed },
    );
  });

  it("reaches delivered or canceled from received on every path, never both, and never leaves them (property)", () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 12 }), (steps) => {
        const path = walk(steps);
        const canceled = path.indexOf("canceled");
        const delivered = path.indexOf("delivered");
        expect(canceled === -1 || delivered === -1).toBe(true);
        if (canceled !== -1) {
          expect(canceled).toBe(path.length - 1);
          expect(path.slice(0, canceled)).not.toContain("shipped");
        }
        if (delivered !== -1) {
          expect(delivered).toBe(path.length - 1);
          expect(path).toContain("shipped");
        }
      }),
      { seed },
    );
  });

  it("names only statuses it knows", () => {
    for (const [from, next] of Object.entries(ORDER_TRANSITIONS)) {
      expect(ORDER_LIST_STATUSES).toContain(from);
      for (const to of next) expect(ORDER_LIST_STATUSES).toContain(to);
    }
  });
});

describe("orderTimeline", () => {
  it("marks the steps before the current one done, with the times reached, and the rest upcoming", () => {
    const steps = orderTimeline("shipped", [
      { status: "received", at: "2025-03-01T09:00:00.000Z" },
      { status: "shipped", at: "2025-03-02T15:00:00.000Z" },
    ]);
    expect(steps.map((step) => [step.status, step.state, step.at])).toEqual([
      ["received", "done", "2025-03-01T09:00:00.000Z"],
      ["in_process", "done", null],
      ["processed", "done", null],
      ["shipped", "current", "2025-03-02T15:00:00.000Z"],
      ["delivered", "upcoming", null],
    ]);
  });

  it("shows a canceled order's reached steps, then canceled, and nothing ahead", () => {
    const steps = orderTimeline("canceled", [
      { status: "received", at: "2025-03-01T09:00:00.000Z" },
      { status: "in_process", at: "2025-03-01T10:00:00.000Z" },
      { status: "canceled", at: "2025-03-01T11:00:00.000Z" },
    ]);
    expect(steps.map((step) => [step.status, step.state])).toEqual([
      ["received", "done"],
      ["in_process", "done"],
      ["canceled", "current"],
    ]);
  });

  it("has exactly one current step for any status (property)", () => {
    fc.assert(
      fc.property(status, (current) => {
        const steps = orderTimeline(current, []);
        expect(steps.filter((step) => step.state === "current").map((step) => step.status)).toEqual([current]);
      }),
      { seed },
    );
  });
});
