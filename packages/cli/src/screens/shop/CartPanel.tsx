import {
  selectCartLimitReport,
  selectCartLines,
  selectCartNotice,
  selectCartTotals,
  selectCouponCode,
  type CartSnapshotLike,
  type Translate,
} from "@proshop/core";
import { Box, Text } from "ink";
import type { ReactNode } from "react";
import { money as marketMoney } from "../../output/market-money.ts";
import { priceText } from "./format.ts";
import { LimitExplanation } from "./LimitExplanation.tsx";
import { Tone } from "./tone.tsx";

/**
 * The cart: its lines (quantity, name, unit price, line total, status of the last server
 * pricing), the totals with the coupon code applied, the cart's last notice (or what the server
 * is being asked), and every limit that applies with what is used and what remains (core's
 * `explainCartLimits`, as `proshop cart explain` prints it).
 */
export const CartPanel = ({
  snapshot,
  cursor,
  t,
  locale,
  currency,
  children,
}: {
  readonly snapshot: CartSnapshotLike & { matches(state: { readonly active: "pricing" | "checkingCoupon" }): boolean };
  readonly cursor: number;
  readonly t: Translate;
  readonly locale: string;
  /** The market's currency (ISO 4217); EUR when absent. */
  readonly currency?: string | undefined;
  /** Shown under the totals, above the notice it leads to: the coupon prompt. */
  readonly children?: ReactNode;
}) => {
  const lines = selectCartLines(snapshot);
  const totals = selectCartTotals(snapshot);
  const report = selectCartLimitReport(snapshot);
  const notice = selectCartNotice(snapshot);
  const code = selectCouponCode(snapshot);
  const pricing = snapshot.matches({ active: "pricing" });
  const checking = snapshot.matches({ active: "checkingCoupon" });
  const money = (cents: number) => marketMoney({ locale, currency }, cents);
  return (
    <Box flexDirection="column">
      <Tone tone="accent" bold>{`▸ ${t("cart.title")}`}</Tone>
      {lines.length === 0 ? <Text>{t("cart.empty")}</Text> : null}
      {lines.map((line, index) => (
        <Box key={line.id} gap={1}>
          <Box flexGrow={1} flexShrink={1} minWidth={10}>
            <Tone inverse={index === cursor} bold={index === cursor} wrap="truncate-end">
              {`${index === cursor ? "›" : " "} ${line.quantity} × ${line.name === "" ? line.part_no : line.name}${line.promo ? ` · ${t("cart.promo")}` : ""}${line.bundle === null ? "" : ` · ${t("cart.bundle")}`}`}
            </Tone>
          </Box>
          <Box width={11} flexShrink={0} justifyContent="flex-end">
            <Text>{priceText(line.price, t, { locale, currency })}</Text>
          </Box>
          <Box width={12} flexShrink={0} justifyContent="flex-end">
            <Text>{money(line.price * line.quantity)}</Text>
          </Box>
          {line.status === null ? null : (
            <Box flexShrink={0}>
              <Tone tone={line.status === "CAN_ORDER_ALL" ? "success" : "error"}>{t(`cart.status.${line.status}`, { available: line.max_qty ?? 0 })}</Tone>
            </Box>
          )}
        </Box>
      ))}
      <Box flexDirection="column" marginTop={1}>
        <Text>{t("cliShop.label_value", { label: t("cart.subtotal"), value: money(totals.subtotal) })}</Text>
        {code === null ? null : <Text>{t("cliShop.label_value", { label: t("cart.coupon.label"), value: code })}</Text>}
        {totals.discount > 0 ? <Text>{t("cliShop.label_value", { label: t("cart.discount"), value: `-${money(totals.discount)}` })}</Text> : null}
        {totals.shipping > 0 ? <Text>{t("cliShop.label_value", { label: t("cart.shipping"), value: money(totals.shipping) })}</Text> : null}
        <Tone bold>{t("cliShop.label_value", { label: t("cart.total"), value: money(totals.total) })}</Tone>
      </Box>
      {children}
      {pricing ? <Text>{t("cliShop.pricing")}</Text> : null}
      {checking ? <Text>{t("cliShop.coupon.checking", { code: snapshot.context.pendingCode })}</Text> : null}
      {notice === null || pricing || checking ? null : <Tone tone={notice.severity === "success" ? "success" : "error"}>{t(notice.id, notice.params)}</Tone>}
      <Box flexDirection="column" marginTop={1}>
        <Tone tone="accent" bold>{t("cliShop.limits")}</Tone>
        {report.length === 0 ? <Text>{t("cliShop.no_limits")}</Text> : null}
        {report.map(({ exceeded, ...violation }, index) => (
          <LimitExplanation key={`${violation.code}-${violation.part_no ?? ""}-${index}`} violation={violation} exceeded={exceeded} t={t} locale={locale} currency={currency} />
        ))}
      </Box>
    </Box>
  );
};
