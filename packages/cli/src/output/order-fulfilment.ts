import {
  formatDateTime,
  formatFileSize,
  safeTrackingUrl,
  trackingTimeline,
  type MessageLocale,
  type OrderInvoiceInfo,
  type OrderShipment,
  type OrderStatus,
  type OrderStatusEntry,
  type Translate,
} from "@proshop/core";

/*
 * What came back from the warehouse (issue 34), in the CLI's words: the order's timeline with
 * its dates, each parcel's carrier, tracking number and page, how much of a partly shipped
 * order has left, and whether its invoice can be downloaded. The steps and the words are the
 * web's (core's trackingTimeline and `orderTracking.*`), so both tell a customer the same.
 */

interface Words {
  readonly t: Translate;
  readonly locale: MessageLocale;
}

interface ShippedTotals {
  readonly units: number;
  readonly ordered: number;
}

/** Units shipped and ordered over the lines (a line without `shipped` has shipped nothing). */
export const shippedTotals = (lines: ReadonlyArray<{ readonly quantity: number; readonly shipped?: number | undefined }>): ShippedTotals => ({
  units: lines.reduce((sum, line) => sum + Math.min(line.shipped ?? 0, line.quantity), 0),
  ordered: lines.reduce((sum, line) => sum + line.quantity, 0),
});

/** True when some units have left but not all: the only case where "x of y shipped" says more than the status. */
export const isPartlyShipped = (totals: ShippedTotals): boolean => totals.units > 0 && totals.units < totals.ordered;

/** "Shipped (3 of 5 shipped)" for a partly shipped order, else the status alone. */
export const statusWithShipped = ({ t }: Words, status: string, totals: ShippedTotals): string => {
  const label = t(`webCart.orders.status.${status}`);
  return isPartlyShipped(totals) ? `${label} (${t("orderTracking.shipped_of", { units: totals.units, ordered: totals.ordered })})` : label;
};

/**
 * One parcel as one line: "Parcel of 12 May 2026  Colissimo, tracking number 6A123  https://..."
 * (the page only when it is an http(s) address), or that it has no tracking number.
 */
export const parcelLine = ({ t, locale }: Words, shipment: OrderShipment): string => {
  const date = formatDateTime(shipment.at, locale);
  const tracking = shipment.tracking;
  if (tracking === null) return t("orderTracking.parcel_untracked", { date });
  const page = safeTrackingUrl(tracking.url);
  return [t("orderTracking.parcel", { date }), t("orderTracking.tracking", { carrier: tracking.carrier, number: tracking.number }), page ?? ""]
    .filter((part) => part !== "")
    .join("  ");
};

/** The invoice as a value of the order's pairs: how to download it, or that there is none yet. */
export const invoiceText = ({ t, locale }: Words, orderNr: string, invoice: OrderInvoiceInfo | null | undefined): string =>
  invoice === null || invoice === undefined
    ? t("cli.orders.invoice_none")
    : t("cli.orders.invoice_available", {
        size: formatFileSize(invoice.bytes, locale),
        date: formatDateTime(invoice.uploaded_at, locale),
        order_nr: orderNr,
      });

const MARKS = { done: "✓", current: "●", upcoming: "○" } as const;

/**
 * The timeline as lines: each step with its mark and date, and under `shipped` every parcel with
 * its date and tracking. Steps passed over (a warehouse that reports no "in process") show as
 * done without a date.
 */
export const timelineLines = (
  words: Words,
  status: OrderStatus,
  history: ReadonlyArray<OrderStatusEntry>,
  shipments: ReadonlyArray<OrderShipment>,
): string[] => {
  const { t, locale } = words;
  const steps = trackingTimeline(status, history, shipments);
  const labels = steps.map((step) => t(`webCart.orders.status.${step.label}`));
  const width = Math.max(0, ...labels.map((label) => [...label].length));
  return steps.flatMap((step, index) => {
    const mark = step.status === "canceled" ? "✗" : MARKS[step.state];
    const when = step.at === null ? "" : formatDateTime(step.at, locale, { withTime: true });
    const line = `  ${mark} ${labels[index]!.padEnd(width)}  ${when}`.trimEnd();
    return [line, ...step.shipments.map((shipment) => `      ${parcelLine(words, shipment)}`)];
  });
};
