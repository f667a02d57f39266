import { and, eq } from "drizzle-orm";
import type { ShopTransaction } from "../db/client.ts";
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
