import { formatDateTime, partlyShipped } from "@proshop/core";
import { loadActingCompany } from "../cart/live-cart.ts";
import { money as marketMoney } from "../output/market-money.ts";
import { commandContext } from "../command-context.ts";
import { invoiceText, isPartlyShipped, shippedTotals, statusWithShipped, timelineLines } from "../output/order-fulfilment.ts";
import { renderPairs, renderTable } from "../output/table.ts";
import type { ParsedCommand } from "../program.ts";

/**
 * `proshop order <order_nr>`: one order of the acting company (GET /admin/order/{order_nr}; another
 * company's is 404, exit 1), with what the warehouse reported (issue 34): its timeline with dates
 * and tracking, the units shipped of each line while it is partly shipped, and its invoice.
 */
export const run = async (parsed: ParsedCommand): Promise<void> => {
  const context = commandContext(parsed);
  const { t } = context;
  const orderNr = parsed.args[0] ?? "";
  const { api, currency } = await loadActingCompany(context, "order");
  try {
    const order = await api.call(t("cli.progress.loading"), (client) => client.getOrder(orderNr));
    const money = (cents: number) => marketMoney({ ...context, currency }, cents);
    const words = { t, locale: context.locale };
    const totals = shippedTotals(order.lines);
    const partly = isPartlyShipped(totals);
    const placed = order.status !== "draft";
    const hasShipments = (order.shipments ?? []).length > 0 || totals.units > 0;
    // "1 of 2 shipped" for a line not all gone, nothing for a line shipped whole (the web's words).
    const shippedOfLine = (line: { readonly quantity: number; readonly shipped?: number | undefined }): string => {
      const part = partlyShipped(line, hasShipments);
      return part === null ? "" : t("orderTracking.shipped_of", { units: part.shipped, ordered: part.ordered });
    };
    context.out.result(order, () =>
      [
        context.out.colours.bold(t("webCart.orders.detail_title", { order_nr: order.order_nr })),
        "",
        renderPairs([
          [t("webCart.orders.status_label"), statusWithShipped(words, order.status, totals)],
          [t("webCart.orders.date"), order.date === null ? "-" : formatDateTime(order.date, context.locale, { withTime: true })],
          [t("cli.whoami.company"), `${order.placed_for.name} (${order.placed_for.cust_no})`],
          [t("cli.orders.placed_by"), `${order.placed_by.user_id}${order.placed_by.on_behalf ? ` (${t("cli.orders.on_behalf")})` : ""}`],
          [t("webCart.orders.shipping_method"), order.shipping_method],
          ...(order.payment === null
            ? []
            : [[t("webCart.orders.payment"), `${t(`checkout.payment.method.${order.payment.method}`)}${order.payment.status === null ? "" : `, ${t(`webCart.orders.payment_status.${order.payment.status}`)}`}`] as const]),
          ...(order.code === null ? [] : [[t("cart.coupon.label"), order.code] as const]),
          ...(placed ? [[t("cli.orders.invoice"), invoiceText(words, order.order_nr, order.invoice)] as const] : []),
        ]),
        ...(order.status === "draft"
          ? []
          : ["", context.out.colours.bold(t("orderTracking.timeline", { order_nr: order.order_nr })), ...timelineLines(words, order.status, order.history ?? [], order.shipments ?? [])]),
        "",
        renderTable(
          [
            { header: t("cli.cart.part_no") },
            { header: t("webCart.cart.product") },
            { header: t("cart.quantity"), align: "right" },
            // Only while partly shipped: before, nothing has left; after, everything has.
            ...(partly ? [{ header: t("cli.orders.shipped_column"), align: "right" as const }] : []),
            { header: t("webCart.cart.unit_price"), align: "right" },
            { header: t("webCart.cart.line_total"), align: "right" },
          ],
          order.lines.map((line) => [
            line.part_no,
            line.name,
            String(line.quantity),
            ...(partly ? [shippedOfLine(line)] : []),
            money(line.price),
            money(line.total),
          ]),
        ),
        "",
        renderPairs([
          [t("cart.subtotal"), money(order.subtotal)],
          ...(order.discount > 0 ? [[t("cart.discount"), `-${money(order.discount)}`] as const] : []),
          [t("cart.shipping"), money(order.shipping)],
          [t("cart.total"), money(order.total)],
          [t("webCart.orders.tax"), money(order.tax)],
        ]),
      ].join("\n"),
    );
  } finally {
    await api.dispose();
  }
};
