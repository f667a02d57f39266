/**
 * Tables of the integration API (issue 34), re-exported by schema.ts so drizzle-kit generates
 * their migration with the rest.
 *
 * - `integration_keys`: machine keys of one market. Only the SHA-256 of a key is kept (keys are
 *   32 random bytes: nothing to guess, so a fast hash is enough; see integration/keys.ts).
 * - `order_status_changes`: every status the warehouse reported, with a shipment's tracking and
 *   units, and the Idempotency-Key that made it (unique per market) with its answer to replay.
 *   An order's history, shipments and shipped units are read from here.
 * - `order_invoices`: the invoice PDF of an order (at most 5 MB), which its customer downloads.
 */
import { sql } from "drizzle-orm";
import { check, customType, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { orders, organisations, users } from "./schema.ts";

/** PostgreSQL's bytea, as bytes (a Buffer to the drivers: node-postgres sends only those as bytea). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
  toDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

export const integrationKeys = pgTable(
  "integration_keys",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    organisationId: text("organisation_id")
      .notNull()
      .references(() => organisations.id),
    /** What it is for ("SAP warehouse"). */
    name: text("name").notNull().default(""),
    /** SHA-256 of the key, hex. */
    keyHash: text("key_hash").notNull().unique("integration_keys_key_hash_unique"),
    /** The key's first characters, to tell keys apart in a list. */
    hint: text("hint").notNull(),
    /** core's INTEGRATION_SCOPES. */
    scopes: text("scopes").array().notNull(),
    createdByUserId: integer("created_by_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Last call made with it, to the minute (written at most once a minute). */
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (table) => [index("integration_keys_organisation_idx").on(table.organisationId, table.createdAt)],
);

/** One shipment's units of one part, as stored in `order_status_changes.shipped_lines`. */
export interface ShippedLineRow {
  readonly part_no: string;
  readonly shipped: number;
}

export const orderStatusChanges = pgTable(
  "order_status_changes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** The order's market: Idempotency-Keys are unique per market. */
    organisationId: text("organisation_id").notNull(),
    fromStatus: text("from_status").notNull(),
    toStatus: text("to_status").notNull(),
    /** When it happened, as the warehouse reported it. */
    at: timestamp("at", { withTimezone: true }).notNull(),
    recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull().defaultNow(),
    /** A shipment's tracking (status shipped). */
    carrier: text("carrier"),
    trackingNumber: text("tracking_number"),
    trackingUrl: text("tracking_url"),
    /** A shipment's units per part (status shipped); null for other changes. */
    shippedLines: jsonb("shipped_lines").$type<ShippedLineRow[]>(),
    note: text("note"),
    keyId: integer("key_id").references(() => integrationKeys.id, { onDelete: "set null" }),
    idempotencyKey: text("idempotency_key"),
    /** Hash of the report, to refuse the key with another body (422). */
    requestHash: text("request_hash"),
    /** The answer given, replayed for the same key and body. */
    response: jsonb("response"),
  },
  (table) => [
    index("order_status_changes_order_idx").on(table.orderId, table.id),
    uniqueIndex("order_status_changes_idempotency_key_unique")
      .on(table.organisationId, table.idempotencyKey)
      .where(sql`${table.idempotencyKey} IS NOT NULL`),
  ],
);

export const orderInvoices = pgTable(
  "order_invoices",
  {
    orderId: integer("order_id")
      .primaryKey()
      .references(() => orders.id, { onDelete: "cascade" }),
    pdf: bytea("pdf").notNull(),
    bytes: integer("bytes").notNull(),
    /** SHA-256 of the PDF, hex: the uploader can check what was kept. */
    sha256: text("sha256").notNull(),
    uploadedAt: timestamp("uploaded_at", { withTimezone: true }).notNull(),
    keyId: integer("key_id").references(() => integrationKeys.id, { onDelete: "set null" }),
  },
  (table) => [check("order_invoices_bytes_check", sql`${table.bytes} > 0`)],
);
