import { Schema } from "effect";
import { HttpApi, HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from "effect/http-api";
import { ADMIN_PREFIX } from "./admin.ts";
import { ApiPayloadTooLarge } from "./carts.ts";
import { ApiRefusals } from "./errors.ts";
import {
  INTEGRATION_EVENTS_MAX_LIMIT,
  IntegrationEventsPage,
  IntegrationEventsQuery,
  IntegrationKeyCreate,
  IntegrationKeyCreated,
  IntegrationKeyList,
  IntegrationKeyListQuery,
  IntegrationKeyRecord,
  IntegrationOrder,
  IntegrationOrderPage,
  IntegrationOrdersQuery,
  InvoiceUploadAnswer,
  MAX_INVOICE_BYTES,
  MAX_STOCK_LINES,
  StatusReport,
  StatusReportAnswer,
  StockUpdate,
  StockUpdateAnswer,
} from "./integration-bodies.ts";
import { IntegrationAuthorization } from "./integration-security.ts";
import { SessionAuthorization } from "./security.ts";
import { checkedBody } from "./text.ts";

/*
 * The integration API (issue 34): a warehouse or ERP of one market pulls the orders and reports
 * back what happened to them (status, shipments with tracking, invoices) and the stock, with a
 * machine key (integration-security.ts). Support manages the keys under /admin.
 */

export const INTEGRATION_PREFIX = "/integration/v1";

const describe = (description: string) => OpenApi.annotations({ description });
const orderNrParam = { order_nr: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(32)) };
/** Like the shop's submit: a retry with the same key and body answers the same; another body is 422. */
const idempotencyHeaders = { "idempotency-key": Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(200)) };
/** The invoice as sent: the PDF's bytes, as application/pdf or application/octet-stream. */
const invoiceBytes = [
  Schema.Uint8Array.pipe(HttpApiSchema.asUint8Array({ contentType: "application/pdf" })),
  Schema.Uint8Array.pipe(HttpApiSchema.asUint8Array({ contentType: "application/octet-stream" })),
];
const SCOPE = (scope: string) => `Scope \`${scope}\`.`;
const MARKET = "Another market's order does not exist for the key (404).";

export class IntegrationApi extends HttpApiGroup.make("integration")
  .add(
    HttpApiEndpoint.get("listIntegrationEvents", "/events", { query: IntegrationEventsQuery, success: IntegrationEventsPage, error: ApiRefusals })
      .middleware(IntegrationAuthorization)
      .annotateMerge(
        describe(
          `The market's domain events, the same the webhooks push (JSON Schema at /admin/events.schema.json), oldest first, after \`after\` (the previous page's \`next_cursor\`; absent: the oldest kept, at least 30 days), at most \`limit\` (default 100, at most ${INTEGRATION_EVENTS_MAX_LIMIT}). The cursor never skips an event, even one committed late; an order's events carry its \`sequence\`. ${SCOPE("events:read")}`,
        ),
      ),
    HttpApiEndpoint.get("listIntegrationOrders", "/orders", { query: IntegrationOrdersQuery, success: IntegrationOrderPage, error: ApiRefusals })
      .middleware(IntegrationAuthorization)
      .annotateMerge(
        describe(
          `The market's placed orders by last change, oldest first: \`status\` filters, \`updated_after\` starts after an instant, \`cursor\` (the previous page's \`next_cursor\`) continues. Keep the last \`next_cursor\` to poll for changes. ${SCOPE("orders:read")}`,
        ),
      ),
    HttpApiEndpoint.get("getIntegrationOrder", "/orders/:order_nr", { params: orderNrParam, success: IntegrationOrder, error: ApiRefusals })
      .middleware(IntegrationAuthorization)
      .annotateMerge(
        describe(
          `One order: lines with shipped units, ship-to, customer number, payment, who placed it for whom, status history, shipments and invoice. A Zoom! Delivered order carries no patient data (no ship-to). ${MARKET} ${SCOPE("orders:read")}`,
        ),
      ),
    HttpApiEndpoint.post("reportOrderStatus", "/orders/:order_nr/status", {
      params: orderNrParam,
      headers: idempotencyHeaders,
      payload: checkedBody(StatusReport),
      success: StatusReportAnswer,
      error: ApiRefusals,
    })
      .middleware(IntegrationAuthorization)
      .annotateMerge(
        describe(
          `Reports what happened to the order. Allowed: received -> in_process -> processed -> shipped -> delivered, skipping steps forward; delivered only after shipped; canceled only before shipped (gives back the stock and the company's yearly order); shipped again for a further shipment. A refused transition is 409 \`integration.status.not_allowed\` naming \`from\` and \`to\`. \`shipped\` may carry \`tracking\` and \`lines\` (units of this shipment, added to earlier ones; without lines: everything not shipped yet). Needs \`Idempotency-Key\`: the same key and body answer the same, the key with another body is 422. ${MARKET} ${SCOPE("orders:write")}`,
        ),
      ),
    HttpApiEndpoint.put("putOrderInvoice", "/orders/:order_nr/invoice", {
      params: orderNrParam,
      payload: invoiceBytes,
      success: InvoiceUploadAnswer,
      error: [...ApiRefusals, ApiPayloadTooLarge],
    })
      .middleware(IntegrationAuthorization)
      .annotateMerge(
        describe(
          `The order's invoice, a PDF of at most ${MAX_INVOICE_BYTES} bytes (413 above), checked by its bytes (400 \`integration.invoice.not_pdf\` otherwise), replacing any earlier one; the customer downloads it from the order. ${MARKET} ${SCOPE("orders:write")}`,
        ),
      ),
    HttpApiEndpoint.put("putStock", "/stock", {
      payload: checkedBody(StockUpdate),
      success: StockUpdateAnswer,
      error: [...ApiRefusals, ApiPayloadTooLarge],
    })
      .middleware(IntegrationAuthorization)
      .annotateMerge(
        describe(
          `Sets the stock (and optionally the availability date) of up to ${MAX_STOCK_LINES} parts of the market in one transaction; part numbers the market does not have are listed in \`unknown\` and not applied; a part named twice is 400. ${SCOPE("stock:write")}`,
        ),
      ),
  )
  .prefix(INTEGRATION_PREFIX)
  .annotate(HttpApi.QueryParseOptions, { onExcessProperty: "error" })
  .annotateMerge(
    OpenApi.annotations({
      title: "Integration",
      description:
        "For a market's warehouse or ERP (issue 34), with a machine key of that market (security scheme `integrationKey`): pull orders, report status, shipments, invoices and stock.",
    }),
  ) {}

/**
 * Machine keys, for support agents of the key's market only (403 `integration.keys.not_allowed`
 * otherwise); a key of a market the agent does not serve answers 404 like an unknown id.
 */
export class IntegrationKeysApi extends HttpApiGroup.make("integrationKeys")
  .add(
    HttpApiEndpoint.post("createIntegrationKey", "/integration/keys", {
      payload: checkedBody(IntegrationKeyCreate),
      success: IntegrationKeyCreated.pipe(HttpApiSchema.status(201)),
      error: ApiRefusals,
    })
      .middleware(SessionAuthorization)
      .annotateMerge(describe("Creates a key of a market the agent serves, with its scopes; the answer's `key` is shown this once (only its hash is kept). Audited.")),
    HttpApiEndpoint.get("listIntegrationKeys", "/integration/keys", { query: IntegrationKeyListQuery, success: IntegrationKeyList, error: ApiRefusals })
      .middleware(SessionAuthorization)
      .annotateMerge(describe("The keys of the markets the agent serves (or of `market`), newest first, with when each was last used.")),
    HttpApiEndpoint.delete("revokeIntegrationKey", "/integration/keys/:id", {
      params: { id: Schema.NumberFromString.check(Schema.isInt(), Schema.isGreaterThanOrEqualTo(1)) },
      success: IntegrationKeyRecord,
      error: ApiRefusals,
    })
      .middleware(SessionAuthorization)
      .annotateMerge(describe("Revokes the key at once (its next call is 401); revoking it again changes nothing. Audited.")),
  )
  .prefix(ADMIN_PREFIX)
  .annotateMerge(OpenApi.annotations({ title: "Integration keys", description: "Machine keys of the integration API, managed by the market's support (issue 34)." })) {}
