import { and, asc, count, desc, eq, inArray, ne } from "drizzle-orm";
import {
  ORDER_LIST_DEFAULT_PAGE_SIZE,
  type OrderDetail,
  type OrderListPage,
  type OrderListRow,
  type OrderListStatus,
  type OrderPayment,
  type PaymentType,
} from "@proshop/core";
import type { ShopQueryable } from "../db/client.ts";
import { orderLines, orders } from "../db/schema.ts";
import { currentPayment, paymentPath } from "../payments/provider.ts";
import { patientDeliveryMarks } from "../zoom-delivered/queries.ts";
import { fulfilmentOf, fulfilmentOfOrder, linesShipped } from "../integration/fulfilment.ts";

/*
 * The order list and the order detail, always of the active company: another company's order
 * does not exist for the caller (404, never 403, so order numbers cannot be probed).
 */

type OrderRow = typeof orders.$inferSelect;
type LineRow = typeof orderLines.$inferSelect;

const listStatus = (status: string): OrderListStatus =>
  status === "draft" ? "received" : (status as OrderListStatus);

/** "Maternité Sainte-Anne, Paris": the ship-to line of the list, from the address the order shipped to. */
const shipToOf = (order: OrderRow, fallbackName: string): string => {
  const address = order.shippingAddress as { name?: unknown; city?: unknown } | null;
  const name = typeof address?.name === "string" ? address.name : fallbackName;
  const city = typeof address?.city === "string" ? address.city : "";
  return city === "" ? name : `${name}, ${city}`;
};

/** The payment of an order as the API shows it (with its page while an online payment is pending). */
export const orderPaymentOf = async (db: ShopQueryable, order: OrderRow, origin: string): Promise<OrderPayment | null> => {
  if (order.paymentType === null || order.paymentMethod === null) return null;
  const type = order.paymentType as PaymentType;
  if (order.paymentMethod !== "online") return { type, method: "cod", status: null };
  const payment = await currentPayment(db, order.orderNr);
  if (payment === null) return { type, method: "online", status: null };
  const status = payment.status === "completed" || payment.status === "canceled" ? payment.status : "pending";
  return {
    type: payment.provider === "wallet" ? "wallet" : "creditcard",
    method: "online",
    status,
    ...(status === "pending" ? { payment_url: `${origin}${paymentPath(payment.id)}` } : {}),
  };
};

/** GET /admin/order: one page of the company's placed orders, newest first. Drafts are not listed. */
export const listCompanyOrders = async (
  db: ShopQueryable,
  company: { readonly custNo: string; readonly name: string },
  paging: { readonly page?: number | undefined; readonly pageSize?: number | undefined },
  /** The caller is the company itself: its patient deliveries show the patient's name. */
  showPatientNames = false,
): Promise<OrderListPage> => {
  const page = paging.page ?? 1;
  const pageSize = paging.pageSize ?? ORDER_LIST_DEFAULT_PAGE_SIZE;
  const placed = and(eq(orders.custNo, company.custNo), ne(orders.status, "draft"));
  const [totalRow] = await db.select({ total: count() }).from(orders).where(placed);
  const rows = await db
    .select()
    .from(orders)
    .where(placed)
    .orderBy(desc(orders.submittedAt), desc(orders.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const lines = rows.length === 0 ? [] : await db.select().from(orderLines).where(inArray(orderLines.orderId, rows.map((row) => row.id))).orderBy(asc(orderLines.lineNo));
  const linesOf = new Map<number, LineRow[]>();
  for (const line of lines) linesOf.set(line.orderId, [...(linesOf.get(line.orderId) ?? []), line]);
  const patients = await patientDeliveryMarks(db, rows.filter((row) => row.kind === "patient_delivery").map((row) => row.id), showPatientNames);
  // What the warehouse reported (issue 34): shipped units, shipments with tracking, invoice.
  const fulfilments = await fulfilmentOf(db, rows);
  const listed: OrderListRow[] = rows.map((order) => {
    const orderLinesOf = linesOf.get(order.id) ?? [];
    const patient = patients.get(order.id);
    const fulfilment = fulfilments.get(order.id)!;
    const shipped = linesShipped(orderLinesOf, fulfilment);
    return {
      order_number: order.orderNr,
      status: listStatus(order.status),
      date: (order.submittedAt ?? order.createdAt).toISOString(),
      // A patient delivery ships to the patient: their town when the caller may see it, else nothing.
      ship_to: patient === undefined ? shipToOf(order, company.name) : patient.shipTo,
      number_of_items: orderLinesOf.reduce((sum, line) => sum + line.quantity, 0),
      tax: order.taxCents,
      total_amount: order.totalCents,
      products: orderLinesOf.map((line, index) => ({ part_no: line.partNo, name: line.name, quantity: line.quantity, shipped: shipped[index]! })),
      ...(patient === undefined ? {} : { patient_delivery: { patient_name: patient.name } }),
      shipments: fulfilment.shipments,
      invoice: fulfilment.invoice,
    };
  });
  return { page, pageSize, total: Number(totalRow?.total ?? 0), orders: listed };
};

/** GET /admin/order/{order_nr}: the order of the active company, or null (another company's, or none). */
export const companyOrderDetail = async (
  db: ShopQueryable,
  company: { readonly custNo: string; readonly name: string },
  orderNr: string,
  origin: string,
): Promise<OrderDetail | null> => {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.orderNr, orderNr), eq(orders.custNo, company.custNo)))
    .limit(1);
  if (order === undefined) return null;
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.lineNo));
  // A draft has not reached the warehouse: no history, nothing shipped.
  const fulfilment = order.status === "draft" ? { history: [], shipments: [], shipped: new Map<string, number>(), invoice: null } : await fulfilmentOfOrder(db, order);
  const shipped = linesShipped(lines, fulfilment);
  return {
    id: order.orderNr,
    order_nr: order.orderNr,
    status: order.status === "draft" ? "draft" : listStatus(order.status),
    date: order.submittedAt?.toISOString() ?? null,
    subtotal: order.subtotalCents,
    discount: order.discountCents,
    shipping: order.shippingCents,
    tax: order.taxCents,
    total: order.totalCents,
    shipping_method: order.shippingMethod,
    addresskey: order.addressKey,
    code: order.couponCode,
    payment: await orderPaymentOf(db, order, origin),
    placed_by: { user_id: order.placedByUserId, on_behalf: order.onBehalf },
    placed_for: { cust_no: order.custNo, name: company.name },
    lines: lines.map((line, index) => ({
      part_no: line.partNo,
      name: line.name,
      quantity: line.quantity,
      price: line.unitPriceCents,
      total: line.totalCents,
      shipped: shipped[index]!,
    })),
    history: fulfilment.history,
    shipments: fulfilment.shipments,
    invoice: fulfilment.invoice,
  };
};
