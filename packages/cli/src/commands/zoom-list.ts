import { formatDateTime } from "@proshop/core";
import { loadActingCompany } from "../cart/live-cart.ts";
import { commandContext } from "../command-context.ts";
import { money } from "../output/market-money.ts";
import { renderTable } from "../output/table.ts";
import { terminalText } from "../output/terminal-text.ts";
import type { ParsedCommand } from "../program.ts";
import { callZoom } from "../zoom/client.ts";
import { parsePositive } from "./products.ts";

/**
 * `proshop zoom list [--page n] [--page-size n]`: patient deliveries, newest first
 * (GET /admin/zoom-delivered/deliveries): the acting practice's, or for a support agent who
 * chose no company every company of the markets they serve. Patient names only where the
 * server shows them (the practice, support: audited); a sales rep sees none.
 */
export const run = async (parsed: ParsedCommand): Promise<void> => {
  const context = commandContext(parsed);
  const { t } = context;
  const page = parsePositive("--page", parsed.options["page"]);
  const pageSize = parsePositive("--page-size", parsed.options["pageSize"]);
  // The totals in the market's currency (issue 35 item 20): the acting practice's, else the user's own.
  const { api, currency } = await loadActingCompany(context, "zoom list", { requireChosenCompany: false });
  try {
    const list = await callZoom(context, api, "zoom list", (zoom) =>
      zoom.listDeliveries({ ...(page === undefined ? {} : { page }), ...(pageSize === undefined ? {} : { pageSize }) }),
    );
    context.out.result(list, () => {
      if (list.deliveries.length === 0) return t("zoomDelivered.cli.none");
      const table = renderTable(
        [
          { header: t("webCart.orders.order_number"), keep: true },
          { header: t("webCart.orders.date") },
          { header: t("webCart.orders.status_label") },
          { header: t("zoomDelivered.cli.practice") },
          { header: t("zoomDelivered.cli.patient") },
          { header: t("webCart.cart.product") },
          { header: t("webCart.orders.total"), align: "right" },
        ],
        list.deliveries.map((delivery) => [
          delivery.order_nr + (delivery.replacement ? ` (${t("zoomDelivered.cli.replacement")})` : ""),
          formatDateTime(delivery.date, context.locale),
          t(`webCart.orders.status.${delivery.status}`),
          `${terminalText(delivery.practice.name)} (${delivery.practice.cust_no})`,
          delivery.patient_name !== null
            ? terminalText(delivery.patient_name)
            : delivery.anonymised
              ? t("zoomDelivered.cli.anonymised")
              : t("zoomDelivered.cli.hidden"),
          delivery.products.map((product) => `${product.quantity} × ${terminalText(product.name)}`).join(", "),
          money({ ...context, currency }, delivery.total),
        ]),
      );
      const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
      return `${table}\n\n${t("cli.orders.page", { page: list.page, pages, total: list.total })}`;
    });
  } finally {
    await api.dispose();
  }
};
