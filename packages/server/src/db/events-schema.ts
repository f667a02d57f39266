/**
 * Tables of the domain events and their webhooks (issue 34), re-exported by schema.ts so
 * drizzle-kit generates their migration with the rest.
 *
 * - `domain_events`: one row per event, written in the transaction of the change it tells of
 *   (events/record.ts). `tx` is that transaction's id (xid8) and `position` its place in the
 *   insert order: the pull feed reads in (tx, position) order and only below the oldest
 *   transaction still running, so an event committed late is never skipped (events/read.ts).
 * - `webhook_endpoints`: where a market's events are pushed, with their signing secret.
 * - `webhook_deliveries`: one job row (jobs/columns.ts) per event and endpoint subscribed to
 *   it, created in the event's transaction; the webhook job delivers and retries them.
 */
import { sql } from "drizzle-orm";
import { bigint, boolean, check, customType, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { jobColumns } from "../jobs/columns.ts";
import { organisations, users } from "./schema.ts";

/** PostgreSQL's 64-bit transaction id (pg_current_xact_id()), read as its decimal text. */
const xid8 = customType<{ data: string; driverData: string }>({ dataType: () => "xid8" });

export const domainEvents = pgTable(
  "domain_events",
  {
    position: bigint("position", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    /** The writing transaction: every event of a transaction has the same. */
    tx: xid8("tx").notNull().default(sql`pg_current_xact_id()`),
    /** The event's id (a UUID): the `webhook-id` of every delivery of it. */
    id: text("id").notNull(),
    /** core's EVENT_TYPES. */
    type: text("type").notNull(),
    organisationId: text("organisation_id")
      .notNull()
      .references(() => organisations.id),
    /** The order an order event is about (Zoom! patient data is read through it at delivery time). */
    orderId: integer("order_id"),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
    /** core's payload of the type; never a patient's data. */
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
  },
  (table) => [
    index("domain_events_tx_position_idx").on(table.tx, table.position),
    index("domain_events_market_tx_position_idx").on(table.organisationId, table.tx, table.position),
    // Retention (events/retention.ts) deletes by age.
    index("domain_events_occurred_at_idx").on(table.occurredAt),
  ],
);

export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    organisationId: text("organisation_id")
      .notNull()
      .references(() => organisations.id),
    url: text("url").notNull(),
    /** The event types it is sent (core's EVENT_TYPES). */
    events: text("events").array().notNull(),
    /** Marked for the Zoom! Delivered lab: zoom_delivery.placed carries the patient. */
    patientData: boolean("patient_data").notNull().default(false),
    /** `whsec_` + base64 of 32 random bytes (Standard Webhooks); shown once, needed to sign. */
    secret: text("secret").notNull(),
    /** The secret before the last rotation, still signed with until `previous_secret_until`. */
    previousSecret: text("previous_secret"),
    previousSecretUntil: timestamp("previous_secret_until", { withTimezone: true }),
    enabled: boolean("enabled").notNull().default(true),
    /** Why it is disabled: 'support' (a person did) or 'failing' (it failed for days). */
    disabledReason: text("disabled_reason"),
    /** Since when every try failed; null after a success. */
    failingSince: timestamp("failing_since", { withTimezone: true }),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("webhook_endpoints_organisation_idx").on(table.organisationId),
    check("webhook_endpoints_disabled_reason_check", sql`${table.disabledReason} IS NULL OR ${table.disabledReason} IN ('support', 'failing')`),
  ],
);

export const WEBHOOK_DELIVERY_STATUSES = ["pending", "delivered", "failed"] as const;

export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    endpointId: integer("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    eventPosition: bigint("event_position", { mode: "number" })
      .notNull()
      .references(() => domainEvents.position, { onDelete: "cascade" }),
    /** The HTTP status of the last try; null when it got none (refused, timed out). */
    lastStatus: integer("last_status"),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    ...jobColumns(),
  },
  (table) => [
    uniqueIndex("webhook_deliveries_endpoint_event_unique").on(table.endpointId, table.eventPosition),
    check("webhook_deliveries_status_check", sql`${table.status} IN ('pending', 'delivered', 'failed')`),
    // The job's claim: due rows only.
    index("webhook_deliveries_due_idx").on(table.runAfter, table.id).where(sql`${table.status} = 'pending'`),
    // `proshop webhooks deliveries <endpoint>`: an endpoint's newest first.
    index("webhook_deliveries_endpoint_idx").on(table.endpointId, table.id),
    // Deleting old events finds their deliveries.
    index("webhook_deliveries_event_idx").on(table.eventPosition),
  ],
);
