import { Effect } from "effect";
import { HttpServerResponse } from "effect/http";
import { HttpApiBuilder } from "effect/http-api";
import { ShopApi } from "@proshop/core";
import { Db } from "../db/client.ts";
import { refuse } from "../errors.ts";
import { currentBuyer } from "../handlers/current-buyer.ts";
import { companyInvoice } from "./invoice.ts";

/**
 * GET /admin/order/{order_nr}/invoice (core's OrderInvoiceApi): the invoice of an order of the
 * active company, as every order call decides it (the user's own, or the office a sales rep
 * acts for); another company's order has none (404, like an unknown number).
 */
export const OrderInvoiceHandlers = HttpApiBuilder.group(
  ShopApi,
  "orderInvoice",
  Effect.fnUntraced(function* (handlers) {
    const db = yield* Db;
    return handlers.handle("getOrderInvoice", ({ params }) =>
      Effect.gen(function* () {
        const buyer = yield* currentBuyer(db);
        const pdf = yield* Effect.promise(() => companyInvoice(db, buyer.company.custNo, params.order_nr));
        if (pdf === null) return yield* refuse.notFound("integration.invoice.not_found", { order_nr: params.order_nr }, buyer.locale);
        // An attachment, never sniffed: whatever the uploader sent is not shown as a page of the shop.
        return HttpServerResponse.uint8Array(pdf, {
          contentType: "application/pdf",
          headers: {
            "content-disposition": `attachment; filename="invoice-${params.order_nr.replace(/[^A-Za-z0-9_-]/g, "")}.pdf"`,
            "x-content-type-options": "nosniff",
            "cache-control": "private, no-store",
          },
        });
      }),
    );
  }),
);
