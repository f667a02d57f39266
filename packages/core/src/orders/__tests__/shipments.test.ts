import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addShipment, isFullyShipped, orderedUnits, planShipment, shippedPerLine, type OrderedLine } from "../shipments.ts";
import { propertySeed } from "../../reporting/__tests__/seed.ts";

const seed = propertySeed("order shipments");
const LINES: ReadonlyArray<OrderedLine> = [
  { part_no: "A", quantity: 3 },
  { part_no: "B", quantity: 1 },
  { part_no: "A", quantity: 2 },
];

const lines = fc.array(fc.record({ part_no: fc.constantFrom("A", "B", "C"), quantity: fc.integer({ min: 1, max: 20 }) }), { minLength: 1, maxLength: 6 });
const reports = fc.array(fc.array(fc.record({ part_no: fc.constantFrom("A", "B", "C", "Z"), shipped: fc.integer({ min: 1, max: 25 }) }), { maxLength: 4 }), { maxLength: 6 });

describe("shipments", () => {
  it("ships everything left when a shipment names no lines", () => {
    const plan = planShipment(LINES, new Map([["A", 4]]));
    expect("units" in plan && [...plan.units]).toEqual([
      ["A", 1],
      ["B", 1],
    ]);
  });

  it("adds a further shipment to the earlier ones, and refuses more than is left", () => {
    const first = planShipment(LINES, new Map(), [{ part_no: "A", shipped: 4 }]);
    if (!("units" in first)) throw new Error("refused");
    const shipped = addShipment(new Map(), first.units);
    expect(planShipment(LINES, shipped, [{ part_no: "A", shipped: 2 }])).toEqual({ problem: { code: "too_many", part_no: "A", remaining: 1 } });
    expect(planShipment(LINES, shipped, [{ part_no: "Z", shipped: 1 }])).toEqual({ problem: { code: "unknown_part", part_no: "Z" } });
    expect(isFullyShipped(LINES, shipped)).toBe(false);
    expect(shippedPerLine(LINES, shipped)).toEqual([3, 0, 1]);
  });

  it("has nothing left to ship once everything left", () => {
    expect(planShipment(LINES, new Map([["A", 5], ["B", 1]]))).toEqual({ problem: { code: "nothing_left" } });
  });

  it("never ships more of a part than was ordered, whatever is reported (property)", () => {
    fc.assert(
      fc.property(lines, reports, (ordered, shipments) => {
        let shipped = new Map<string, number>();
        for (const reported of shipments) {
          const plan = planShipment(ordered, shipped, reported);
          if ("units" in plan) shipped = addShipment(shipped, plan.units);
        }
        const units = orderedUnits(ordered);
        for (const [part, count] of shipped) expect(count).toBeLessThanOrEqual(units.get(part) ?? 0);
        const perLine = shippedPerLine(ordered, shipped);
        perLine.forEach((count, index) => expect(count).toBeLessThanOrEqual(ordered[index]!.quantity));
        expect(perLine.reduce((sum, count) => sum + count, 0)).toBe([...shipped.values()].reduce((sum, count) => sum + count, 0));
        // A shipment without lines then ships the rest, and the order is whole.
        const rest = planShipment(ordered, shipped);
        if ("units" in rest) shipped = addShipment(shipped, rest.units);
        expect(isFullyShipped(ordered, shipped)).toBe(true);
      }),
      { seed },
    );
  });
});
