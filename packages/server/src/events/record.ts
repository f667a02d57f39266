import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { Schema } from "effect";
import { EVENT_DATA, type DomainEventOf, type EventData, type EventType } from "@proshop/core";
import type { ShopQueryable } from "../db/client.ts";
import { preparedSqlOnce } from "../db/prepared.ts";

/*
 * The one way an event is written (issue 34): `recordEvent(tx, event)` inside the transaction of
 * the change it tells of, so the event exists exactly when the change does (a transactional
 * outbox: a rolled-back order leaves no event, a committed one always has its event).
 *
 * The same statement creates the event's webhook deliveries: one job row per enabled endpoint of
 * the market subscribed to the type (INSERT ... SELECT). WHY in the event's transaction rather
 * than by a dispatcher reading the events later: no second cursor to keep, no lag, and a
 * delivery can never be lost or made twice between an event and its endpoints; the cost is one
 * indexed insert per subscribed endpoint (a market has a handful). An endpoint added later gets
 * the events from then on (older ones are in the pull feed, events/read.ts).
 *
 * The payload is checked against core's schema of its type before it is written: a payload the
 * published JSON Schema would refuse is a bug of the caller, not something to send.
 */

export interface NewEvent<T extends EventType> {
  readonly type: T;
  /** The market (organisation id) the event belongs to: its endpoints get it. */
  readonly market: string;
  readonly at: Date;
  readonly data: EventData<T>;
  /** The order an order event is about (its Zoom! patient is read through it when delivered). */
  readonly orderId?: number;
}

/**
 * Listeners told of every event written, with how many webhook deliveries it made: the jobs that
 * follow the events (webhooks, order confirmations) look soon after, as the transaction commits
 * a moment later (jobs/wake-after-commit.ts).
 */
const recordedListeners = new Set<(type: EventType, deliveries: number) => void>();

/** Adds a listener of written events; answers its removal. */
export const onEventRecorded = (listener: (type: EventType, deliveries: number) => void): (() => void) => {
  recordedListeners.add(listener);
  return () => recordedListeners.delete(listener);
};

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The event and its deliveries in one statement, built once (db/prepared.ts): it runs in every order's transaction. */
const insertEvent = preparedSqlOnce(
  "record_event",
  sql`
    WITH event AS (
      INSERT INTO domain_events (id, type, organisation_id, order_id, occurred_at, data)
      VALUES (${sql.placeholder("id")}, ${sql.placeholder("type")}, ${sql.placeholder("market")}, ${sql.placeholder("orderId")}::integer,
        ${sql.placeholder("at")}::timestamptz, ${sql.placeholder("data")}::jsonb)
      RETURNING position, organisation_id, type
    ), deliveries AS (
      INSERT INTO webhook_deliveries (endpoint_id, event_position)
      SELECT endpoint.id, event.position
      FROM event JOIN webhook_endpoints endpoint
        ON endpoint.organisation_id = event.organisation_id AND endpoint.enabled AND event.type = ANY (endpoint.events)
      RETURNING id
    )
    SELECT count(*) AS deliveries FROM deliveries`,
);

/** Writes the event (and its deliveries) in `tx`; answers the event as receivers get it. */
export const recordEvent = async <T extends EventType>(tx: ShopQueryable, event: NewEvent<T>): Promise<DomainEventOf<T>> => {
  const data = Schema.encodeUnknownSync(EVENT_DATA[event.type] as Schema.Top as Schema.Codec<unknown, unknown>)(event.data);
  const id = randomUUID();
  const [row] = rowsOf<{ deliveries: number | string }>(
    await insertEvent(tx, { id, type: event.type, market: event.market, orderId: event.orderId ?? null, at: event.at.toISOString(), data: JSON.stringify(data) }),
  );
  const deliveries = Number(row?.deliveries ?? 0);
  for (const listener of recordedListeners) listener(event.type, deliveries);
  return { id, type: event.type, time: event.at.toISOString(), market: event.market, data } as DomainEventOf<T>;
};
