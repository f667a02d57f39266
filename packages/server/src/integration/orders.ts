import { and, asc, eq, inArray, ne, sql, type SQL } from "drizzle-orm";
import { INTEGRATION_ORDERS_DEFAULT_LIMIT, type IntegrationOrder, type IntegrationOrderPage, type OrderListStatus } from "@proshop/core";
import type { ShopQueryable } from "../db/client.ts";
import { companies, orderLines, orders, organisations, users } from "../db/schema.ts";
import { orderPaymentOf } from "../orders/queries.ts";
import { fulfilmentOf, linesShipped, type Fulfilment } from "./fulfilment.ts";

/*
 * The orders a warehouse or ERP reads (GET /integration/v1/orders, .../{order_nr}): only placed
 * orders of the key's market (a draft, or another market's order, does not exist for it). A
 * Zoom! Delivered order ships to a patient: it is shown without ship-to, and nothing of the
 * patient is read here.
 *
 * The list pages by last change with a keyset cursor on (updated_at, id): a page never repeats
 * or skips an order that did not change, and an order that changes again comes back later.
 * The cursor keeps updated_at to the microsecond (PostgreSQL's precision, finer than a JS Date).
 */

type OrderRow = typeof orders.$inferSelect;

const roleOf = (role: string | undefined): "customer" | "sales_rep" | "support" => (role === "sales_rep" || role === "support" ? role : "customer");

const text = (address: Record<string, unknown>, key: string): string => (typeof address[key] === "string" ? (address[key] as string) : "");

/** Builds the answers of `rows` (placed orders of one market) with a few statements for all of them. */
const integrationOrdersOf = async (db: ShopQueryable, rows: ReadonlyArray<OrderRow>): Promise<IntegrationOrder[]> => {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [lines, placers, customers, currencies, fulfilments] = await Promise.all([
    db.select().from(orderLines).where(inArray(orderLines.orderId, ids)).orderBy(asc(orderLines.orderId), asc(orderLines.lineNo)),
    db
      .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName, role: users.role })
      .from(users)
      .where(inArray(users.id, [...new Set(rows.map((row) => row.placedByUserId))])),
    db.select({ custNo: companies.custNo, name: companies.name }).from(companies).where(inArray(companies.custNo, [...new Set(rows.map((row) => row.custNo))])),
    db.select({ id: organisations.id, currency: organisations.currency }).from(organisations).where(inArray(organisations.id, [...new Set(rows.map((row) => row.organisationId))])),
    fulfilmentOf(db, rows),
  ]);
  const placerOf = new Map(placers.map((user) => [user.id, user]));
  const customerOf = new Map(customers.map((company) => [company.custNo, company.name]));
  const currencyOf = new Map(currencies.map((row) => [row.id, row.currency]));
  return Promise.all(
    rows.map(async (order) => {
      const own = lines.filter((line) => line.orderId === order.id && line.quantity > 0);
      const fulfilment: Fulfilment = fulfilments.get(order.id)!;
      const shipped = linesShipped(own, fulfilment);
      const placer = placerOf.get(order.placedByUserId);
      const payment = await orderPaymentOf(db, order, "");
      const address = order.kind === "shop" ? order.shippingAddress : null;
      return {
        order_nr: order.orderNr,
        market: order.organisationId,
        kind: order.kind === "patient_delivery" ? "patient_delivery" : "shop",
        status: order.status as OrderListStatus,
        placed_at: (order.submittedAt ?? order.createdAt).toISOString(),
        updated_at: order.updatedAt.toISOString(),
        language: order.language,
        customer: { cust_no: order.custNo, name: customerOf.get(order.custNo) ?? "" },
        placed_by: {
          user_id: order.placedByUserId,
          name: placer === undefined ? "" : `${placer.firstName} ${placer.lastName}`.trim(),
          email: placer?.email ?? "",
          role: roleOf(placer?.role),
          on_behalf: order.onBehalf,
        },
        ship_to:
          address === null || address === undefined
            ? null
            : {
                name: text(address, "name"),
                address_line_1: text(address, "address_line_1"),
                address_line_2: text(address, "address_line_2"),
                zip: text(address, "zip"),
                city: text(address, "city"),
                country: text(address, "country"),
              },
        shipping_method: order.shippingMethod,
        payment: payment === null ? null : { type: payment.type, method: payment.method, status: payment.status },
        coupon_code: order.couponCode,
        currency: currencyOf.get(order.organisationId) ?? "EUR",
        subtotal: order.subtotalCents,
        discount: order.discountCents,
        shipping: order.shippingCents,
        tax: order.taxCents,
        total: order.totalCents,
        lines: own.map((line, index) => ({
          line_no: line.lineNo,
          part_no: line.partNo,
          name: line.name,
          quantity: line.quantity,
          shipped: shipped[index]!,
          unit_price: line.unitPriceCents,
          discount: line.discountCents,
          total: line.totalCents,
          promo: line.promo,
        })),
        history: fulfilment.history,
        shipments: fulfilment.shipments,
        invoice: fulfilment.invoice,
      } satisfies IntegrationOrder;
    }),
  );
};

/** The placed orders of `market`: never a draft. */
const ofMarket = (market: string): SQL => and(eq(orders.organisationId, market), ne(orders.status, "draft"))!;

/** The placed order `orderNr` of `market`, or null. */
export const findMarketOrder = async (db: ShopQueryable, market: string, orderNr: string): Promise<OrderRow | null> =>
  (await db.select().from(orders).where(and(ofMarket(market), eq(orders.orderNr, orderNr))).limit(1))[0] ?? null;

/** GET /integration/v1/orders/{order_nr}: the order of the key's market, or null. */
export const integrationOrder = async (db: ShopQueryable, market: string, orderNr: string): Promise<IntegrationOrder | null> => {
  const row = await findMarketOrder(db, market, orderNr);
  return row === null ? null : ((await integrationOrdersOf(db, [row]))[0] ?? null);
};

/** A place in the feed: after the order `id` changed at `micros` (microseconds since 1970). */
interface FeedCursor {
  readonly micros: bigint;
  readonly id: number;
}

const CURSOR_PREFIX = "o1.";
export const encodeOrderCursor = (cursor: FeedCursor): string => CURSOR_PREFIX + Buffer.from(`${cursor.micros}.${cursor.id}`).toString("base64url");

/** The cursor's place, or null when it is not one of ours. */
export const decodeOrderCursor = (text: string): FeedCursor | null => {
  if (!text.startsWith(CURSOR_PREFIX)) return null;
  const match = /^(\d{1,19})\.(\d{1,10})$/.exec(Buffer.from(text.slice(CURSOR_PREFIX.length), "base64url").toString());
  return match === null ? null : { micros: BigInt(match[1]!), id: Number(match[2]) };
};

/** A cursor this feed did not make. */
export class InvalidOrderCursor extends Error {
  override readonly name = "InvalidOrderCursor";
}

/** `updated_at` as microseconds, exactly: `extract` answers a numeric (PostgreSQL 14 on), not a float. */
const updatedMicros = sql<string>`(extract(epoch from ${orders.updatedAt}) * 1000000)::bigint::text`;
const microsToTimestamp = (micros: bigint) => sql`(timestamptz 'epoch' + ${micros.toString()}::bigint * interval '1 microsecond')`;

/** GET /integration/v1/orders: one page of the market's placed orders by last change, oldest first. */
export const listIntegrationOrders = async (
  db: ShopQueryable,
  market: string,
  query: { readonly status?: OrderListStatus | undefined; readonly updatedAfter?: string | undefined; readonly cursor?: string | undefined; readonly limit?: number | undefined },
): Promise<IntegrationOrderPage> => {
  const limit = query.limit ?? INTEGRATION_ORDERS_DEFAULT_LIMIT;
  const cursor = query.cursor === undefined ? null : decodeOrderCursor(query.cursor);
  if (query.cursor !== undefined && cursor === null) throw new InvalidOrderCursor("not a cursor of this feed");
  const conditions: SQL[] = [ofMarket(market)];
  if (query.status !== undefined) conditions.push(eq(orders.status, query.status));
  if (query.updatedAfter !== undefined) conditions.push(sql`${orders.updatedAt} > ${new Date(query.updatedAfter).toISOString()}::timestamptz`);
  if (cursor !== null) conditions.push(sql`(${orders.updatedAt}, ${orders.id}) > (${microsToTimestamp(cursor.micros)}, ${cursor.id}::integer)`);
  const rows = await db
    .select({ order: orders, micros: updatedMicros })
    .from(orders)
    .where(and(...conditions))
    .orderBy(asc(orders.updatedAt), asc(orders.id))
    .limit(limit);
  const last = rows[rows.length - 1];
  return {
    orders: await integrationOrdersOf(
      db,
      rows.map((row) => row.order),
    ),
    // Where to go on: after the last order answered; with no order, where the caller was.
    next_cursor: last === undefined ? (query.cursor ?? null) : encodeOrderCursor({ micros: BigInt(last.micros), id: last.order.id }),
  };
};
