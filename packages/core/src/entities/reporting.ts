import { Schema, SchemaGetter } from "effect";
import { DeviceType, ReportFormat, ReportInterval, ReportKind, ReportPeriod, ReportTrigger, WEEKDAY_TRIGGERS } from "./enums.ts";
import { EntityId, FlagDefaultFalse, LenientInt, LenientNumber, OptionalText, LenientText } from "./lenient.ts";

/*
 * Records of the people-counting and library reporting admin (SPEC 3 "Reporting admin").
 * The spec lists the fields without saying which record owns which; we group them as the
 * screens use them: a location (a site with occupancy thresholds), a device at a location,
 * and a report e-mailed about a device or location.
 */

const OptionalNumber = Schema.optional(Schema.NullOr(LenientNumber));
const OptionalDate = OptionalText;

/** Fields every reporting record has: who owns it and how it is listed. */
const ReportingRecordBase = {
  company: Schema.optional(Schema.NullOr(EntityId)),
  /** The market the record belongs to. */
  organisation: Schema.optional(Schema.NullOr(EntityId)),
  description: LenientText,
  /** Position in admin lists. */
  order: Schema.optional(Schema.NullOr(LenientInt)),
  is_active: FlagDefaultFalse,
};

/**
 * A site whose visitors are counted. `optimal_balance` is the optimal occupancy (100%);
 * `balance_orange` (busy) and `balance_red` (very busy) are percentages of it. 0 disables an
 * indicator (see occupancyIndicators).
 */
export const ReportingLocation = Schema.Struct({
  location: EntityId,
  ...ReportingRecordBase,
  timeZone: LenientText,
  image: OptionalText,
  contact_name: LenientText,
  contact_email: LenientText,
  /** Occupancy mode: how the live occupancy is computed ("enter_minus_leave", "sensor"...). */
  occ_mode: OptionalText,
  optimal_balance: OptionalNumber,
  balance_orange: OptionalNumber,
  balance_red: OptionalNumber,
});
export type ReportingLocation = typeof ReportingLocation.Type;

/** A counting gate, people counter or selfcheck station. */
export const ReportingDevice = Schema.Struct({
  device: EntityId,
  device_type: DeviceType,
  location: Schema.NullOr(EntityId),
  ...ReportingRecordBase,
  timeZone: LenientText,
  paused: FlagDefaultFalse,
  image: OptionalText,
  last_known_ip: OptionalText,
  /** Counts before this date are ignored (installation and test counts). */
  stats_available_from: OptionalDate,
  /** Daily window outside which counts are ignored, "HH:MM". */
  ignore_before: OptionalText,
  ignore_after: OptionalText,
  license_purchase_id: OptionalText,
  license_state: OptionalText,
  last_license_transaction: OptionalDate,
  /** Id of the device in the real-time feed. */
  rt_id: OptionalText,
  /** LenientText printed at the bottom of selfcheck receipts. */
  receipt_footer: OptionalText,
  occ_mode: OptionalText,
});
export type ReportingDevice = typeof ReportingDevice.Type;

/** Triggers as servers send them: weekdays may come as "0".."6" text; normalised to numbers. */
const LenientTrigger = Schema.Union([
  ReportTrigger,
  Schema.Literals(WEEKDAY_TRIGGERS.map(String) as ["0", "1", "2", "3", "4", "5", "6"]).pipe(
    Schema.decodeTo(ReportTrigger, {
      decode: SchemaGetter.transform((day: string) => Number(day) as ReportTrigger),
      encode: SchemaGetter.transform((trigger: ReportTrigger) => String(trigger) as "0"),
    }),
  ),
]);

/**
 * A report e-mailed to `recipient` (prefilled with the user's own address: SPEC 5 asks the user
 * to check it). `start_date` is used by the custom period, `end_date` by the ad hoc trigger.
 */
export const ReportingReport = Schema.Struct({
  id: Schema.optional(EntityId),
  report: ReportKind,
  device: Schema.optional(Schema.NullOr(EntityId)),
  location: Schema.optional(Schema.NullOr(EntityId)),
  ...ReportingRecordBase,
  recipient: Schema.String,
  max_rows_in_email: Schema.optional(Schema.NullOr(LenientInt)),
  interval: ReportInterval,
  period: ReportPeriod,
  trigger: LenientTrigger,
  start_date: OptionalDate,
  end_date: OptionalDate,
  /** When the report was last sent; null before the first time. */
  lastsent: OptionalDate,
  format: ReportFormat,
  paused: FlagDefaultFalse,
});
export type ReportingReport = typeof ReportingReport.Type;

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
export const occupancyIndicators = (
  location: Pick<ReportingLocation, "optimal_balance" | "balance_orange" | "balance_red">,
): OccupancyIndicators => {
  const optimal = location.optimal_balance ?? 0;
  const threshold = (percent: number | null | undefined): number | null =>
    optimal > 0 && percent !== null && percent !== undefined && percent > 0 ? (optimal * percent) / 100 : null;
  return { orange: threshold(location.balance_orange), red: threshold(location.balance_red) };
};
