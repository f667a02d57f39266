import {
  describeViolation,
  type CartLimitReport,
  type CartNotice,
  type CartState,
  type LimitViolation,
} from "@proshop/core";
import type { CommandContext } from "../context.ts";
import { money } from "./market-money.ts";
import { renderPairs, renderTable } from "./table.ts";

/*
 * How a cart reads in the terminal: its lines as a table, the totals, the coupon, and every
 * limit it breaks worded as the web's snackbar words it (core's `describeViolation`).
 */


/** A line's status as the web's cart shows it (`cart.status.*`), or "" before the server priced it. */
const lineStatus = (context: CommandContext, line: CartState["products"][number]): string =>
  line.status === null ? "" : context.t(`cart.status.${line.status}`, { available: line.max_qty ?? 0 });

export const renderCartLines = (context: CommandContext, cart: CartState): string => {
  const { t } = context;
  if (cart.products.length === 0) return t("cart.empty");
  return renderTable(
    [
      { header: t("cli.cart.part_no") },
      { header: t("webCart.cart.product") },
      { header: t("cart.quantity"), align: "right" },
      { header: t("webCart.cart.unit_price"), align: "right" },
      { header: t("webCart.cart.line_total"), align: "right" },
      { header: t("webCart.cart.status") },
    ],
    cart.products.map((line) => [
      line.part_no,
      line.name + (line.promo ? ` (${t("cart.promo")})` : "") + (line.bundle === null ? "" : ` (${t("cart.bundle")})`),
      String(line.quantity),
      line.price === 0 ? t("cart.free") : money(context, line.price),
      money(context, line.price * line.quantity),
      lineStatus(context, line),
    ]),
  );
};

export const renderCartTotals = (
  context: CommandContext,
  cart: CartState,
  extra: ReadonlyArray<readonly [string, string]> = [],
): string => {
  const { t } = context;
  return renderPairs([
    [t("cart.subtotal"), money(context, cart.subtotal)],
    ...(cart.discount > 0 ? [[t("cart.discount"), `-${money(context, cart.discount)}`] as const] : []),
    [t("cart.shipping"), `${money(context, cart.shipping)} (${cart.shipping_method})`],
    [t("cart.total"), money(context, cart.total)],
    ...(cart.code === null ? [] : [[t("cart.coupon.label"), cart.code] as const]),
    ...(cart.order_nr === null ? [] : [[t("cli.cart.draft"), cart.order_nr] as const]),
    ...extra,
  ]);
};

/** A violation in two or three lines: title, detail, what to do. */
export const renderViolation = (context: CommandContext, violation: LimitViolation): string => {
  const words = describeViolation(context.t, violation, context.locale, context.currency);
  return [`${context.out.colours.red("✗")} ${context.out.colours.bold(words.title)}`, `  ${words.detail}`, `  ${words.fix}`].join("\n");
};

export const renderViolations = (context: CommandContext, violations: readonly LimitViolation[]): string =>
  violations.length === 0
    ? context.t("cli.cart.no_violations")
    : [context.t("cli.cart.violations", { count: violations.length }), ...violations.map((v) => renderViolation(context, v))].join("\n");

export const renderNotice = (context: CommandContext, notice: CartNotice | null): string | null => {
  if (notice === null) return null;
  const text = context.t(notice.id, notice.params);
  return notice.severity === "error" ? context.out.colours.yellow(text) : context.out.colours.green(text);
};

/** The whole cart for `cart show` and after a change. */
export const renderCart = (
  context: CommandContext,
  input: {
    readonly heading: string;
    readonly cart: CartState;
    readonly violations: readonly LimitViolation[];
    readonly notice?: CartNotice | null;
  },
): string =>
  [
    context.out.colours.bold(input.heading),
    "",
    renderCartLines(context, input.cart),
    ...(input.cart.products.length === 0 ? [] : ["", renderCartTotals(context, input.cart)]),
    ...(input.notice ? ["", renderNotice(context, input.notice) ?? ""] : []),
    "",
    renderViolations(context, input.violations),
  ].join("\n");

/** `cart explain`: one row per limit that applies, then the fix of each. */
export const renderLimitReport = (context: CommandContext, reports: readonly CartLimitReport[]): string => {
  const { t } = context;
  if (reports.length === 0) return t("cli.explain.none");
  const amount = (report: CartLimitReport, value: number) =>
    report.unit === "cents" ? money(context, value) : String(value);
  const table = renderTable(
    [
      { header: t("cli.explain.limit") },
      { header: t("limits.label.scope") },
      { header: t("limits.label.limit"), align: "right" },
      { header: t("limits.label.used"), align: "right" },
      { header: t("limits.label.remaining"), align: "right" },
      { header: t("cli.explain.state") },
    ],
    reports.map((report) => [
      // The limit's name, not its "reached" title: most rows are within their limit.
      t(`cli.explain.names.${report.code}`) + (report.product_name ? ` (${report.product_name})` : report.part_no ? ` (${report.part_no})` : ""),
      t(`limits.scope.${report.scope}`),
      amount(report, report.limit),
      amount(report, report.used),
      amount(report, report.remaining),
      report.exceeded ? context.out.colours.red(t("limits.label.exceeded")) : t("limits.label.within"),
    ]),
  );
  const fixes = reports.map((report, index) => `${index + 1}. ${t("limits.label.fix_line", { fix: describeViolation(t, report, context.locale, context.currency).fix })}`);
  return [table, "", ...fixes].join("\n");
};

/** The JSON of a limit report: core's violation fields plus `exceeded` and its words. */
export const limitReportDocument = (context: CommandContext, reports: readonly CartLimitReport[]) =>
  reports.map((report) => ({ ...report, text: describeViolation(context.t, report, context.locale, context.currency) }));

export const violationDocument = (context: CommandContext, violations: readonly LimitViolation[]) =>
  violations.map((violation) => ({ ...violation, text: describeViolation(context.t, violation, context.locale, context.currency) }));
