import { shopOpenApi } from "../api.ts";

/*
 * The calls the contract must have, as method and OpenAPI path, and a reader of one operation
 * of the generated document: shared by the contract's tests.
 */

/** Every call of SPEC 7, under the admin and auth prefixes. */
export const SPEC_CALLS = [
  ["get", "/admin/user/me"],
  ["put", "/admin/user/me"],
  ["get", "/admin/product"],
  ["get", "/admin/category"],
  ["get", "/admin/config_for_hostname/{hostname}"],
  ["post", "/admin/set_order_on_behalf"],
  ["post", "/admin/user"],
  ["post", "/admin/question"],
  ["post", "/auth/login"],
  ["post", "/auth/prefill"],
  ["post", "/auth/reset"],
  ["post", "/auth/forgot"],
] as const;

/** The order calls the server work designed (SPEC 7 leaves them out). */
export const ORDER_CALLS = [
  ["post", "/admin/order"],
  ["post", "/admin/order/{order_nr}/submit"],
  ["post", "/admin/order/{order_nr}/payment"],
  ["get", "/admin/order"],
  ["get", "/admin/order/{order_nr}"],
  ["get", "/admin/coupon/{code}"],
  ["get", "/admin/shipping_method"],
] as const;

/** The live-cart calls of issue 5. */
export const CART_CALLS = [
  ["put", "/admin/cart"],
  ["get", "/admin/cart"],
  ["get", "/admin/cart/{cust_no}"],
] as const;

/** The saved-list calls of issue 17. */
export const SAVED_LIST_CALLS = [
  ["get", "/admin/saved_list"],
  ["post", "/admin/saved_list"],
  ["get", "/admin/saved_list/{id}"],
  ["delete", "/admin/saved_list/{id}"],
] as const;

/** The outbox calls of issue 12 (support agents read the shop's e-mails). */
export const OUTBOX_CALLS = [
  ["get", "/admin/outbox"],
  ["get", "/admin/outbox/{id}"],
] as const;

/** Log-out (issue 11) and the account approvals, maintenance and invitation calls (issue 12). */
export const ACCOUNT_CALLS = [
  ["post", "/auth/logout"],
  ["post", "/auth/logout/everywhere"],
  ["get", "/admin/accounts/pending"],
  ["post", "/admin/accounts/approve"],
  ["post", "/admin/accounts/refuse"],
  ["put", "/admin/accounts/max_order_amount"],
  ["put", "/admin/organisation/{organisation}/maintenance"],
  // A host's maintenance and a company's users for support (issue 35 items 7 and 1).
  ["put", "/admin/hostname/{hostname}/maintenance"],
  ["get", "/admin/company/{cust_no}/users"],
  ["post", "/admin/invitation"],
] as const;

/** The Zoom! Delivered calls of issue 13. */
export const ZOOM_DELIVERED_CALLS = [
  ["get", "/admin/zoom-delivered/kits"],
  ["post", "/admin/zoom-delivered/deliveries"],
  ["get", "/admin/zoom-delivered/deliveries"],
  ["get", "/admin/zoom-delivered/deliveries/{order_nr}"],
] as const;

/** The people-counting and library reporting calls of issue 14 (paths integrators rely on). */
export const REPORTING_CALLS = [
  ["get", "/reporting/api/me"],
  ...(["locations", "devices", "users", "companies", "reports"] as const).flatMap((plural) => [
    ["get", `/reporting/api/${plural}`] as const,
    ["post", `/reporting/api/${plural}`] as const,
    ["get", `/reporting/api/${plural}/{id}`] as const,
    ["put", `/reporting/api/${plural}/{id}`] as const,
    ["delete", `/reporting/api/${plural}/{id}`] as const,
  ]),
  ["get", "/reporting/api/locations/{id}/occupancy"],
  // Expected occupancy of a day by hour (issue 36).
  ["get", "/reporting/api/locations/{id}/expected"],
  ["post", "/reporting/api/devices/{id}/token"],
  ["get", "/reporting/api/devices/me/config"],
  ["post", "/reporting/api/ingest"],
  ["get", "/reporting/api/counts"],
  ["get", "/reporting/api/live"],
  // Scheduled reports (issue 15).
  ["post", "/reporting/api/reports/{id}/run"],
  ["post", "/reporting/api/reports/{id}/send"],
  ["post", "/reporting/api/reports/nightly"],
  // A location's public occupancy, without log-in (issue 36).
  ["get", "/reporting/api/public/{slug}"],
  // A location's alert history (issue 36).
  ["get", "/reporting/api/locations/{id}/alerts"],
] as const;

/** The integration API of issue 34 (machine keys), support's keys and the customer's invoice. */
export const INTEGRATION_CALLS = [
  ["get", "/integration/v1/events"],
  ["get", "/integration/v1/orders"],
  ["get", "/integration/v1/orders/{order_nr}"],
  ["post", "/integration/v1/orders/{order_nr}/status"],
  ["put", "/integration/v1/orders/{order_nr}/invoice"],
  ["put", "/integration/v1/stock"],
] as const;
export const INTEGRATION_KEY_CALLS = [
  ["post", "/admin/integration/keys"],
  ["get", "/admin/integration/keys"],
  ["delete", "/admin/integration/keys/{id}"],
  ["get", "/admin/order/{order_nr}/invoice"],
] as const;

/** Webhook endpoints of a market, managed by its support staff (issue 34). */
export const WEBHOOK_CALLS = [
  ["get", "/admin/webhooks"],
  ["post", "/admin/webhooks"],
  ["get", "/admin/webhooks/{id}/deliveries"],
  ["post", "/admin/webhook-deliveries/{id}/redeliver"],
  ["post", "/admin/webhooks/{id}/test"],
  ["post", "/admin/webhooks/{id}/rotate-secret"],
  ["post", "/admin/webhooks/{id}/disable"],
  ["post", "/admin/webhooks/{id}/enable"],
] as const;

/** Reporting calls made by devices with their own token; every other one takes a reporting account's session. */
export const DEVICE_CALLS = ["/reporting/api/ingest", "/reporting/api/devices/me/config"] as const;

export type Operation = {
  readonly security?: ReadonlyArray<Record<string, ReadonlyArray<string>>>;
  readonly responses: Record<string, unknown>;
  readonly parameters?: ReadonlyArray<{ readonly name: string; readonly in: string; readonly required?: boolean }>;
  readonly requestBody?: unknown;
};

/** The operation of the generated OpenAPI document at `method path`, if any. */
export const operation = (method: string, path: string): Operation | undefined =>
  (shopOpenApi().paths[path] as Record<string, Operation> | undefined)?.[method];
