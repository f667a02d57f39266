/**
 * The shop's PostgreSQL schema (Drizzle pg-core). The SQL migrations in `./migrations` are
 * generated from this file by drizzle-kit (`pnpm db:generate`) and committed; never edit them
 * by hand.
 *
 * Conventions:
 * - snake_case tables and columns; money in integer cents (`*_cents`); every timestamp is
 *   `timestamp with time zone`; calendar dates without time are `date` (ISO strings).
 * - Organisations are markets with text ids ('FR', 'ES', 'NL', 'BE'); companies are keyed by
 *   their customer number (`cust_no`, text: leading zeros matter).
 * - Rules that must hold under concurrency live in the database: stock never below zero
 *   (CHECK), one order per idempotency key and company (UNIQUE), unique e-mails.
 */
import { sql } from "drizzle-orm";
import type { BundleInfo, ProductDownload } from "@proshop/core";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  foreignKey,
} from "drizzle-orm/pg-core";
import { jobColumns } from "../jobs/columns.ts";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

// --- Markets -----------------------------------------------------------------------------

/** One market (organisation) of the shop. */
export const organisations = pgTable(
  "organisations",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    /** Orders a company may place per calendar year; null means no limit. */
    maxOrderCountYear: integer("max_order_count_year"),
    maintenanceMode: boolean("maintenance_mode").notNull().default(false),
    maintenanceTitle: text("maintenance_title"),
    /** Rich text (HTML). */
    maintenanceMessage: text("maintenance_message"),
    academy: text("academy"),
    termsOfUse: text("terms_of_use"),
    privacyNotice: text("privacy_notice"),
    /** Locale tags of the market, first is the default ('fr_FR'; Belgium has 'fr_BE', 'nl_BE'). */
    locales: text("locales").array().notNull().default(sql`'{}'::text[]`),
    /** Shop languages (two letters) the catalogue is kept in, first is the default. */
    languages: text("languages").array().notNull().default(sql`'{}'::text[]`),
    currency: text("currency").notNull().default("EUR"),
    /** The market's support line, address and hours ('08:30-17:30', working days, market time): SPEC 1's {phone} and {email}. */
    supportPhone: text("support_phone"),
    supportEmail: text("support_email"),
    supportHours: text("support_hours"),
    createdAt: createdAt(),
  },
  (table) => [check("organisations_max_order_count_year_check", sql`${table.maxOrderCountYear} IS NULL OR ${table.maxOrderCountYear} >= 0`)],
);

/** GET /config_for_hostname/{hostname}: which market and config a hostname serves. */
export const hostnames = pgTable(
  "hostnames",
  {
    /** Lower-case host name without port ('fr.localhost'). */
    hostname: text("hostname").primaryKey(),
    organisationId: text("organisation_id")
      .notNull()
      .references(() => organisations.id),
    /** The shop config id the web app receives (`ShopConfig.id`). */
    shopConfigId: text("shop_config_id").notNull(),
    /** Locale tags this hostname serves, e.g. ['fr_FR']. */
    locales: text("locales").array().notNull(),
    /** 'production' or the name of a test environment (shown as a badge). */
    environment: text("environment").notNull().default("production"),
    /** Maintenance of this hostname only (the organisation has its own flag). */
    maintenanceMode: boolean("maintenance_mode").notNull().default(false),
  },
  (table) => [check("hostnames_lower_case", sql`${table.hostname} = lower(${table.hostname})`)],
);

// --- Companies and users -----------------------------------------------------------------

export const LICENSE_VALID_VALUES = ["APPROVED", "PENDING", "INVALID"] as const;
export type LicenseValid = (typeof LICENSE_VALID_VALUES)[number];

/** A customer office (company). */
export const companies = pgTable(
  "companies",
  {
    custNo: text("cust_no").primaryKey(),
    name: text("name").notNull(),
    organisationId: text("organisation_id")
      .notNull()
      .references(() => organisations.id),
    /** 'APPROVED', 'PENDING' or 'INVALID' (core's isLicenseApproved reads it). */
    licenseValid: text("license_valid").notNull().default("PENDING"),
    address: text("address").notNull().default(""),
    addressXtra: text("address_xtra").notNull().default(""),
    postalcode: text("postalcode").notNull().default(""),
    city: text("city").notNull().default(""),
    /** ISO 3166 alpha-2 ('FR'). */
    country: text("country").notNull().default(""),
    /** A dental practice registered for Zoom! Delivered (patient deliveries, see the end of this file). */
    zoomDelivered: boolean("zoom_delivered").notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    check("companies_license_valid_check", sql`${table.licenseValid} IN ('APPROVED', 'PENDING', 'INVALID')`),
    check("companies_cust_no_digits", sql`${table.custNo} ~ '^[0-9]{2,7}$'`),
    index("companies_organisation_idx").on(table.organisationId),
  ],
);

export const USER_ROLES = ["customer", "sales_rep", "support"] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const users = pgTable(
  "users",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** Always stored lower-cased and trimmed (CHECK), so lookups compare exactly. */
    email: text("email").notNull().unique("users_email_unique"),
    /** argon2id PHC string, or the older `scrypt$<salt b64>$<hash b64>` until the next log-in (see src/auth/passwords.ts). */
    passwordHash: text("password_hash").notNull(),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    phone: text("phone").notNull().default(""),
    /** customer | sales_rep | support. Sales reps and support agents may order on behalf. */
    role: text("role").notNull().default("customer"),
    /** The user's own company (a rep's own office too). */
    companyCustNo: text("company_cust_no")
      .notNull()
      .references(() => companies.custNo),
    organisationId: text("organisation_id")
      .notNull()
      .references(() => organisations.id),
    /** The account is validated (approved) and may order. */
    isValid: boolean("is_valid").notNull().default(false),
    /**
     * The user's link to their company is confirmed (issue 11): false for a new user who
     * registered into an EXISTING company, until support approves them or they registered
     * through an invitation of a confirmed user of that company. Until then they see only
     * their own profile and the catalogue (auth/membership.ts). Rows from before the column
     * (seeded users) are confirmed; registration always sets it explicitly.
     */
    companyConfirmed: boolean("company_confirmed").notNull().default(true),
    /** When support refused the account (accounts/approvals.ts); null: not refused. */
    refusedAt: timestamp("refused_at", { withTimezone: true }),
    /** Support's reason for the refusal, as mailed to the customer. */
    refusalReason: text("refusal_reason"),
    /** Order price ceiling in cents; null means none. */
    maxOrderAmountCents: integer("max_order_amount_cents"),
    /** Preferred language (two letters) for the shop and e-mails. */
    language: text("language").notNull().default("fr"),
    /** The registration form as submitted (minus the password), for the back office. */
    registration: jsonb("registration").$type<Record<string, unknown>>(),
    /**
     * Session tokens carry the generation they were issued in; raising it (log out everywhere,
     * password change or reset) ends every session of the user on every instance
     * (auth/middleware.ts). A plain log-out ends one session (ended_sessions, session-schema.ts).
     */
    sessionGeneration: integer("session_generation").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check("users_email_lower_case", sql`${table.email} = lower(btrim(${table.email}))`),
    check("users_role_check", sql`${table.role} IN ('customer', 'sales_rep', 'support')`),
    check("users_max_order_amount_check", sql`${table.maxOrderAmountCents} IS NULL OR ${table.maxOrderAmountCents} >= 0`),
    index("users_company_idx").on(table.companyCustNo),
  ],
);

/**
 * Which companies a sales rep or support agent may serve. A row names EITHER one company
 * (`cust_no`) OR a whole organisation (`organisation_id`: every company of that market,
 * including companies registered later). The seeded FR rep and support agent get the FR
 * organisation. A user always may serve their own company; that needs no row.
 * Query: see `mayServeCompany` / `companiesServedBy` in ./rep-companies.ts.
 */
export const repCompanies = pgTable(
  "rep_companies",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    custNo: text("cust_no").references(() => companies.custNo, { onDelete: "cascade" }),
    organisationId: text("organisation_id").references(() => organisations.id, { onDelete: "cascade" }),
  },
  (table) => [
    check("rep_companies_one_target", sql`(${table.custNo} IS NULL) <> (${table.organisationId} IS NULL)`),
    uniqueIndex("rep_companies_user_company_unique").on(table.userId, table.custNo).where(sql`${table.custNo} IS NOT NULL`),
    uniqueIndex("rep_companies_user_organisation_unique")
      .on(table.userId, table.organisationId)
      .where(sql`${table.organisationId} IS NOT NULL`),
  ],
);

// --- Catalogue ---------------------------------------------------------------------------

/** A category of one market in one language (names and links are translated). */
export const categories = pgTable(
  "categories",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    organisationId: text("organisation_id")
      .notNull()
      .references(() => organisations.id),
    language: text("language").notNull(),
    /** Stable code shared by every language ('BREAST_PUMPS'); 'PKG' is the bundles category. */
    key: text("key").notNull(),
    /** URL segment in this language ('tire-lait'). */
    link: text("link").notNull(),
    name: text("name").notNull(),
    description: text("description"),
    image: text("image"),
    /** Key of the parent category; null for a top-level one. */
    parentKey: text("parent_key"),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (table) => [
    uniqueIndex("categories_org_lang_key_unique").on(table.organisationId, table.language, table.key),
    uniqueIndex("categories_org_lang_link_unique").on(table.organisationId, table.language, table.link),
  ],
);

/**
 * A product of one market: everything that does not depend on the language (price, limits,
 * availability). Texts live in `product_texts`, stock in `stock`. Splitting them keeps one
 * price and one set of limits per market, whatever language the customer reads.
 */
export const products = pgTable(
  "products",
  {
    organisationId: text("organisation_id")
      .notNull()
      .references(() => organisations.id),
    partNo: text("part_no").notNull(),
    partSkey: text("part_skey").notNull(),
    sku: text("sku").notNull(),
    /** Commercial type number ('SCF395/11'). */
    ctn: text("ctn").notNull(),
    priceCents: integer("price_cents").notNull(),
    categoryKey: text("category_key").notNull(),
    /** Promotional item: only orderable with paid items, never discounted by coupons. */
    promo: boolean("promo").notNull().default(false),
    /** Most units in one cart line. */
    maxOrderAmount: integer("max_order_amount"),
    /** Most units in one order, all lines together. */
    maxPerOrder: integer("max_per_order"),
    /** Most units a company may order per calendar year. */
    maxPerYear: integer("max_per_year"),
    /** False: only orderable offline. */
    online: boolean("online").notNull().default(true),
    /** Educational material that is downloaded, not shipped. */
    downloadOnly: boolean("download_only").notNull().default(false),
    /** First day the product can be ordered (again); null when orderable now. */
    availableFrom: date("available_from", { mode: "string" }),
    /** Core's BundleInfo for bundle items (category PKG). */
    bundleInfo: jsonb("bundle_info").$type<BundleInfoRow>(),
    /** part_no of related products. */
    related: text("related").array().notNull().default(sql`'{}'::text[]`),
    image: text("image"),
    /** Position in the catalogue listing. */
    sortOrder: integer("sort_order").notNull().default(0),
    /**
     * A Zoom! Delivered kit: ordered for a patient through the wizard only, never listed or
     * priced by the ordinary shop (see db/catalogue.ts).
     */
    patientDelivery: boolean("patient_delivery").notNull().default(false),
  },
  (table) => [
    primaryKey({ name: "products_pkey", columns: [table.organisationId, table.partNo] }),
    check("products_price_check", sql`${table.priceCents} >= 0`),
    check(
      "products_maxima_check",
      sql`(${table.maxOrderAmount} IS NULL OR ${table.maxOrderAmount} >= 0) AND (${table.maxPerOrder} IS NULL OR ${table.maxPerOrder} >= 0) AND (${table.maxPerYear} IS NULL OR ${table.maxPerYear} >= 0)`,
    ),
    index("products_category_idx").on(table.organisationId, table.categoryKey),
  ],
);

/** Core's BundleInfo as stored in `products.bundle_info` and `order_lines.bundle_info` (PartPrice in euros, as core has it). */
export type BundleInfoRow = BundleInfo;

/** A product's texts in one language. */
export const productTexts = pgTable(
  "product_texts",
  {
    organisationId: text("organisation_id").notNull(),
    partNo: text("part_no").notNull(),
    language: text("language").notNull(),
    skuName: text("sku_name").notNull(),
    skuDescription: text("sku_description").notNull(),
    /** Filter titles in this language ('Électrique', 'Sans BPA'). */
    filters: text("filters").array().notNull().default(sql`'{}'::text[]`),
    /** Technical specifications, label -> value, in this language. */
    specifications: jsonb("specifications").$type<Record<string, string>>().notNull().default({}),
    /** core's ProductDownload: the document of a download-only product in this language; null when none. */
    download: jsonb("download").$type<ProductDownload>(),
  },
  (table) => [
    primaryKey({ name: "product_texts_pkey", columns: [table.organisationId, table.partNo, table.language] }),
    foreignKey({
      name: "product_texts_product_fk",
      columns: [table.organisationId, table.partNo],
      foreignColumns: [products.organisationId, products.partNo],
    }).onDelete("cascade"),
  ],
);

/**
 * Units in stock per market and product, shared by every language. Orders decrement it with
 * `UPDATE stock SET quantity = quantity - n WHERE ... AND quantity >= n` in the submit
 * transaction; the CHECK is the last line of defence: stock can never go below zero.
 */
export const stock = pgTable(
  "stock",
  {
    organisationId: text("organisation_id").notNull(),
    partNo: text("part_no").notNull(),
    quantity: integer("quantity").notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ name: "stock_pkey", columns: [table.organisationId, table.partNo] }),
    foreignKey({
      name: "stock_product_fk",
      columns: [table.organisationId, table.partNo],
      foreignColumns: [products.organisationId, products.partNo],
    }).onDelete("cascade"),
    check("stock_quantity_not_negative", sql`${table.quantity} >= 0`),
  ],
);

export const COUPON_KINDS = ["percent", "amount"] as const;

/** Discount codes. `code` compares case-sensitively (plain text equality): WELCOME10 != welcome10. */
export const coupons = pgTable(
  "coupons",
  {
    code: text("code").primaryKey(),
    /** The market the coupon works in; null for every market. */
    organisationId: text("organisation_id").references(() => organisations.id),
    /** 'percent': `value` is 0-100; 'amount': `value` is in cents (core's Coupon). */
    kind: text("kind").notNull(),
    value: integer("value").notNull(),
    minSubtotalCents: integer("min_subtotal_cents"),
    active: boolean("active").notNull().default(true),
    validFrom: timestamp("valid_from", { withTimezone: true }),
    validUntil: timestamp("valid_until", { withTimezone: true }),
  },
  (table) => [
    check("coupons_kind_check", sql`${table.kind} IN ('percent', 'amount')`),
    check(
      "coupons_value_check",
      sql`${table.value} >= 0 AND (${table.kind} <> 'percent' OR ${table.value} <= 100)`,
    ),
  ],
);

// --- Orders ------------------------------------------------------------------------------

/** Order numbers: a sequence, formatted by the order code (e.g. 'FR' + number). */
export const orderNumberSeq = pgSequence("order_number_seq", { startWith: 100001 });

/**
 * `draft`: priced by POST /admin/order, not placed (never counted by any limit);
 * then core's order-list statuses: received -> in_process -> processed -> shipped -> delivered,
 * or canceled.
 */
export const ORDER_STATUSES = ["draft", "received", "in_process", "processed", "shipped", "delivered", "canceled"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const orders = pgTable(
  "orders",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orderNr: text("order_nr").notNull().unique("orders_order_nr_unique"),
    organisationId: text("organisation_id")
      .notNull()
      .references(() => organisations.id),
    /** Placed-for: the company the order belongs to (and is shipped to). */
    custNo: text("cust_no")
      .notNull()
      .references(() => companies.custNo),
    /** Placed-by: the user who priced/placed it (a rep's id when ordering on behalf). */
    placedByUserId: integer("placed_by_user_id")
      .notNull()
      .references(() => users.id),
    /** True when placed by a sales rep/support agent for a company not their own. */
    onBehalf: boolean("on_behalf").notNull().default(false),
    /**
     * 'shop': an order of the shop's cart; 'patient_delivery': a Zoom! Delivered kit shipped to a
     * patient (its patient in `patient_deliveries`), which the shop's yearly limits do not count.
     */
    kind: text("kind").notNull().default("shop"),
    status: text("status").notNull().default("draft"),
    language: text("language").notNull().default("fr"),
    shippingMethod: text("shipping_method").notNull().default("Standard"),
    addressKey: text("address_key"),
    /** Core's ShippingAddress at the time of the order. */
    shippingAddress: jsonb("shipping_address").$type<Record<string, unknown>>(),
    couponCode: text("coupon_code"),
    paymentType: text("payment_type"),
    paymentMethod: text("payment_method"),
    subtotalCents: integer("subtotal_cents").notNull().default(0),
    discountCents: integer("discount_cents").notNull().default(0),
    shippingCents: integer("shipping_cents").notNull().default(0),
    taxCents: integer("tax_cents").notNull().default(0),
    totalCents: integer("total_cents").notNull().default(0),
    /** Idempotency-Key of the submit that placed the order; unique per company. */
    idempotencyKey: text("idempotency_key"),
    /** Hash of the submit body, to answer 422 when a used key comes with another body. */
    requestHash: text("request_hash"),
    /** The answer the submit gave, replayed for the same key and body. */
    submitResponse: jsonb("submit_response"),
    createdAt: createdAt(),
    /** When the order was placed (left draft); yearly counts use this. */
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    updatedAt: updatedAt(),
    /** The `sequence` of the order's latest domain event (events/record.ts): 0 before the first. */
    eventSequence: integer("event_sequence").notNull().default(0),
  },
  (table) => [
    check(
      "orders_status_check",
      sql`${table.status} IN ('draft', 'received', 'in_process', 'processed', 'shipped', 'delivered', 'canceled')`,
    ),
    check(
      "orders_amounts_check",
      sql`${table.subtotalCents} >= 0 AND ${table.discountCents} >= 0 AND ${table.shippingCents} >= 0 AND ${table.taxCents} >= 0 AND ${table.totalCents} >= 0`,
    ),
    check("orders_kind_check", sql`${table.kind} IN ('shop', 'patient_delivery')`),
    uniqueIndex("orders_company_idempotency_key_unique")
      .on(table.custNo, table.idempotencyKey)
      .where(sql`${table.idempotencyKey} IS NOT NULL`),
    index("orders_company_submitted_idx").on(table.custNo, table.submittedAt),
    // The integration API's order feed: a market's orders by last change (issue 34).
    index("orders_organisation_updated_idx").on(table.organisationId, table.updatedAt, table.id),
  ],
);

export const orderLines = pgTable(
  "order_lines",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** Position in the order, from 1. */
    lineNo: integer("line_no").notNull(),
    /** Cart line id: part_no, or the bundle id `package_skey_package_code_package_group_WebPartNbr`. */
    lineId: text("line_id").notNull(),
    partNo: text("part_no").notNull(),
    /** Product name at the time of the order, in the order's language. */
    name: text("name").notNull().default(""),
    quantity: integer("quantity").notNull(),
    /** What the customer asked for (may exceed `quantity` when stock was short). */
    quantityRequested: integer("quantity_requested"),
    unitPriceCents: integer("unit_price_cents").notNull(),
    discountCents: integer("discount_cents").notNull().default(0),
    totalCents: integer("total_cents").notNull(),
    promo: boolean("promo").notNull().default(false),
    bundleInfo: jsonb("bundle_info").$type<BundleInfoRow>(),
  },
  (table) => [
    uniqueIndex("order_lines_order_line_unique").on(table.orderId, table.lineId),
    // A company's units of some parts this year (orders-this-year.ts): order by order, only the
    // named parts. With part_no in the index the planner picks this path even on a table
    // grown since it was last analysed, instead of scanning every line (bench/, issue 6).
    index("order_lines_order_part_idx").on(table.orderId, table.partNo),
    check("order_lines_quantity_check", sql`${table.quantity} >= 0`),
    check("order_lines_amounts_check", sql`${table.unitPriceCents} >= 0 AND ${table.totalCents} >= 0`),
  ],
);

export const PAYMENT_PROVIDERS = ["card", "wallet"] as const;
export const PAYMENT_STATUSES = ["pending", "completed", "canceled"] as const;

/** Payments through the built-in test provider; a canceled payment is resumed with a new row. */
export const payments = pgTable(
  "payments",
  {
    /** Random id used in the payment page URL (/pay/{id}). */
    id: text("id").primaryKey(),
    orderNr: text("order_nr")
      .notNull()
      .references(() => orders.orderNr, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    status: text("status").notNull().default("pending"),
    amountCents: integer("amount_cents").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check("payments_provider_check", sql`${table.provider} IN ('card', 'wallet')`),
    check("payments_status_check", sql`${table.status} IN ('pending', 'completed', 'canceled')`),
    index("payments_order_idx").on(table.orderNr),
  ],
);

// --- Bookkeeping -------------------------------------------------------------------------

/** Every on-behalf action (and other actions worth keeping): who, what, for which company. */
export const audit = pgTable(
  "audit",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id").references(() => users.id),
    /** e.g. 'set_order_on_behalf', 'order.submit', 'order.price'. */
    action: text("action").notNull(),
    /** The company acted for, when on behalf. */
    onBehalfCustNo: text("on_behalf_cust_no"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [index("audit_user_at_idx").on(table.userId, table.at), index("audit_company_at_idx").on(table.onBehalfCustNo, table.at)],
);

export const OUTBOX_STATUSES = ["pending", "sent", "failed"] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/**
 * Every e-mail the shop sends, written to the database first, so nothing is lost while the mail
 * server is away. With `SMTP_URL` the delivery job (mail-delivery.ts, a job table:
 * jobs/columns.ts) sends each once: 'pending' -> 'sent', or 'failed' after the last try.
 * Without it they stay 'pending' and support staff read them (`proshop outbox`).
 */
export const outbox = pgTable(
  "outbox",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    toAddress: text("to_address").notNull(),
    /** e.g. 'password_reset', 'registration', 'question'. */
    kind: text("kind").notNull(),
    subject: text("subject").notNull(),
    bodyText: text("body_text").notNull(),
    bodyHtml: text("body_html"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** The market the mail belongs to: support agents of that market may read it. */
    organisationId: text("organisation_id").references(() => organisations.id, { onDelete: "set null" }),
    /** A scheduled report's run whose file goes with the message as an attachment (issue 15). */
    reportRunId: integer("report_run_id"),
    ...jobColumns(),
  },
  (table) => [
    index("outbox_to_created_idx").on(table.toAddress, table.createdAt),
    check("outbox_status_check", sql`${table.status} IN ('pending', 'sent', 'failed')`),
    // The delivery job's claim: due rows only.
    index("outbox_due_idx").on(table.runAfter, table.id).where(sql`${table.status} = 'pending'`),
    index("outbox_organisation_created_idx").on(table.organisationId, table.createdAt),
    // One message per recipient of a report's run, whatever retries happen (issue 15).
    uniqueIndex("outbox_report_run_recipient_unique").on(table.reportRunId, table.toAddress).where(sql`${table.reportRunId} IS NOT NULL`),
  ],
);

/** Single-use password reset tokens; only a hash of the token is stored. */
export const passwordResets = pgTable(
  "password_resets",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (table) => [index("password_resets_user_idx").on(table.userId)],
);

/**
 * Rate-limit buckets (auth/rate-limit.ts): one row per limited thing (an address, an account,
 * an account and address pair, a form token...) counting calls in a fixed window. A call
 * counts and reads its bucket in one `INSERT ... ON CONFLICT DO UPDATE ... RETURNING`, so
 * concurrent calls, on any instance, can never all see "below the limit".
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    /** `<kind>:<sha256 of what is limited>`: bounded length, and no e-mail address in clear. */
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    /** When this window ends (the count starts again from zero after it). */
    resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("rate_limits_reset_at_idx").on(table.resetAt)],
);

/** Server-wide settings shared by every instance (e.g. the JWT secret on PostgreSQL). */
export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: updatedAt(),
});

// --- Live carts --------------------------------------------------------------------------

/**
 * The latest cart recording of each company (core's `CartRecording`, as the client sent it
 * after decoding), so a representative or support agent can read what the customer sees. Last
 * write wins: one row per company, replaced by every PUT /admin/cart.
 */
export const liveCarts = pgTable(
  "live_carts",
  {
    custNo: text("cust_no")
      .primaryKey()
      .references(() => companies.custNo, { onDelete: "cascade" }),
    recording: jsonb("recording").$type<Record<string, unknown>>().notNull(),
    /** `recording.events.length`, kept so the metadata answer never reads the document. */
    eventCount: integer("event_count").notNull(),
    updatedAt: updatedAt(),
    /** Who stored it: the customer, or a representative or support agent acting on behalf. */
    updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
  },
  (table) => [check("live_carts_event_count_check", sql`${table.eventCount} >= 0`)],
);

// --- Content service ---------------------------------------------------------------------

export const CONTENT_TYPES = ["faq", "bundle"] as const;

/** The body of a content document (`data`). */
export interface ContentDocumentData {
  readonly title: string;
  /** Rich text as an HTML string. */
  readonly body: string;
  /** FAQ subject ('authentication', 'ordering', ...) or the bundle's package code. */
  readonly subject: string;
  readonly [extra: string]: unknown;
}

/** Documents of the headless-CMS mirror at /content/api/v2 (FAQ and bundle texts). */
export const contentDocuments = pgTable(
  "content_documents",
  {
    id: text("id").primaryKey(),
    uid: text("uid").notNull(),
    /** 'faq' | 'bundle'. */
    type: text("type").notNull(),
    /** 'fr-fr' | 'es-es' | 'nl-nl'. */
    lang: text("lang").notNull(),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    data: jsonb("data").$type<ContentDocumentData>().notNull(),
    firstPublicationDate: timestamp("first_publication_date", { withTimezone: true }).notNull().defaultNow(),
    lastPublicationDate: timestamp("last_publication_date", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("content_documents_type_lang_uid_unique").on(table.type, table.lang, table.uid),
    index("content_documents_lang_type_idx").on(table.lang, table.type),
  ],
);

// --- Saved lists (issue 17) -------------------------------------------------------------

/** One line of a saved list: a part number and its units. */
export interface SavedListLineRow {
  readonly part_no: string;
  readonly quantity: number;
}

/**
 * Carts saved as named lists for a company, to fill the cart from later: seen by the company's
 * users and the representatives who serve it. Names are unique per company, ignoring case.
 */
export const savedLists = pgTable(
  "saved_lists",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    custNo: text("cust_no")
      .notNull()
      .references(() => companies.custNo, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** The lines in their order (at most MAX_SAVED_LIST_LINES, checked by the contract). */
    lines: jsonb("lines").$type<SavedListLineRow[]>().notNull(),
    createdAt: createdAt(),
    /** Who saved it: a user of the company, or a representative or support agent acting on behalf. */
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
  },
  (table) => [
    uniqueIndex("saved_lists_company_name_unique").on(table.custNo, sql`lower(${table.name})`),
    check("saved_lists_name_check", sql`char_length(${table.name}) BETWEEN 1 AND 80`),
  ],
);

// --- Zoom! Delivered ---------------------------------------------------------------------

/**
 * The patient of a Zoom! Delivered order (issue 13): the order itself is a row of `orders`
 * (kind 'patient_delivery': number, lines, totals, idempotency, history), this row holds what
 * is about the patient, kept apart so it can be anonymised: `anonymiseDeliveredPatients` (server
 * zoom-delivered/retention.ts) clears every patient column some days after delivery and sets
 * `anonymised_at`. The CHECKs keep a row either complete or anonymised, never half of each.
 */
export const patientDeliveries = pgTable(
  "patient_deliveries",
  {
    orderId: integer("order_id")
      .primaryKey()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** The practice (placed-for), as on the order: the duplicate-scan rule looks up by it. */
    custNo: text("cust_no")
      .notNull()
      .references(() => companies.custNo),
    /** core's SCANNER_TYPES. */
    scanner: text("scanner").notNull(),
    /** The practice knowingly ordered again for a scan already delivered. */
    replacement: boolean("replacement").notNull().default(false),
    /** The earlier delivery of the same scan and kit that this one replaces, when there was one. */
    replacesOrderNr: text("replaces_order_nr"),
    /** core's ZoomDeliveredConsents as ticked. */
    consents: jsonb("consents").$type<Record<string, boolean>>().notNull(),
    /** ISO 3166 alpha-2 of the delivery address (not personal on its own: kept). */
    country: text("country").notNull(),
    // The patient: null once anonymised.
    scanId: text("scan_id"),
    /**
     * core's scanIdKey of `scan_id` (what the eye reads: invisible characters, look-alike dashes
     * and case folded), which the duplicate-scan rule compares; null once anonymised, and for
     * rows stored before it existed until the practice's next delivery keys them.
     */
    scanKey: text("scan_key"),
    firstName: text("first_name"),
    lastName: text("last_name"),
    street: text("street"),
    number: text("number"),
    zip: text("zip"),
    city: text("city"),
    state: text("state"),
    email: text("email"),
    phone: text("phone"),
    orderedAt: timestamp("ordered_at", { withTimezone: true }).notNull(),
    /** When the kit reached the patient, when fulfilment reports it; retention counts from it, else from `ordered_at`. */
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    anonymisedAt: timestamp("anonymised_at", { withTimezone: true }),
  },
  (table) => [
    check(
      "patient_deliveries_complete_or_anonymised",
      sql`(${table.anonymisedAt} IS NULL AND ${table.scanId} IS NOT NULL AND ${table.firstName} IS NOT NULL AND ${table.lastName} IS NOT NULL AND ${table.street} IS NOT NULL AND ${table.number} IS NOT NULL AND ${table.zip} IS NOT NULL AND ${table.city} IS NOT NULL AND ${table.state} IS NOT NULL AND ${table.email} IS NOT NULL AND ${table.phone} IS NOT NULL)
        OR (${table.anonymisedAt} IS NOT NULL AND ${table.scanId} IS NULL AND ${table.firstName} IS NULL AND ${table.lastName} IS NULL AND ${table.street} IS NULL AND ${table.number} IS NULL AND ${table.zip} IS NULL AND ${table.city} IS NULL AND ${table.state} IS NULL AND ${table.email} IS NULL AND ${table.phone} IS NULL)`,
    ),
    check("patient_deliveries_scan_key_anonymised", sql`${table.anonymisedAt} IS NULL OR ${table.scanKey} IS NULL`),
    // One delivery per scan and kit: the earlier deliveries of a practice's scan, by its key.
    index("patient_deliveries_scan_key_idx").on(table.custNo, table.scanKey),
    // The rows stored before scan_key existed, still to key (none once each practice ordered again):
    // without it, finding them would read every anonymised row of the practice on each delivery.
    index("patient_deliveries_unkeyed_idx").on(table.custNo).where(sql`${table.scanKey} IS NULL AND ${table.scanId} IS NOT NULL`),
    // The retention job's candidates: not yet anonymised, by the day retention counts from.
    index("patient_deliveries_retention_idx")
      .on(sql`coalesce(${table.deliveredAt}, ${table.orderedAt})`)
      .where(sql`${table.anonymisedAt} IS NULL`),
  ],
);

// --- Reporting (issue 14) ----------------------------------------------------------------

export * from "./reporting-schema.ts";
export * from "./report-schema.ts";

// --- Domain events and webhooks (issue 34) ----------------------------------------------

export * from "./events-schema.ts";

// --- Integration API (issue 34) -----------------------------------------------------------

export * from "./integration-schema.ts";

// --- Sessions ended one by one (issue 35) -------------------------------------------------

export * from "./session-schema.ts";
