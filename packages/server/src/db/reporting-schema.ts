/**
 * Tables of the people-counting and library reporting area (issue 14), re-exported by
 * schema.ts so drizzle-kit generates their migration with the rest.
 *
 * How library companies relate to the shop: a library or venue company IS a row of the shop's
 * `companies` (customer number, market) and its staff are rows of `users`, so they log in with
 * the shop's POST /auth/login. `reporting_companies` marks which companies use the reporting
 * area; `reporting_accounts` gives a user a level (0-5). An account with a level is a reporting
 * account only: the shop refuses it.
 *
 * How counts stay fast for years: every event a device sends is kept in `reporting_events`
 * (one row per device and seq, which is what makes a resend idempotent), and the same
 * transaction adds the counted ones to `reporting_counts`, one row per location, UTC hour and
 * device with a column per kind. Charts, occupancy and reports read only the rollups: a year of
 * one location by hour is one index range of at most hours x devices rows, whatever the number
 * of events behind them. (Partitioning the raw events by month is the next step when they must be
 * pruned; PGlite and PostgreSQL both read this layout as it is.)
 */
import { sql } from "drizzle-orm";
import { bigint, boolean, check, date, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { companies, users } from "./schema.ts";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

/** A company that uses the reporting area (a library, a venue, the platform operator). */
export const reportingCompanies = pgTable("reporting_companies", {
  custNo: text("cust_no")
    .primaryKey()
    .references(() => companies.custNo, { onDelete: "cascade" }),
  createdAt: createdAt(),
});

/** A user's reporting level; users without a row are shop accounts with no reporting access. */
export const reportingAccounts = pgTable(
  "reporting_accounts",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    /** 0 Blocked, 1 Active, 2 Administrator, 3 Counts only, 4 Live counts, 5 Super administrator. */
    level: smallint("level").notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [check("reporting_accounts_level_check", sql`${table.level} BETWEEN 0 AND 5`)],
);

/** A site whose visitors are counted. */
export const reportingLocations = pgTable(
  "reporting_locations",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    custNo: text("cust_no")
      .notNull()
      .references(() => reportingCompanies.custNo),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    /** IANA zone with whole-hour offsets: its days and hours bucket the counts. */
    timeZone: text("time_zone").notNull(),
    occMode: text("occ_mode").notNull().default("enter_minus_leave"),
    optimalBalance: integer("optimal_balance"),
    balanceOrange: integer("balance_orange"),
    balanceRed: integer("balance_red"),
    statsAvailableFrom: date("stats_available_from", { mode: "string" }),
    /** `HH:MM` local: counting hours. */
    ignoreBefore: text("ignore_before"),
    ignoreAfter: text("ignore_after"),
    image: text("image"),
    sortOrder: integer("sort_order").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    contactName: text("contact_name").notNull().default(""),
    contactEmail: text("contact_email").notNull().default(""),
    /** Shown without log-in at /reporting/public/{slug} while true (issue 36). */
    isPublic: boolean("is_public").notNull().default(false),
    /** Kept when the location turns private, so a library's embed works again when it is public again. */
    publicSlug: text("public_slug"),
    /** Origins allowed to embed the public page in an iframe (`frame-ancestors` of that route only). */
    publicEmbedOrigins: jsonb("public_embed_origins").$type<string[]>().notNull().default([]),
    /** Told when occupancy turns red or is back under orange, and of silent devices. */
    alertRecipients: jsonb("alert_recipients").$type<string[]>().notNull().default([]),
    /** `normal` or `red`: a red alert is sent on the crossing into red, a back alert under orange. */
    alertState: text("alert_state").notNull().default("normal"),
    lastRedAlertAt: timestamp("last_red_alert_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("reporting_locations_company_idx").on(table.custNo),
    uniqueIndex("reporting_locations_public_slug_unique").on(table.publicSlug),
    check("reporting_locations_alert_state_check", sql`${table.alertState} IN ('normal', 'red')`),
    check("reporting_locations_occ_mode_check", sql`${table.occMode} IN ('enter_minus_leave', 'none')`),
  ],
);

/** A counting device: gate, people counter, sensor or self-check kiosk. */
export const reportingDevices = pgTable(
  "reporting_devices",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** The location's company, kept here so company scoping needs no join. */
    custNo: text("cust_no")
      .notNull()
      .references(() => reportingCompanies.custNo),
    locationId: integer("location_id")
      .notNull()
      .references(() => reportingLocations.id),
    name: text("name").notNull(),
    deviceType: text("device_type").notNull(),
    timeZone: text("time_zone").notNull(),
    paused: boolean("paused").notNull().default(false),
    image: text("image"),
    sortOrder: integer("sort_order").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    lastKnownIp: text("last_known_ip"),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }),
    licensePurchaseId: text("license_purchase_id"),
    licenseState: text("license_state").notNull().default("active"),
    lastLicenseTransaction: date("last_license_transaction", { mode: "string" }),
    rtId: text("rt_id"),
    receiptFooter: text("receipt_footer").notNull().default(""),
    /** Longest silence (minutes) expected during counting hours before the device is reported silent. */
    expectedIntervalMinutes: integer("expected_interval_minutes").notNull().default(30),
    /** When the device was reported silent; null while it sends. */
    silentSince: timestamp("silent_since", { withTimezone: true }),
    /** SHA-256 (hex) of the device's bearer token; the token itself is shown once and never kept. */
    tokenHash: text("token_hash").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex("reporting_devices_token_hash_unique").on(table.tokenHash),
    index("reporting_devices_company_idx").on(table.custNo),
    index("reporting_devices_location_idx").on(table.locationId),
    check("reporting_devices_type_check", sql`${table.deviceType} IN ('eco_gate', 'brickstream_people_counter', 'intenta', 'selfcheck')`),
    check("reporting_devices_license_state_check", sql`${table.licenseState} IN ('active', 'trial', 'expired', 'revoked')`),
  ],
);

/**
 * Every event a device sent, counted or not. The primary key (device, seq) makes a resend a
 * no-op. `counted` is false for an event stored but not counted (`not_counted` says why).
 * No foreign key: a check per event would cost every batch; deleting a device deletes its rows.
 */
export const reportingEvents = pgTable(
  "reporting_events",
  {
    deviceId: integer("device_id").notNull(),
    seq: bigint("seq", { mode: "number" }).notNull(),
    at: timestamp("at", { withTimezone: true }).notNull(),
    kind: text("kind").notNull(),
    count: integer("count").notNull(),
    counted: boolean("counted").notNull(),
    notCounted: text("not_counted"),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ name: "reporting_events_pkey", columns: [table.deviceId, table.seq] })],
);

/**
 * Counted events per location, UTC hour and device, one column per kind, kept in the ingest's
 * transaction. The key leads with location and hour: a location's range of hours is one index
 * scan, a year of one location by hour at most hours x devices rows. No foreign keys, for the
 * same reason as the events.
 */
export const reportingCounts = pgTable(
  "reporting_counts",
  {
    locationId: integer("location_id").notNull(),
    hour: timestamp("hour", { withTimezone: true }).notNull(),
    deviceId: integer("device_id").notNull(),
    enter: bigint("enter", { mode: "number" }).notNull().default(0),
    leave: bigint("leave", { mode: "number" }).notNull().default(0),
    alert: bigint("alert", { mode: "number" }).notNull().default(0),
    checkout: bigint("checkout", { mode: "number" }).notNull().default(0),
    checkin: bigint("checkin", { mode: "number" }).notNull().default(0),
    renewal: bigint("renewal", { mode: "number" }).notNull().default(0),
    payment: bigint("payment", { mode: "number" }).notNull().default(0),
    patronLogon: bigint("patron_logon", { mode: "number" }).notNull().default(0),
  },
  (table) => [primaryKey({ name: "reporting_counts_pkey", columns: [table.locationId, table.hour, table.deviceId] })],
);

/** Alerts sent for a location: occupancy crossings and silent devices (issue 36), newest first. */
export const reportingAlerts = pgTable(
  "reporting_alerts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    locationId: integer("location_id")
      .notNull()
      .references(() => reportingLocations.id, { onDelete: "cascade" }),
    /** Set for `device_silent` and `device_back`. */
    deviceId: integer("device_id").references(() => reportingDevices.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull(),
    /** Occupancy at the crossing, for `occupancy_red` and `occupancy_back`. */
    occupancy: integer("occupancy"),
    recipients: jsonb("recipients").$type<string[]>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index("reporting_alerts_location_idx").on(table.locationId, table.at),
    check("reporting_alerts_kind_check", sql`${table.kind} IN ('occupancy_red', 'occupancy_back', 'device_silent', 'device_back')`),
  ],
);
