import type { LocationRecord } from "../contract/reporting-bodies.ts";

/*
 * Live occupancy of a location (SPEC 5 and 9): how many people are inside now, as a share of
 * the optimal occupancy, and the colour of its indicator.
 */

export const OCCUPANCY_INDICATORS = ["off", "green", "orange", "red"] as const;
export type OccupancyIndicator = (typeof OCCUPANCY_INDICATORS)[number];

/**
 * People inside: enters minus leaves since the start of the location's day, never below 0
 * (counters miss some entries, so a day can see more leaves than enters).
 */
export const occupancyOf = (enters: number, leaves: number): number => Math.max(0, enters - leaves);

// The contract's location (LocationRecord) is the one shape of a location; callers may omit thresholds.
type Thresholds = Partial<Pick<LocationRecord, "optimal_balance" | "balance_orange" | "balance_red">>;

export interface OccupancyIndicators {
  /** Occupancy (people) at which the location counts as busy, or null when disabled. */
  readonly orange: number | null;
  /** Occupancy (people) at which the location counts as very busy, or null when disabled. */
  readonly red: number | null;
}

/**
 * The occupancy thresholds of a location in people. Indicators need an optimal occupancy
 * above 0; a threshold of 0 (or none) disables that indicator.
 */
export const occupancyIndicators = (location: Thresholds): OccupancyIndicators => {
  const optimal = location.optimal_balance ?? 0;
  const threshold = (percent: number | null | undefined): number | null =>
    optimal > 0 && percent !== null && percent !== undefined && percent > 0 ? (optimal * percent) / 100 : null;
  return { orange: threshold(location.balance_orange), red: threshold(location.balance_red) };
};

/** Occupancy in percent of the optimal occupancy, rounded; null without an optimal occupancy above 0. */
export const occupancyPercent = (occupancy: number, optimal: number | null | undefined): number | null =>
  optimal !== null && optimal !== undefined && optimal > 0 ? Math.round((occupancy * 100) / optimal) : null;

/**
 * The indicator (SPEC 5): `off` when the location has no optimal occupancy or it is 0; else
 * `red` from `balance_red` percent of it, `orange` from `balance_orange` percent, `green`
 * below. A threshold of 0 or none disables that colour (occupancyIndicators).
 */
export const occupancyIndicator = (occupancy: number, location: Thresholds): OccupancyIndicator => {
  const optimal = location.optimal_balance ?? 0;
  if (!(optimal > 0)) return "off";
  const { orange, red } = occupancyIndicators(location);
  if (red !== null && occupancy >= red) return "red";
  if (orange !== null && occupancy >= orange) return "orange";
  return "green";
};
