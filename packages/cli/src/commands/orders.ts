import { formatDateTime, formatEuros } from "@proshop/core";
import { loadActingCompany } from "../cart/live-cart.ts";
import { commandContext } from "../command-context.ts";
import { renderTable } from "../output/table.ts";
import type { ParsedCommand } from "../program.ts";
import { parsePositive } from "./products.ts";

/** `proshop orders [--page n] [--page-size n]`: the acting company's placed orders, newest first (GET /admin/order). */
export const run = async (parsed: ParsedCommand): Promise<void> => {
  const context = commandContext(parsed);
  const { t } = context;
  const page = parsePositive("--page", parsed.options["page"]);
  const pageSize = parsePositive("--page-size", parsed.options["pageSize"]);
  const { api } = await loadActingCompany(context, "orders");
  try {
    const list = await api.call(t("cli.progress.loading"), (client) =>
      client.listOrders({ ...(page === undefined ? {} : { page }), ...(pageSize === undefined ? {} : { pageSize }) }),
    );
    context.out.result(list, () => {
      if (list.orders.length === 0) return t("cli.orders.none");
      const table = renderTable(
        [
          { header: t("webCart.orders.order_number") },
          { header: t("webCart.orders.date") },
          { header: t("webCart.orders.status_label") },
          { header: t("webCart.orders.items"), align: "right" },
          { header: t("webCart.orders.total"), align: "right" },
          { header: t("webCart.orders.ship_to") },
        ],
        list.orders.map((order) => [
          order.order_number,
          formatDateTime(order.date, context.locale),
          t(`webCart.orders.status.${order.status}`),
          String(order.number_of_items),
          formatEuros(order.total_amount, context.locale),
          order.ship_to,
        ]),
      );
      const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
      return `${table}\n\n${t("cli.orders.page", { page: list.page, pages, total: list.total })}`;
    });
  } finally {
    await api.dispose();
  }
};
