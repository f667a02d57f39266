import { occupancyIndicators, type ReportingLocation } from "../entities/reporting.ts";

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

type Thresholds = Pick<ReportingLocation, "optimal_balance" | "balance_orange" | "balance_red">;

/** Occupancy in percent of the optimal occupancy, rounded; null without an optimal occupancy above 0. */
export const occupancyPercent = (occupancy: number, optimal: number | null | undefined): number | null =>
  optimal !== null && optimal !== undefined && optimal > 0 ? Math.round((occupancy * 100) / optimal) : null;

/**
 * The indicator (SPEC 5): `off` when the location has no optimal occupancy or it is 0; else
 * `red` from `balance_red` percent of it, `orange` from `balance_orange` percent, `green`
 * below. A threshold of 0 or none disables that colour (core's occupancyIndicators).
 */
export const occupancyIndicator = (occupancy: number, location: Thresholds): OccupancyIndicator => {
  const optimal = location.optimal_balance ?? 0;
  if (!(optimal > 0)) return "off";
  const { orange, red } = occupancyIndicators(location);
  if (red !== null && occupancy >= red) return "red";
  if (orange !== null && occupancy >= orange) return "orange";
  return "green";
};
