import { writeFileSync } from "node:fs";
import { ApiCallFailed, CUSTOMER_NUMBER_HEADER, formatFileSize } from "@proshop/core";
import { commandContext } from "../command-context.ts";
import { refusedFailure, serverFailure, usageFailure } from "../errors.ts";
import type { ParsedCommand } from "../program.ts";
import { failureFromApi } from "../session/api-failure.ts";
import { requireSession } from "../session/session.ts";

/**
 * `proshop order invoice <order_nr> [--output file.pdf]`: the invoice the warehouse or ERP
 * uploaded for an order of the acting company (GET /admin/order/{order_nr}/invoice, issue 34),
 * written to a file. A PDF is bytes, not JSON, so this call goes around the typed API client;
 * its refusals still read as every other command's (failureFromApi).
 */
export const run = async (parsed: ParsedCommand): Promise<void> => {
  const context = commandContext(parsed);
  const { t } = context;
  const orderNr = parsed.args[0] ?? "";
  if (orderNr.trim() === "") throw usageFailure("cli.usage.missing_argument", { argument: "order_nr" });
  const output = typeof parsed.options["output"] === "string" && parsed.options["output"] !== "" ? parsed.options["output"] : defaultFileName(orderNr);
  const session = requireSession(context);
  const url = `${context.server.replace(/\/+$/, "")}/admin/order/${encodeURIComponent(orderNr)}/invoice`;
  let response: Response;
  try {
    response = await fetch(url, {
      headers: {
        authorization: `Bearer ${session.token}`,
        // A sales rep downloads the invoice of the company chosen with `proshop on-behalf`.
        ...(session.onBehalf === null ? {} : { [CUSTOMER_NUMBER_HEADER]: session.onBehalf.cust_no }),
        "accept-language": context.locale,
      },
    });
  } catch {
    throw serverFailure("cli.server.unreachable", { server: context.server });
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    // The same sentence for "no invoice yet" and "not this company's order": the server tells them apart no more than that.
    if (response.status === 404) throw refusedFailure("integration.invoice.not_found", { order_nr: orderNr }, { status: 404 });
    const code = (body as { error?: { code?: unknown } } | null)?.error?.code;
    throw failureFromApi(new ApiCallFailed({ status: response.status, body, messageId: typeof code === "string" && code !== "" ? code : "cli.server.failed" }), {
      server: context.server,
      t,
      locale: context.locale,
    });
  }
  const bytes = new Uint8Array(await response.arrayBuffer());
  writeFileSync(output, bytes);
  const document = { order_nr: orderNr, file: output, bytes: bytes.length, content_type: response.headers.get("content-type") };
  context.out.result(document, () => t("cli.orders.invoice_written", { order_nr: orderNr, file: output, size: formatFileSize(bytes.length, context.locale) }));
};

/** invoice-2026-000123.pdf: the order number kept to characters every file system takes. */
const defaultFileName = (orderNr: string): string => `invoice-${orderNr.replace(/[^A-Za-z0-9_-]/g, "")}.pdf`;
