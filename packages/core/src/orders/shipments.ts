/*
 * Partial shipments (issue 34). A report of status `shipped` is one shipment (one parcel, with
 * its tracking): its `lines` name the units it carries, ADDED to what earlier shipments carried.
 * A shipment without lines carries everything not shipped yet. No part may be shipped beyond
 * what was ordered; a part the order does not hold cannot be shipped. The order is `shipped`
 * from its first shipment on; the lines show how much of each has left.
 *
 * Quantities are per part number: an order may hold one part on two lines (a bundle's and a
 * single item's), and a warehouse ships parts, not cart lines. `shippedPerLine` spreads them
 * over the lines again for display.
 */

export interface OrderedLine {
  readonly part_no: string;
  readonly quantity: number;
}

export interface ReportedShipmentLine {
  readonly part_no: string;
  readonly shipped: number;
}

export type ShipmentProblem =
  | { readonly code: "unknown_part"; readonly part_no: string }
  | { readonly code: "too_many"; readonly part_no: string; readonly remaining: number }
  | { readonly code: "nothing_left" };

export type ShipmentPlan = { readonly units: ReadonlyMap<string, number> } | { readonly problem: ShipmentProblem };

/** Units ordered per part (lines of one part added together). */
export const orderedUnits = (lines: ReadonlyArray<OrderedLine>): Map<string, number> => {
  const units = new Map<string, number>();
  for (const line of lines) units.set(line.part_no, (units.get(line.part_no) ?? 0) + line.quantity);
  return units;
};

/** Units still to ship per part (parts fully shipped are absent). */
export const unitsToShip = (lines: ReadonlyArray<OrderedLine>, shippedBefore: ReadonlyMap<string, number>): Map<string, number> => {
  const remaining = new Map<string, number>();
  for (const [part, ordered] of orderedUnits(lines)) {
    const left = ordered - (shippedBefore.get(part) ?? 0);
    if (left > 0) remaining.set(part, left);
  }
  return remaining;
};

/** True when every ordered unit has been shipped. */
export const isFullyShipped = (lines: ReadonlyArray<OrderedLine>, shipped: ReadonlyMap<string, number>): boolean =>
  unitsToShip(lines, shipped).size === 0;

/**
 * The units one shipment carries, or why it cannot: `reported` lines (the same part twice is
 * added up), or, without lines, everything not shipped yet.
 */
export const planShipment = (
  lines: ReadonlyArray<OrderedLine>,
  shippedBefore: ReadonlyMap<string, number>,
  reported?: ReadonlyArray<ReportedShipmentLine>,
): ShipmentPlan => {
  const remaining = unitsToShip(lines, shippedBefore);
  if (reported === undefined || reported.length === 0) {
    return remaining.size === 0 ? { problem: { code: "nothing_left" } } : { units: remaining };
  }
  const ordered = orderedUnits(lines);
  const units = new Map<string, number>();
  for (const line of reported) {
    if (!ordered.has(line.part_no)) return { problem: { code: "unknown_part", part_no: line.part_no } };
    units.set(line.part_no, (units.get(line.part_no) ?? 0) + line.shipped);
  }
  for (const [part, shipped] of units) {
    const left = remaining.get(part) ?? 0;
    if (shipped > left) return { problem: { code: "too_many", part_no: part, remaining: left } };
  }
  return { units };
};

/** Adds a shipment's units to what was shipped before. */
export const addShipment = (shippedBefore: ReadonlyMap<string, number>, units: ReadonlyMap<string, number>): Map<string, number> => {
  const total = new Map(shippedBefore);
  for (const [part, shipped] of units) total.set(part, (total.get(part) ?? 0) + shipped);
  return total;
};

/** The units shipped of each line, in line order: a part's shipped units fill its lines one after the other. */
export const shippedPerLine = (lines: ReadonlyArray<OrderedLine>, shipped: ReadonlyMap<string, number>): ReadonlyArray<number> => {
  const left = new Map(shipped);
  return lines.map((line) => {
    const units = Math.min(line.quantity, left.get(line.part_no) ?? 0);
    left.set(line.part_no, (left.get(line.part_no) ?? 0) - units);
    return units;
  });
};
