import {
  COUPON_FAILURE_CODES,
  couponFailureMessageId,
  LIMIT_CODES,
  REGISTER_EMAIL_NOT_UNIQUE,
  VALIDATION_MESSAGES,
  ZOOM_VALIDATION_MESSAGES,
  type CouponFailureCode,
  type LimitCode,
} from "@proshop/core";

/*
 * Every `code` a refusal of this server can carry. The refusal helpers of errors.ts accept
 * only these (the type below), so a new code cannot be answered before it is listed here, and
 * a test checks each has its words in core's catalogue in fr, es, nl and en.
 *
 * Most codes are message ids themselves (the contract's convention); limit and coupon codes
 * are core's own, worded under `limits.<code>.*` and `cart.coupon.*`.
 */

/** The order calls' own refusals (orders/refusals.ts), worded by core's `orders.*` messages. */
export const ORDER_REFUSAL_CODES = [
  "orders.account_not_validated",
  "orders.license_not_approved",
  "orders.license_refused",
  "orders.company_not_chosen",
  "orders.not_found",
  "orders.empty",
  "orders.already_placed",
  "orders.idempotency_key_reused",
  "orders.price_changed",
  "orders.total_changed",
  "orders.shipping_changed",
  "orders.stock_changed",
  "orders.payment_not_online",
  "orders.payment_completed",
] as const;
export type OrderRefusalCode = (typeof ORDER_REFUSAL_CODES)[number];

/** The Zoom! Delivered calls' own refusals (zoom-delivered/), worded by core's `zoomDelivered.*` messages. */
export const ZOOM_DELIVERED_REFUSAL_CODES = [
  "zoomDelivered.not_eligible",
  "zoomDelivered.kit_unknown",
  "zoomDelivered.out_of_stock",
  "zoomDelivered.duplicate_scan",
  "zoomDelivered.nothing_to_replace",
  "zoomDelivered.not_found",
  // core's Zoom! Delivered checks (postal code and phone of the country, a product chosen twice).
  ...Object.values(ZOOM_VALIDATION_MESSAGES),
] as const;
export type ZoomDeliveredRefusalCode = (typeof ZOOM_DELIVERED_REFUSAL_CODES)[number];
/** The reporting area's own refusals (reporting/), worded by core's `reporting.*` messages. */
export const REPORTING_REFUSAL_CODES = [
  "session.login.blocked",
  "reporting.account.no_access",
  "reporting.account.reporting_only",
  "reporting.account.too_many_links",
  "reporting.account.too_many_created",
  "reporting.level.forbidden",
  "reporting.level.grant",
  "reporting.level.out_of_reach",
  "reporting.level.own",
  "reporting.level.licences",
  "reporting.level.company",
  "reporting.not_found.location",
  "reporting.not_found.device",
  "reporting.not_found.user",
  "reporting.not_found.company",
  "reporting.conflict.location_has_devices",
  "reporting.conflict.company_not_empty",
  "reporting.conflict.company_exists",
  "reporting.conflict.email_taken",
  "reporting.device.token_invalid",
  "reporting.ingest.too_many_events",
  "reporting.ingest.at_invalid",
  "reporting.counts.range",
  "reporting.counts.too_many_buckets",
  "reporting.counts.list",
  "reporting.counts.kind",
  "reporting.counts.date",
  "reporting.counts.no_location",
  "reporting.counts.too_many_locations",
  "reporting.field.time_zone",
  "reporting.field.time_zone_whole_hours",
  "reporting.field.date",
  "reporting.field.time_of_day",
  "reporting.field.same_hours",
  "reporting.field.balance_order",
  "reporting.field.image",
  "reporting.field.whole_number",
  "reporting.field.market",
  // Scheduled reports (issue 15).
  "reports.not_found",
  "reports.changed",
  "reports.too_many_sends",
  "reports.too_many_recipients",
  "reports.busy",
  "reports.too_large",
  "reports.too_many",
  "reports.unsupported",
  "reports.field.unsupported",
  "reports.field.recipient",
  "reports.field.adhoc_end_date",
  "reports.field.custom_start",
  "reports.field.date_order",
  // Public occupancy (issue 36).
  "publicPage.not_found",
  "publicPage.too_many_requests",
  "publicSettings.field.embed_origin",
  "publicSettings.field.embed_origins_too_many",
  // Alerts (issue 36).
  "alerts.field.expected_interval",
  "alerts.too_many_recipients",
] as const;

/** The integration API's own refusals (integration/, issue 34), worded by core's `integration.*` messages. */
export const INTEGRATION_REFUSAL_CODES = [
  "integration.key_invalid",
  "integration.scope_missing",
  "integration.order_not_found",
  "integration.status.not_allowed",
  "integration.status.shipped_only",
  "integration.status.at_in_future",
  "integration.shipment.unknown_part",
  "integration.shipment.too_many",
  "integration.shipment.nothing_left",
  "integration.stock.duplicate_part",
  "integration.invoice.not_pdf",
  "integration.invoice.not_found",
  "integration.keys.not_allowed",
  "integration.keys.market_not_served",
  "integration.keys.not_found",
] as const;

/** Codes that are message ids of core's catalogue. */
export const MESSAGE_REFUSAL_CODES = [
  // Refused before any handler (errors.ts, web.ts).
  "request.invalid",
  "request.too_large",
  "request.not_found",
  "request.unreadable",
  "request.unsupported_media_type",
  "request.refused",
  "server.error",
  "server.busy",
  "server.unavailable",
  "server.stopping",
  "config.hostname_unknown",
  // Sessions and order on behalf (auth/middleware.ts, handlers).
  "session.expired",
  "session.login.failed",
  "session.login.too_many_attempts",
  "order_on_behalf.not_allowed",
  "order_on_behalf.company_not_allowed",
  "order_on_behalf.unknown_company",
  // Forms and accounts.
  "form.token_invalid",
  "form.token_used",
  "form.too_many_requests",
  "reset.too_many_requests",
  "account.too_many_attempts",
  "prefill.token_invalid",
  "reset.token_invalid",
  "account.current_password_wrong",
  "password.too_short",
  "password.too_long",
  "password.too_common",
  "password.contains_email",
  REGISTER_EMAIL_NOT_UNIQUE,
  // Live carts (handlers/carts.ts).
  "liveCart.not_found",
  "liveCart.company_mismatch",
  "liveCart.too_many_events",
  "liveCart.version_stale",
  "liveCart.version_required",
  "cart.recording.malformed",
  "cart.recording.unsupported_version",
  // Saved lists (handlers/saved-lists.ts).
  "savedList.not_found",
  "savedList.name_taken",
  "savedList.too_many",
  "savedList.unknown_product",
  // The outbox (handlers/outbox.ts).
  "outbox.not_allowed",
  "outbox.not_found",
  // Company membership and account approvals (auth/membership.ts, handlers/accounts.ts; issues 11, 12).
  "membership.unconfirmed",
  "membership.other_market",
  "invitation.not_allowed",
  "invitation.token_invalid",
  "invitation.too_many_requests",
  "accounts.not_allowed",
  "accounts.not_found",
  "accounts.reason_required",
  "accounts.already_decided",
  "accounts.choose_by_email",
  "accounts.amount_invalid",
  "accounts.organisation_not_found",
  // A host's maintenance and a company's users for support (issue 35 items 1 and 7).
  "supportTools.host_not_found",
  "supportTools.company_users_not_allowed",
  // Webhooks (webhooks/, issue 34).
  "webhooks.not_allowed",
  "webhooks.not_found",
  "webhooks.market_not_allowed",
  "webhooks.url_invalid",
  "webhooks.url_not_https",
  "webhooks.url_private",
  "webhooks.too_many",
  "webhooks.endpoint_disabled",
  // The reporting area (reporting/, issue 14).
  ...REPORTING_REFUSAL_CODES,
  // core's form validators (invalidFields).
  ...Object.values(VALIDATION_MESSAGES),
  ...ORDER_REFUSAL_CODES,
  ...ZOOM_DELIVERED_REFUSAL_CODES,
  ...INTEGRATION_REFUSAL_CODES,
] as const;
export type MessageRefusalCode = (typeof MESSAGE_REFUSAL_CODES)[number];

export type RefusalCode = MessageRefusalCode | LimitCode | CouponFailureCode;

/** Every code the server can answer. */
export const REFUSAL_CODES: ReadonlyArray<RefusalCode> = [...MESSAGE_REFUSAL_CODES, ...LIMIT_CODES, ...COUPON_FAILURE_CODES];

const messageCodes: ReadonlySet<string> = new Set(MESSAGE_REFUSAL_CODES);

/** True when `id` (a validator's message id, say) is one of the message codes above. */
export const isMessageRefusalCode = (id: string): id is MessageRefusalCode => messageCodes.has(id);

const limitCodes: ReadonlySet<string> = new Set(LIMIT_CODES);
const couponCodes: ReadonlySet<string> = new Set(COUPON_FAILURE_CODES);

/** The message ids of core's catalogue that word a refusal with this code. */
export const refusalMessageIds = (code: RefusalCode): ReadonlyArray<string> =>
  limitCodes.has(code)
    ? [`limits.${code}.title`, `limits.${code}.detail`]
    : couponCodes.has(code)
      ? [couponFailureMessageId(code as CouponFailureCode)]
      : [code];
