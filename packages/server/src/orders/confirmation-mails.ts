import { sql } from "drizzle-orm";
import type { ShopDatabase } from "../db/client.ts";
import { decodeEventCursor, encodeEventCursor, eventsReadableAfter, FEED_START } from "../events/read.ts";
import { onEventRecorded } from "../events/record.ts";
import { wakeAfterCommit } from "../jobs/wake-after-commit.ts";
import type { Log } from "../log.ts";
import { queueMails } from "../mail.ts";
import { orderPlacedMails, type MailLinks } from "./order-mails.ts";

/*
 * A shop order's confirmation e-mails are written from its order.placed event, after the order's
 * transaction instead of inside it (issue 34: reading the mail's facts, rendering it and storing
 * it there cost a quarter of the orders placed per second). The event is written with the order,
 * so no order goes without its mails: a cursor of the events feed (events/read.ts, kept in
 * `settings`) says up to which event they are written, and it moves in the transaction that
 * writes them, so each is written once. Its row's lock (SKIP LOCKED) lets one instance write at a
 * time. The feed's rule never passes over an event committed late.
 */

const CURSOR_KEY = "order_confirmation_mails.cursor";
/** Events taken in one transaction. */
const BATCH = 50;
/** A look this often finds what no wake announced (another instance's orders, a slow commit). */
const POLL_MS = 1_000;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The cursor starts at the feed's end: the orders placed before this job existed had their mails written with them. */
const startCursor = async (db: ShopDatabase): Promise<void> => {
  const [last] = rowsOf<{ tx: string; position: string }>(
    await db.execute(sql`SELECT tx::text AS tx, position::text AS position FROM domain_events ORDER BY tx DESC, position DESC LIMIT 1`),
  );
  const end = last === undefined ? FEED_START : { tx: last.tx, position: Number(last.position) };
  await db.execute(sql`INSERT INTO settings (key, value) VALUES (${CURSOR_KEY}, ${encodeEventCursor(end)}) ON CONFLICT (key) DO NOTHING`);
};

/** Writes the confirmations of the next placed orders; answers how many orders, or null when another instance is at it. */
export const writeConfirmations = async (db: ShopDatabase, links: MailLinks): Promise<number | null> =>
  db.transaction(async (tx) => {
    const [cursor] = rowsOf<{ value: string }>(await tx.execute(sql`SELECT value FROM settings WHERE key = ${CURSOR_KEY} FOR UPDATE SKIP LOCKED`));
    if (cursor === undefined) return null;
    const from = decodeEventCursor(cursor.value);
    if (from === null) throw new Error(`settings ${CURSOR_KEY} is not a cursor of the events feed`);
    const events = rowsOf<{ tx: string; position: string; order_id: number | null }>(
      await tx.execute(sql`
        SELECT tx::text AS tx, position::text AS position, order_id
        FROM domain_events
        WHERE ${eventsReadableAfter(from)} AND type = 'order.placed'
        ORDER BY tx, position
        LIMIT ${BATCH}`),
    );
    const last = events.at(-1);
    if (last === undefined) return 0;
    const mails = [];
    for (const event of events) if (event.order_id !== null) mails.push(...(await orderPlacedMails(tx, event.order_id, links)));
    await queueMails(tx, mails);
    const next = encodeEventCursor({ tx: last.tx, position: Number(last.position) });
    await tx.execute(sql`UPDATE settings SET value = ${next}, updated_at = now() WHERE key = ${CURSOR_KEY}`);
    return events.length;
  });

export interface ConfirmationMails {
  readonly stop: () => Promise<void>;
}

/** Writes confirmations on this instance: soon after each order.placed it records, and every second for the others. */
export const startConfirmationMails = async (options: { readonly db: ShopDatabase; readonly links: MailLinks; readonly log: Log }): Promise<ConfirmationMails> => {
  await startCursor(options.db);
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  // At most one look waits behind the running one: every wake meanwhile is answered by it.
  let waiting = false;
  const look = () => {
    if (stopped || waiting) return;
    waiting = true;
    running = running.then(async () => {
      waiting = false;
      try {
        // A full batch means more may be there; queueMails wakes the outbox's delivery job.
        while (!stopped && (await writeConfirmations(options.db, options.links)) === BATCH);
      } catch (error) {
        options.log.error("order confirmation mails failed", { error: error instanceof Error ? error.message : String(error) });
      }
    });
  };
  const wakes = wakeAfterCommit(look);
  const stopListening = onEventRecorded((type) => {
    if (type === "order.placed") wakes.signal();
  });
  const timer = setInterval(look, POLL_MS).unref();
  look();
  return {
    stop: async () => {
      stopped = true;
      stopListening();
      wakes.cancel();
      clearInterval(timer);
      await running;
    },
  };
};
