import { Schema } from "effect";
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from "effect/http-api";
import { ADMIN_PREFIX } from "./admin.ts";
import { ApiRefusals } from "./errors.ts";
import { SessionAuthorization } from "./security.ts";

/**
 * The customer's side of invoices (issue 34): GET /admin/order/{order_nr}/invoice, for the company
 * the order is for (the active company, as every order call), answered as a PDF attachment. A
 * group of its own beside the shop's order calls; in the shop's calls (shop-calls.ts), so that
 * `ApiClient` downloads it with the session's token and acting customer, without the weight of
 * the integration API's contract.
 */
export class OrderInvoiceApi extends HttpApiGroup.make("orderInvoice")
  .add(
    HttpApiEndpoint.get("getOrderInvoice", "/order/:order_nr/invoice", {
      params: { order_nr: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(32)) },
      success: Schema.Uint8Array.pipe(HttpApiSchema.asUint8Array({ contentType: "application/pdf" })),
      error: ApiRefusals,
    })
      .middleware(SessionAuthorization)
      .annotateMerge(
        OpenApi.annotations({
          description:
            "The order's invoice (PDF, as an attachment), uploaded by the warehouse or ERP; 404 `integration.invoice.not_found` until there is one, or for another company's order.",
        }),
      ),
  )
  .prefix(ADMIN_PREFIX)
  .annotateMerge(OpenApi.annotations({ title: "Order invoices", description: "The invoice of an order, for its customer (issue 34)." })) {}
