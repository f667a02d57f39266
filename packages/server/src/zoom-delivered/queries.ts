import { and, asc, count, desc, eq, exists, inArray, or, type SQL } from "drizzle-orm";
import {
  ORDER_LIST_DEFAULT_PAGE_SIZE,
  type OrderListStatus,
  type ScannerType,
  type ZoomDeliveredConsents,
  type ZoomDeliveryDetail,
  type ZoomDeliveryListPage,
  type ZoomPatient,
} from "@proshop/core";
import type { ShopQueryable } from "../db/client.ts";
import { companies, orderLines, orders, patientDeliveries, repCompanies, users } from "../db/schema.ts";
import type { ZoomReader } from "./practice.ts";

/*
 * Reading patient deliveries. Patient columns are read only for callers who may see them
 * (`seesPatients`); everyone else, and every delivery once anonymised, gets `patient: null`.
 */

type DeliveryRow = typeof patientDeliveries.$inferSelect;

const listStatus = (status: string): OrderListStatus => (status === "draft" ? "received" : (status as OrderListStatus));

const patientOf = (row: DeliveryRow): ZoomPatient | null =>
  row.anonymisedAt !== null || row.firstName === null
    ? null
    : {
        first_name: row.firstName,
        last_name: row.lastName ?? "",
        street: row.street ?? "",
        number: row.number ?? "",
        zip: row.zip ?? "",
        city: row.city ?? "",
        state: row.state ?? "",
        country: row.country,
        email: row.email ?? "",
        phone: row.phone ?? "",
        scan_id: row.scanId ?? "",
      };

const nameOf = (row: Pick<DeliveryRow, "firstName" | "lastName">): string | null =>
  row.firstName === null ? null : `${row.firstName} ${row.lastName ?? ""}`.trim();

/**
 * The order history's mark of its patient deliveries (orders/queries.ts): the patient's name and
 * "name, city" as ship-to when `showNames`, else nothing to name them by.
 */
export const patientDeliveryMarks = async (
  db: ShopQueryable,
  orderIds: ReadonlyArray<number>,
  showNames: boolean,
): Promise<Map<number, { readonly name: string | null; readonly shipTo: string }>> => {
  const marks = new Map<number, { readonly name: string | null; readonly shipTo: string }>();
  if (orderIds.length === 0) return marks;
  const rows = await db
    .select({ orderId: patientDeliveries.orderId, firstName: patientDeliveries.firstName, lastName: patientDeliveries.lastName, city: patientDeliveries.city })
    .from(patientDeliveries)
    .where(inArray(patientDeliveries.orderId, [...orderIds]));
  for (const row of rows) {
    const name = showNames ? nameOf(row) : null;
    marks.set(row.orderId, { name, shipTo: name === null ? "" : `${name}, ${row.city ?? ""}` });
  }
  return marks;
};

/**
 * The companies whose deliveries a reader sees: one company, or for a support agent who chose
 * none, their own and every company named for them or of a market named for them (as
 * db/rep-companies.ts decides). Joined against `companies` by the caller.
 */
export const readerScope = (db: ShopQueryable, reader: ZoomReader): SQL => {
  if (reader.scope === "company") return eq(orders.custNo, reader.custNo);
  return or(
    exists(db.select({ id: users.id }).from(users).where(and(eq(users.id, reader.userId), eq(users.companyCustNo, companies.custNo)))),
    exists(
      db
        .select({ id: repCompanies.id })
        .from(repCompanies)
        .where(
          and(
            eq(repCompanies.userId, reader.userId),
            or(eq(repCompanies.custNo, companies.custNo), eq(repCompanies.organisationId, companies.organisationId)),
          ),
        ),
    ),
  )!;
};

/** GET /admin/zoom-delivered/deliveries: one page of the reader's deliveries, newest first. */
export const listDeliveries = async (
  db: ShopQueryable,
  reader: ZoomReader,
  paging: { readonly page?: number | undefined; readonly pageSize?: number | undefined },
): Promise<ZoomDeliveryListPage> => {
  const page = paging.page ?? 1;
  const pageSize = paging.pageSize ?? ORDER_LIST_DEFAULT_PAGE_SIZE;
  const visible = readerScope(db, reader);
  const [totalRow] = await db
    .select({ total: count() })
    .from(patientDeliveries)
    .innerJoin(orders, eq(orders.id, patientDeliveries.orderId))
    .innerJoin(companies, eq(companies.custNo, orders.custNo))
    .where(visible);
  const rows = await db
    .select({ delivery: patientDeliveries, order: orders, practice: { custNo: companies.custNo, name: companies.name } })
    .from(patientDeliveries)
    .innerJoin(orders, eq(orders.id, patientDeliveries.orderId))
    .innerJoin(companies, eq(companies.custNo, orders.custNo))
    .where(visible)
    .orderBy(desc(orders.submittedAt), desc(orders.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const lines =
    rows.length === 0
      ? []
      : await db.select().from(orderLines).where(inArray(orderLines.orderId, rows.map((row) => row.order.id))).orderBy(asc(orderLines.lineNo));
  return {
    page,
    pageSize,
    total: Number(totalRow?.total ?? 0),
    deliveries: rows.map(({ delivery, order, practice }) => ({
      order_nr: order.orderNr,
      status: listStatus(order.status),
      date: (order.submittedAt ?? order.createdAt).toISOString(),
      practice: { cust_no: practice.custNo, name: practice.name },
      patient_name: reader.seesPatients ? nameOf(delivery) : null,
      products: lines.filter((line) => line.orderId === order.id).map((line) => ({ part_no: line.partNo, name: line.name, quantity: line.quantity })),
      total: order.totalCents,
      replacement: delivery.replacement,
      anonymised: delivery.anonymisedAt !== null,
    })),
  };
};

/** A delivery by its order number with its practice, whoever it belongs to (the caller checks who may read it). */
export const findDelivery = async (db: ShopQueryable, orderNr: string) => {
  const [row] = await db
    .select({ delivery: patientDeliveries, order: orders, practice: { custNo: companies.custNo, name: companies.name } })
    .from(patientDeliveries)
    .innerJoin(orders, eq(orders.id, patientDeliveries.orderId))
    .innerJoin(companies, eq(companies.custNo, orders.custNo))
    .where(eq(orders.orderNr, orderNr))
    .limit(1);
  return row;
};

/** GET /admin/zoom-delivered/deliveries/{order_nr}, for a reader allowed to read this delivery. */
export const deliveryDetail = async (
  db: ShopQueryable,
  found: NonNullable<Awaited<ReturnType<typeof findDelivery>>>,
  seesPatients: boolean,
): Promise<ZoomDeliveryDetail> => {
  const { delivery, order, practice } = found;
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.lineNo));
  // The placer by name and e-mail: whoever may read the delivery may know who ordered it (its
  // practice's colleague, or the rep or support agent who acted for it).
  const [placer] = await db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, order.placedByUserId))
    .limit(1);
  return {
    order_nr: order.orderNr,
    status: listStatus(order.status),
    date: (order.submittedAt ?? order.createdAt).toISOString(),
    total: order.totalCents,
    tax: order.taxCents,
    replacement: delivery.replacement,
    lines: lines.map((line) => ({ part_no: line.partNo, name: line.name, quantity: line.quantity, price: line.unitPriceCents, total: line.totalCents })),
    practice: { cust_no: practice.custNo, name: practice.name },
    placed_by: {
      user_id: order.placedByUserId,
      name: placer === undefined ? "" : `${placer.firstName} ${placer.lastName}`.trim(),
      email: placer?.email ?? "",
      on_behalf: order.onBehalf,
    },
    scanner: delivery.scanner as ScannerType,
    replaces_order_nr: delivery.replacesOrderNr,
    consents: delivery.consents as ZoomDeliveredConsents,
    patient: seesPatients ? patientOf(delivery) : null,
    anonymised_at: delivery.anonymisedAt?.toISOString() ?? null,
  };
};
