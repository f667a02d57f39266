import { formatDateTime } from "@proshop/core";
import { loadActingCompany } from "../cart/live-cart.ts";
import { money } from "../output/market-money.ts";
import { commandContext } from "../command-context.ts";
import { parcelLine, shippedTotals, statusWithShipped } from "../output/order-fulfilment.ts";
import { renderPairs, renderTable } from "../output/table.ts";
import type { ParsedCommand } from "../program.ts";
import { parsePositive } from "./products.ts";

/**
 * `proshop orders [--page n] [--page-size n]`: the acting company's placed orders, newest first
 * (GET /admin/order), each with its status ("x of y shipped" while partly shipped) and whether
 * its invoice is there; under the table, the tracking of the orders shipped (issue 34).
 */
export const run = async (parsed: ParsedCommand): Promise<void> => {
  const context = commandContext(parsed);
  const { t } = context;
  const page = parsePositive("--page", parsed.options["page"]);
  const pageSize = parsePositive("--page-size", parsed.options["pageSize"]);
  const { api, currency } = await loadActingCompany(context, "orders");
  try {
    const list = await api.call(t("cli.progress.loading"), (client) =>
      client.listOrders({ ...(page === undefined ? {} : { page }), ...(pageSize === undefined ? {} : { pageSize }) }),
    );
    context.out.result(list, () => {
      if (list.orders.length === 0) return t("cli.orders.none");
      const words = { t, locale: context.locale };
      const table = renderTable(
        [
          { header: t("webCart.orders.order_number") },
          { header: t("webCart.orders.date") },
          { header: t("webCart.orders.status_label") },
          { header: t("webCart.orders.items"), align: "right" },
          { header: t("webCart.orders.total"), align: "right" },
          { header: t("webCart.orders.ship_to") },
          { header: t("cli.orders.invoice") },
        ],
        list.orders.map((order) => [
          order.order_number,
          formatDateTime(order.date, context.locale),
          statusWithShipped(words, order.status, shippedTotals(order.products)),
          String(order.number_of_items),
          money({ ...context, currency }, order.total_amount),
          order.ship_to,
          order.invoice === null || order.invoice === undefined ? "-" : "PDF",
        ]),
      );
      // Tracking pages are long: one line per shipment under the table rather than a column.
      const tracked = list.orders.flatMap((order) => (order.shipments ?? []).map((shipment) => [order.order_number, parcelLine(words, shipment)] as const));
      const tracking = tracked.length === 0 ? "" : `\n\n${context.out.colours.bold(t("cli.orders.tracking"))}\n${renderPairs(tracked)}`;
      const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
      return `${table}${tracking}\n\n${t("cli.orders.page", { page: list.page, pages, total: list.total })}`;
    });
  } finally {
    await api.dispose();
  }
};
