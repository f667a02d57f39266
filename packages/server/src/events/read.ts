import { sql } from "drizzle-orm";
import type { DomainEvent } from "@proshop/core";
import type { ShopQueryable } from "../db/client.ts";

/*
 * The pull feed of the events (GET /integration/v1/events uses it): a market's events in a
 * stable order, from an opaque cursor, never skipping one.
 *
 * WHY not simply "position > last position": positions are taken when a transaction inserts, not
 * when it commits, so a long order transaction can commit position 7 after position 8 was read
 * and the cursor moved past it for good. Each event also keeps the id of its transaction (`tx`,
 * xid8), and the feed returns only events of transactions older than every transaction still
 * running (`tx < pg_snapshot_xmin(pg_current_snapshot())`), in (tx, position) order: an event of
 * a transaction still running has a tx at least that xmin, so it comes after every event already
 * returned, whenever it commits. The price: while one transaction stays open (in any database of
 * the server, as xids are the server's), newer events wait for it. Works alike on PGlite (one
 * connection: nothing else runs, every committed event is readable).
 */

/** Most events one read answers. */
export const MAX_EVENTS_PER_READ = 1000;

/** A cursor that was not made by this feed. */
export class InvalidEventCursor extends Error {
  override readonly name = "InvalidEventCursor";
}

export interface EventCursor {
  /** xid8 as decimal text. */
  readonly tx: string;
  readonly position: number;
}

const CURSOR_PREFIX = "e1.";

export const encodeEventCursor = (cursor: EventCursor): string => CURSOR_PREFIX + Buffer.from(`${cursor.tx}.${cursor.position}`).toString("base64url");

/** The cursor's place, or null when it is not one of ours. */
export const decodeEventCursor = (text: string): EventCursor | null => {
  if (!text.startsWith(CURSOR_PREFIX) || text.length > 100) return null;
  const match = /^(\d{1,20})\.(\d{1,19})$/.exec(Buffer.from(text.slice(CURSOR_PREFIX.length), "base64url").toString());
  if (match === null) return null;
  const position = Number(match[2]);
  return Number.isSafeInteger(position) ? { tx: match[1]!, position } : null;
};

export interface EventsPage {
  readonly events: ReadonlyArray<DomainEvent>;
  /** Where the next read starts: after the last event answered, or the same place when there was none. */
  readonly next: string;
}

interface EventRow {
  readonly position: number | string;
  readonly tx: string;
  readonly id: string;
  readonly type: string;
  readonly market: string;
  readonly occurred_at: Date | string;
  readonly data: Record<string, unknown> | string;
}

/** Before the first event. */
export const FEED_START: EventCursor = { tx: "0", position: 0 };

/** The events after `from` that can be read without skipping one committed late (see above); order them by (tx, position). */
export const eventsReadableAfter = (from: EventCursor) =>
  sql`(tx, position) > (${from.tx}::xid8, ${from.position}::bigint) AND tx < pg_snapshot_xmin(pg_current_snapshot())`;

/**
 * The market's events after `after` (from the oldest kept when absent), at most `limit`
 * (1-1000). Throws InvalidEventCursor for a cursor this feed did not make.
 */
export const readEvents = async (
  db: ShopQueryable,
  options: { readonly after?: string | undefined; readonly limit: number; readonly market: string },
): Promise<EventsPage> => {
  const from = options.after === undefined ? FEED_START : decodeEventCursor(options.after);
  if (from === null) throw new InvalidEventCursor("not a cursor of this feed");
  const limit = Math.max(1, Math.min(MAX_EVENTS_PER_READ, Math.trunc(options.limit)));
  const result = await db.execute(sql`
    SELECT position, tx::text AS tx, id, type, organisation_id AS market, occurred_at, data
    FROM domain_events
    WHERE organisation_id = ${options.market} AND ${eventsReadableAfter(from)}
    ORDER BY tx, position
    LIMIT ${limit}`);
  const rows = (result as unknown as { rows: EventRow[] }).rows;
  const last = rows.at(-1);
  return {
    events: rows.map(
      (row) =>
        ({
          id: row.id,
          type: row.type,
          time: new Date(row.occurred_at).toISOString(),
          market: row.market,
          data: typeof row.data === "string" ? JSON.parse(row.data) : row.data,
        }) as DomainEvent,
    ),
    next: last === undefined ? encodeEventCursor(from) : encodeEventCursor({ tx: last.tx, position: Number(last.position) }),
  };
};
