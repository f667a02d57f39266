import { formatDateTime, scannerMessageId, streetLine, type ZoomDeliveryDetail } from "@proshop/core";
import { loadActingCompany } from "../cart/live-cart.ts";
import { commandContext } from "../command-context.ts";
import type { CommandContext } from "../context.ts";
import { money as marketMoney } from "../output/market-money.ts";
import { renderPairs, renderTable } from "../output/table.ts";
import { terminalText } from "../output/terminal-text.ts";
import type { ParsedCommand } from "../program.ts";
import { callZoom } from "../zoom/client.ts";

const CONSENTS = ["practice_informed", "patient_informed", "terms", "net_terms", "info_correct"] as const;

/** The patient's lines: what the server showed, else why there is nothing to show. */
const patientPairs = (context: CommandContext, delivery: ZoomDeliveryDetail): Array<readonly [string, string]> => {
  const { t } = context;
  const { patient } = delivery;
  if (patient === null) {
    const why = delivery.anonymised_at === null ? t("zoomDelivered.cli.hidden") : t("zoomDelivered.cli.anonymised_at", { date: formatDateTime(delivery.anonymised_at, context.locale) });
    return [[t("zoomDelivered.cli.patient"), why]];
  }
  return [
    [t("zoomDelivered.cli.patient"), terminalText(`${patient.first_name} ${patient.last_name}`)],
    [t("zoomDelivered.cli.address"), terminalText(`${streetLine(patient.country, patient.street, patient.number)}, ${patient.zip} ${patient.city}, ${patient.state}, ${patient.country}`)],
    [t("zoomDelivered.cli.email"), terminalText(patient.email)],
    [t("zoomDelivered.cli.phone"), terminalText(patient.phone)],
    [t("zoomDelivered.cli.scan_id"), terminalText(patient.scan_id)],
  ];
};

/** Who placed the delivery as support reads it: "Anne Martin <nurse@example.fr>", never a bare user id. */
const placerText = (placer: ZoomDeliveryDetail["placed_by"]): string => {
  const name = terminalText(placer.name).trim();
  const email = terminalText(placer.email).trim();
  if (email === "") return name === "" ? String(placer.user_id) : name;
  return name === "" ? email : `${name} <${email}>`;
};

/**
 * `proshop zoom show <order_nr>`: one patient delivery (GET /admin/zoom-delivered/deliveries/{order_nr}).
 * A delivery of a company the user may not serve (another market's) is "not found", exit 1.
 * A support agent's read is audited by the server.
 */
export const run = async (parsed: ParsedCommand): Promise<void> => {
  const context = commandContext(parsed);
  const { t } = context;
  const orderNr = parsed.args[0] ?? "";
  // Amounts in the market's currency (issue 35 item 20): the acting practice's, else the user's own.
  const { api, currency } = await loadActingCompany(context, "zoom show", { requireChosenCompany: false });
  try {
    const delivery = await callZoom(context, api, "zoom show", (zoom) => zoom.getDelivery(orderNr));
    const money = (cents: number) => marketMoney({ ...context, currency }, cents);
    context.out.result(delivery, () =>
      [
        context.out.colours.bold(`${t("zoomDelivered.title")} – ${t("webCart.orders.detail_title", { order_nr: delivery.order_nr })}`),
        "",
        renderPairs([
          [t("webCart.orders.status_label"), t(`webCart.orders.status.${delivery.status}`)],
          [t("webCart.orders.date"), formatDateTime(delivery.date, context.locale, { withTime: true })],
          [t("zoomDelivered.cli.practice"), `${terminalText(delivery.practice.name)} (${delivery.practice.cust_no})`],
          [t("cli.orders.placed_by"), `${placerText(delivery.placed_by)}${delivery.placed_by.on_behalf ? ` (${t("cli.orders.on_behalf")})` : ""}`],
          [t("zoomDelivered.cli.scanner"), t(scannerMessageId(delivery.scanner))],
          ...(delivery.replacement
            ? [[t("zoomDelivered.cli.replacement"), delivery.replaces_order_nr === null ? "-" : `${t("zoomDelivered.cli.replaces")} ${delivery.replaces_order_nr}`] as const]
            : []),
          ...patientPairs(context, delivery),
          [t("zoomDelivered.cli.consents"), CONSENTS.filter((consent) => delivery.consents[consent]).map((consent) => t(`forms.fields.${consent}`)).join("; ")],
        ]),
        "",
        renderTable(
          [
            { header: t("cli.cart.part_no") },
            { header: t("webCart.cart.product") },
            { header: t("cart.quantity"), align: "right" },
            { header: t("webCart.cart.unit_price"), align: "right" },
            { header: t("webCart.cart.line_total"), align: "right" },
          ],
          delivery.lines.map((line) => [line.part_no, terminalText(line.name), String(line.quantity), money(line.price), money(line.total)]),
        ),
        "",
        renderPairs([
          [t("cart.total"), money(delivery.total)],
          [t("webCart.orders.tax"), money(delivery.tax)],
        ]),
      ].join("\n"),
    );
  } finally {
    await api.dispose();
  }
};
