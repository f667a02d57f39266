import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { OrderShipment } from "../fulfilment-schema.ts";
import { partlyShipped, safeTrackingUrl, trackedParcels, trackingTimeline, TRACKING_STEPS } from "../order-tracking.ts";
import { nextStatuses, type OrderStatus } from "../transitions.ts";
import { propertySeed } from "../../reporting/__tests__/seed.ts";

const seed = propertySeed("order tracking");

const at = (hour: number) => `2025-03-01T${String(hour).padStart(2, "0")}:00:00.000Z`;
const PARCEL: OrderShipment = { at: at(15), tracking: { carrier: "Colissimo", number: "6A123", url: "https://www.laposte.fr/suivi?code=6A123" }, lines: [] };

/** A history the transition table allows, from received, one hour apart: [status, at] oldest first. */
const history = fc.array(fc.nat(), { maxLength: 8 }).map((choices) => {
  const path: { status: OrderStatus; at: string }[] = [{ status: "received", at: at(0) }];
  for (const choice of choices) {
    const next = nextStatuses(path[path.length - 1]!.status);
    if (next.length === 0) break;
    path.push({ status: next[choice % next.length]!, at: at(path.length) });
  }
  return path;
});

/** The customer's step an order status shows as (processed is part of "in process"). */
const stepOf = (status: OrderStatus) => (status === "processed" ? "in_process" : status);

describe("trackingTimeline", () => {
  it("shows received, in process, shipped with its parcels and delivered, the shipped step current", () => {
    const steps = trackingTimeline(
      "shipped",
      [
        { status: "received", at: at(9) },
        { status: "in_process", at: at(10) },
        { status: "shipped", at: at(15) },
      ],
      [PARCEL],
    );
    expect(steps.map((step) => [step.status, step.label, step.state, step.at, step.shipments.length])).toEqual([
      ["received", "received", "done", at(9), 0],
      ["in_process", "in_process", "done", at(10), 0],
      ["shipped", "shipped", "current", at(15), 1],
      ["delivered", "delivered", "upcoming", null, 0],
    ]);
  });

  it("folds processed into the in-process step, named processed once reached", () => {
    const steps = trackingTimeline("processed", [
      { status: "received", at: at(9) },
      { status: "processed", at: at(11) },
    ]);
    expect(steps.map((step) => [step.status, step.label, step.state, step.at])).toEqual([
      ["received", "received", "done", at(9)],
      ["in_process", "processed", "current", at(11)],
      ["shipped", "shipped", "upcoming", null],
      ["delivered", "delivered", "upcoming", null],
    ]);
    expect(trackingTimeline("received", [{ status: "received", at: at(9) }])[1]).toMatchObject({ status: "in_process", label: "in_process", state: "upcoming" });
  });

  it("shows a canceled order's steps reached, then canceled, nothing ahead", () => {
    const steps = trackingTimeline("canceled", [
      { status: "received", at: at(9) },
      { status: "processed", at: at(10) },
      { status: "canceled", at: at(11) },
    ]);
    expect(steps.map((step) => [step.status, step.label, step.state, step.at])).toEqual([
      ["received", "received", "done", at(9)],
      ["in_process", "processed", "done", at(10)],
      ["canceled", "canceled", "current", at(11)],
    ]);
  });

  it("has one current step, the order's own, done steps before it and upcoming ones after (property)", () => {
    fc.assert(
      fc.property(history, (reached) => {
        const status = reached[reached.length - 1]!.status;
        const steps = trackingTimeline(status, reached, [PARCEL]);
        const current = steps.findIndex((step) => step.state === "current");
        expect(steps.filter((step) => step.state === "current")).toHaveLength(1);
        expect(steps[current]!.status).toBe(stepOf(status));
        steps.forEach((step, index) => expect(step.state).toBe(index < current ? "done" : index === current ? "current" : "upcoming"));
        // Each step once, in the order of the progress, canceled last.
        const order = [...TRACKING_STEPS, "canceled"];
        const ranks = steps.map((step) => order.indexOf(step.status));
        expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
        expect(new Set(ranks).size).toBe(ranks.length);
        if (status === "canceled") {
          expect(steps.at(-1)!.status).toBe("canceled");
          expect(steps.some((step) => step.status === "shipped")).toBe(false);
        } else expect(steps.map((step) => step.status)).toEqual([...TRACKING_STEPS]);
        // Dates: the first time each step was reached, and none on what is still ahead.
        for (const step of steps) {
          const first = reached.find((entry) => stepOf(entry.status) === step.status)?.at ?? null;
          expect(step.at).toBe(step.state === "upcoming" ? null : first);
          expect(step.shipments.length).toBe(step.status === "shipped" ? 1 : 0);
        }
      }),
      { seed },
    );
  });
});

describe("safeTrackingUrl", () => {
  it("links http(s) tracking pages and nothing else", () => {
    expect(safeTrackingUrl("https://www.laposte.fr/suivi?code=6A123")).toBe("https://www.laposte.fr/suivi?code=6A123");
    expect(safeTrackingUrl(" http://ups.example/1Z ")).toBe("http://ups.example/1Z");
    for (const unsafe of ["javascript:alert(1)", "JAVASCRIPT:alert(1)", "data:text/html,<b>x</b>", "//evil.example", "ftp://x.example", "https://", "", null, undefined]) {
      expect(safeTrackingUrl(unsafe), String(unsafe)).toBeNull();
    }
  });

  it("answers an http(s) address or null for any text, and keeps every web address (property)", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl().map((url) => `javascript:${url}`)), (text) => {
        const url = safeTrackingUrl(text);
        if (url !== null) expect(["http:", "https:"]).toContain(new URL(url).protocol);
      }),
      { seed },
    );
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), (url) => {
        expect(safeTrackingUrl(url)).not.toBeNull();
      }),
      // Generating web addresses is slow; fewer runs keep the file under a second.
      { seed, numRuns: 40 },
    );
  });
});

describe("partlyShipped", () => {
  it("says 2 of 3 while part of a line has left, nothing before any parcel or once all of it left", () => {
    expect(partlyShipped({ quantity: 3, shipped: 2 }, true)).toEqual({ shipped: 2, ordered: 3 });
    expect(partlyShipped({ quantity: 3, shipped: 0 }, true)).toEqual({ shipped: 0, ordered: 3 });
    expect(partlyShipped({ quantity: 3, shipped: 0 }, false)).toBeNull();
    expect(partlyShipped({ quantity: 3, shipped: 3 }, true)).toBeNull();
    expect(partlyShipped({ quantity: 3 }, true)).toBeNull();
  });

  it("shows a note exactly when some of the line is still to ship after a parcel left (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.nat({ max: 60 }), fc.boolean(), (quantity, shipped, sent) => {
        const note = partlyShipped({ quantity, shipped }, sent);
        expect(note !== null).toBe(sent && shipped < quantity);
        if (note !== null) expect(note.shipped).toBeLessThan(note.ordered);
      }),
      { seed },
    );
  });
});

describe("trackedParcels", () => {
  it("keeps the shipments that have a tracking number, oldest first", () => {
    const untracked: OrderShipment = { at: at(10), tracking: null, lines: [] };
    expect(trackedParcels([untracked, PARCEL])).toEqual([PARCEL.tracking]);
    expect(trackedParcels(undefined)).toEqual([]);
  });
});
