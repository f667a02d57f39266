import { Schema } from "effect";
import type { ExpectedOccupancy } from "../reporting/expected-occupancy.ts";
import { RecordId, ReportingText } from "./reporting-bodies.ts";

/*
 * GET /reporting/api/locations/{id}/expected (issue 36): a location's expected occupancy of a
 * day by local hour, its band, the day's actual figures so far and the one-line summary. The
 * rule is core's reporting/expected-occupancy.ts.
 */

/** `?date=YYYY-MM-DD`: checked by the server (a clear 400 in the caller's language), default today. */
export const ExpectedQuery = { date: Schema.optional(ReportingText(40)) };

const People = Schema.NullOr(Schema.Number);

export const ExpectedOccupancyAnswer = Schema.Struct({
  location: RecordId,
  /** The local date, `YYYY-MM-DD`. */
  date: Schema.String,
  time_zone: Schema.String,
  /** Each local hour of the day (23, 24 or 25), in order. */
  hours: Schema.Array(
    Schema.Struct({
      /** Start of the hour, local time with its offset (`2026-03-29T10:00:00+02:00`). */
      hour: Schema.String,
      /** Expected occupancy in people at the end of the hour; null when no past day is comparable. */
      expected: People,
      /** The band: first and third quartiles of the comparable days, same scale. */
      low: People,
      high: People,
      /** The occupancy at the end of the hour that day (the live figure then); null for an hour not begun yet. */
      actual: People,
      /** The location usually counts people in this hour. */
      open: Schema.Boolean,
    }),
  ),
  /** The comparable days (same weekday, last 8 weeks), newest first. */
  days: Schema.Array(Schema.String),
  /** The other days of those weeks: closed (nothing counted) or a device silent (its ids). */
  left_out: Schema.Array(Schema.Struct({ date: Schema.String, reason: Schema.Literals(["closed", "silent_device"]), devices: Schema.Array(Schema.Int) })),
  /** The recent level the medians were multiplied by: the latest comparable day's visitors over their median (0.5 to 2). */
  level: Schema.Number,
  /** People under which an hour counts as quiet; null when nothing is expected. */
  quiet_below: People,
  /** The one-line summary ("usually quiet after 16:00"): message `expectedOccupancy.summary.<kind>` with `time`. */
  summary: Schema.NullOr(Schema.Struct({ kind: Schema.Literals(["quiet_after", "quiet_all_day", "busiest_at"]), time: Schema.NullOr(Schema.String) })),
});
export type ExpectedOccupancyAnswer = typeof ExpectedOccupancyAnswer.Type;

// The contract and core's computation describe one shape: the compiler says when they part.
const _sameShape = (computed: ExpectedOccupancy, location: number): ExpectedOccupancyAnswer => ({ location, ...computed });
void _sameShape;
