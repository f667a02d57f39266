import { sql, type SQL } from "drizzle-orm";
import { EVENT_KINDS, type EventKind } from "@proshop/core";

/*
 * SQL fragments over the kind columns of `reporting_counts` (one bigint column per event kind,
 * named as the kind). The kinds are core's constants, never input, so they are safe to inline.
 */

/** `"enter"`: the column of a kind. */
export const kindColumn = (kind: EventKind): SQL => sql.raw(`"${kind}"`);

/** `"enter", "leave", ...`: every kind column, in EVENT_KINDS order. */
export const KIND_COLUMNS: SQL = sql.raw(EVENT_KINDS.map((kind) => `"${kind}"`).join(", "));

/** `coalesce(sum(count) FILTER (WHERE kind = 'enter'), 0), ...`: events of each kind, from rows of (kind, count). */
export const KIND_SUMS_OF_EVENTS: SQL = sql.raw(
  EVENT_KINDS.map((kind) => `coalesce(sum(count) FILTER (WHERE kind = '${kind}'), 0)`).join(", "),
);

/** `"enter" = reporting_counts."enter" + excluded."enter", ...`: adds an upsert's counts to the row's. */
export const KIND_INCREMENTS: SQL = sql.raw(EVENT_KINDS.map((kind) => `"${kind}" = reporting_counts."${kind}" + excluded."${kind}"`).join(", "));
