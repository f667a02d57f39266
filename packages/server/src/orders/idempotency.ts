import { and, eq, sql } from "drizzle-orm";
import type { ShopTransaction } from "../db/client.ts";
import { preparedSqlOnce } from "../db/prepared.ts";
import { companies, orders } from "../db/schema.ts";
import { orderRefusal, refused } from "./refusals.ts";

/**
 * The start of every transaction that places an order under an Idempotency-Key (shop orders,
 * Zoom! Delivered): locks the company row (FOR NO KEY UPDATE: drafts referencing it can still be
 * written), so the placements of one company run one after the other and a key is looked up
 * and claimed without a race; then answers a key already used: its stored answer when the
 * request is the same (`requestHash`), 422 `orders.idempotency_key_reused` when it is not.
 * Null: a new key, the caller places the order and stores key, hash and answer on it.
 */
export const lockCompanyAndReplay = async (
  tx: ShopTransaction,
  request: { readonly custNo: string; readonly idempotencyKey: string; readonly requestHash: string; readonly locale: string },
): Promise<unknown> => {
  // Two statements, not one joined: a statement that waited for the lock still reads the other
  // tables as they were when it started, and would miss the order the lock holder just placed.
  await tx.select({ custNo: companies.custNo }).from(companies).where(eq(companies.custNo, request.custNo)).for("no key update");
  const [used] = await tx
    .select({ requestHash: orders.requestHash, submitResponse: orders.submitResponse })
    .from(orders)
    .where(and(eq(orders.custNo, request.custNo), eq(orders.idempotencyKey, request.idempotencyKey)))
    .limit(1);
  if (used === undefined) return null;
  if (used.requestHash === request.requestHash && used.submitResponse !== null) return used.submitResponse;
  return refused(orderRefusal("unprocessable", "orders.idempotency_key_reused", request.locale));
};

/** The fields of a draft that placing it reads (see lockCompanyKeyAndDraft). */
export interface LockedDraft {
  readonly id: number;
  readonly orderNr: string;
  readonly status: string;
  readonly shippingMethod: string;
  readonly addressKey: string | null;
  readonly couponCode: string | null;
  readonly subtotalCents: number;
  readonly discountCents: number;
  readonly shippingCents: number;
  readonly totalCents: number;
}

/** The statement of lockCompanyKeyAndDraft, built once (db/prepared.ts). */
const companyKeyAndDraft = preparedSqlOnce(
  "lock_company_key_and_draft",
  sql`
    SELECT o.id, o.order_nr, o.status, o.shipping_method, o.address_key, o.coupon_code,
      o.subtotal_cents, o.discount_cents, o.shipping_cents, o.total_cents,
      o.idempotency_key, o.request_hash, o.submit_response,
      k.request_hash AS used_hash, k.submit_response AS used_response
    FROM ${companies} c
    JOIN ${orders} o ON o.cust_no = c.cust_no AND o.order_nr = ${sql.placeholder("orderNr")}
    LEFT JOIN LATERAL (
      SELECT request_hash, submit_response FROM ${orders}
      WHERE cust_no = ${sql.placeholder("custNo")} AND idempotency_key = ${sql.placeholder("idempotencyKey")} LIMIT 1
    ) k ON true
    WHERE c.cust_no = ${sql.placeholder("custNo")}
    FOR NO KEY UPDATE OF c FOR UPDATE OF o`,
);

/**
 * Shop submit's start in ONE round trip instead of three (issue 18): locks the company row (FOR
 * NO KEY UPDATE) and the draft `orderNr` of that company (FOR UPDATE), and looks the key up.
 * Answers the replay (like lockCompanyAndReplay) or the locked draft; null when the company has
 * no such order (the caller answers 404 after lockCompanyAndReplay, which replays a known key).
 *
 * Why this is safe although one statement reads with one snapshot: PostgreSQL locks the
 * company and draft rows at their LATEST versions (a statement that waited for the lock
 * re-reads them), so a concurrent submit of the same draft is seen on the draft row itself
 * (status, key, hash and answer are stored there). Only the look-up of the key on OTHER orders
 * may be stale, and only for an order placed while this statement waited; that order holds
 * the key, so this transaction's own placing then breaks the unique index
 * (cust_no, idempotency_key), which `isKeyTaken` turns into the same 422 (tested with ten
 * drafts submitted at once under one key).
 */
export const lockCompanyKeyAndDraft = async (
  tx: ShopTransaction,
  request: { readonly custNo: string; readonly orderNr: string; readonly idempotencyKey: string; readonly requestHash: string; readonly locale: string },
): Promise<{ readonly replay: unknown } | { readonly draft: LockedDraft } | null> => {
  const result = await companyKeyAndDraft(tx, { custNo: request.custNo, orderNr: request.orderNr, idempotencyKey: request.idempotencyKey });
  const row = result.rows[0];
  if (row === undefined) return null;
  // The draft row is current; the look-up of other orders is as of the statement's start.
  const used =
    row["idempotency_key"] === request.idempotencyKey
      ? { requestHash: row["request_hash"], submitResponse: row["submit_response"] }
      : row["used_hash"] === null || row["used_hash"] === undefined
        ? null
        : { requestHash: row["used_hash"], submitResponse: row["used_response"] };
  if (used !== null) {
    if (used.requestHash === request.requestHash && used.submitResponse !== null && used.submitResponse !== undefined) return { replay: used.submitResponse };
    return refused(orderRefusal("unprocessable", "orders.idempotency_key_reused", request.locale));
  }
  return {
    draft: {
      id: Number(row["id"]),
      orderNr: String(row["order_nr"]),
      status: String(row["status"]),
      shippingMethod: String(row["shipping_method"]),
      addressKey: (row["address_key"] as string | null) ?? null,
      couponCode: (row["coupon_code"] as string | null) ?? null,
      subtotalCents: Number(row["subtotal_cents"]),
      discountCents: Number(row["discount_cents"]),
      shippingCents: Number(row["shipping_cents"]),
      totalCents: Number(row["total_cents"]),
    },
  };
};

/**
 * True when `error` (from either driver, possibly wrapped) broke the unique index of the
 * companies' Idempotency-Keys, or the unique index `index` of another table's keys.
 */
export const isKeyTaken = (error: unknown, index: string = "orders_company_idempotency_key_unique"): boolean => {
  for (let current: unknown = error, depth = 0; current !== undefined && current !== null && depth < 5; depth++) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === "23505" && (constraint === undefined || constraint === index)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
};
