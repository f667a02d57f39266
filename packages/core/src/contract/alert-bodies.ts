import { Schema } from "effect";
import { RecordId } from "./reporting-bodies.ts";

/*
 * A location's alert history (issue 36): what was sent to its `alert_recipients`, newest first.
 * `occupancy_red` when its occupancy turned red, `occupancy_back` when it was back under orange
 * (both with the occupancy then), `device_silent` when a device sent nothing for longer than its
 * expected interval during counting hours, `device_back` when it sent again.
 */

export const ALERT_KINDS = ["occupancy_red", "occupancy_back", "device_silent", "device_back"] as const;
export const AlertKind = Schema.Literals(ALERT_KINDS);
export type AlertKind = typeof AlertKind.Type;

/** Most alerts one GET answers (and its default). */
export const MAX_ALERTS_LISTED = 200;
export const DEFAULT_ALERTS_LISTED = 50;

/** `?limit=` of GET /locations/{id}/alerts: 1 to MAX_ALERTS_LISTED, default DEFAULT_ALERTS_LISTED. */
export const AlertsQuery = {
  limit: Schema.optional(Schema.FiniteFromString.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: MAX_ALERTS_LISTED }))),
};

export const AlertRecord = Schema.Struct({
  id: RecordId,
  location: RecordId,
  kind: AlertKind,
  /** When it was noticed (ISO 8601). */
  at: Schema.String,
  /** The device, for `device_silent` and `device_back`; else null. */
  device: Schema.NullOr(RecordId),
  /** The device's name (null for occupancy alerts). */
  device_name: Schema.NullOr(Schema.String),
  /** People inside at the crossing, for `occupancy_red` and `occupancy_back`; else null. */
  occupancy: Schema.NullOr(Schema.Int),
  /** The addresses mailed (none when the location had no recipients then). */
  recipients: Schema.Array(Schema.String),
});
export type AlertRecord = typeof AlertRecord.Type;
