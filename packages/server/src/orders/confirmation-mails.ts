import { sql } from "drizzle-orm";
import type { ShopDatabase, ShopQueryable } from "../db/client.ts";
import { wakeAfterCommit } from "../jobs/wake-after-commit.ts";
import type { Log } from "../log.ts";
import { queueMails } from "../mail.ts";
import { orderPlacedMails, type MailLinks } from "./order-mails.ts";

/*
 * A shop order's confirmation e-mails are written from its order.placed event, after the order's
 * transaction instead of inside it (issue 34: reading the mail's facts, rendering it and storing
 * it there cost a quarter of the orders placed per second). The event is written with the order,
 * so no order goes without its mails: a cursor in `settings` says up to which event they are
 * written, and it moves in the transaction that writes them, so each is written once. Its row's
 * lock (SKIP LOCKED) lets one instance write at a time. Events are read by the feed's rule
 * (events/read.ts): only those older than every open transaction, so none committed late is passed.
 */

const CURSOR_KEY = "order_confirmation_mails.cursor";
/** Events taken in one transaction. */
const BATCH = 50;
/** A look this often finds what no wake announced (another instance's orders, a slow commit). */
const POLL_MS = 1_000;

interface Cursor {
  readonly tx: string;
  readonly position: string;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The cursor starts at the feed's end: the orders placed before this job existed had their mails written with them. */
const startCursor = (db: ShopQueryable) =>
  db.execute(sql`
    INSERT INTO settings (key, value)
    SELECT ${CURSOR_KEY}, coalesce((SELECT tx::text || ':' || position FROM domain_events ORDER BY tx DESC, position DESC LIMIT 1), '0:0')
    ON CONFLICT (key) DO NOTHING`);

/** Writes the confirmations of the next placed orders; answers how many orders, or null when another instance is at it. */
export const writeConfirmations = async (db: ShopDatabase, links: MailLinks): Promise<number | null> =>
  db.transaction(async (tx) => {
    const [locked] = rowsOf<{ value: string }>(await tx.execute(sql`SELECT value FROM settings WHERE key = ${CURSOR_KEY} FOR UPDATE SKIP LOCKED`));
    if (locked === undefined) return null;
    const [cursorTx = "0", cursorPosition = "0"] = locked.value.split(":");
    const from: Cursor = { tx: cursorTx, position: cursorPosition };
    const events = rowsOf<Cursor & { order_id: number | null }>(
      await tx.execute(sql`
        SELECT tx::text AS tx, position::text AS position, order_id
        FROM domain_events
        WHERE (tx, position) > (${from.tx}::xid8, ${from.position}::bigint)
          AND tx < pg_snapshot_xmin(pg_current_snapshot())
          AND type = 'order.placed'
        ORDER BY tx, position
        LIMIT ${BATCH}`),
    );
    const last = events.at(-1);
    if (last === undefined) return 0;
    const mails = [];
    for (const event of events) if (event.order_id !== null) mails.push(...(await orderPlacedMails(tx, event.order_id, links)));
    await queueMails(tx, mails);
    await tx.execute(sql`UPDATE settings SET value = ${`${last.tx}:${last.position}`}, updated_at = now() WHERE key = ${CURSOR_KEY}`);
    return events.length;
  });

const orderPlacedListeners = new Set<() => void>();

/** Tells this instance's confirmation job that orders were placed (called once their transaction committed). */
export const ordersPlaced = (): void => {
  for (const listener of orderPlacedListeners) listener();
};

export interface ConfirmationMails {
  readonly stop: () => Promise<void>;
}

/** Writes confirmations on this instance: soon after its own orders, and every second for any other. */
export const startConfirmationMails = async (options: {
  readonly db: ShopDatabase;
  readonly links: MailLinks;
  readonly log: Log;
}): Promise<ConfirmationMails> => {
  await startCursor(options.db);
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const drain = async () => {
    do {
      again = false;
      try {
        // queueMails wakes the outbox's delivery job (mail-delivery.ts).
        while ((await writeConfirmations(options.db, options.links)) === BATCH && !stopped);
      } catch (error) {
        options.log.error("order confirmation mails failed", { error: error instanceof Error ? error.message : String(error) });
      }
    } while (again && !stopped);
  };
  const look = () => {
    if (stopped) return;
    if (running !== null) {
      again = true;
      return;
    }
    running = drain().finally(() => {
      running = null;
    });
  };
  const wakes = wakeAfterCommit(look);
  orderPlacedListeners.add(wakes.signal);
  const timer = setInterval(look, POLL_MS).unref();
  look();
  return {
    stop: async () => {
      stopped = true;
      orderPlacedListeners.delete(wakes.signal);
      wakes.cancel();
      clearInterval(timer);
      await running;
    },
  };
};
