import { selectCartTotals } from "@proshop/core";
import { useSelector } from "@xstate/react";
import type { ReactNode } from "react";
import { css } from "../../../styled-system/css";
import { useI18n } from "../../app/i18n.tsx";
import { useFormatMoney } from "../../app/money.ts";
import { useCartActor } from "../../app/services-context.tsx";
import { CouponForm } from "./coupon-form.tsx";
import { DownloadCartButton } from "./download-cart-button.tsx";
import { panelStyle, sectionTitleStyle } from "./styles.ts";
import { useDraftTax } from "./use-draft-tax.ts";

const rowsStyle = css({ display: "grid", gridTemplateColumns: "1fr auto", rowGap: "2", columnGap: "0", my: "4", "& dd": { pl: "4" } });
const amountStyle = css({ textAlign: "right", fontVariantNumeric: "tabular-nums" });
const totalStyle = css({ fontWeight: "bold", fontSize: "lg", borderTopWidth: "1px", borderColor: "border", pt: "2" });

const Row = ({ label, children, testId, strong }: { label: string; children: ReactNode; testId: string; strong?: boolean }) => (
  <>
    <dt className={strong ? totalStyle : undefined}>{label}</dt>
    <dd className={strong ? `${amountStyle} ${totalStyle}` : amountStyle} data-testid={testId}>
      {children}
    </dd>
  </>
);

/** Subtotal, discount, shipping, VAT and total (the cart machine's amounts, in the shop's currency for the locale), with the coupon field. */
export const CartSummary = ({ children }: { readonly children?: ReactNode }) => {
  const { t } = useI18n();
  const totals = useSelector(useCartActor(), selectCartTotals);
  const tax = useDraftTax();
  const euros = useFormatMoney();
  return (
    <aside className={panelStyle} aria-labelledby="cart-summary-title" data-testid="cart-summary">
      <h2 id="cart-summary-title" className={sectionTitleStyle}>
        {t("webCart.cart.summary")}
      </h2>
      <CouponForm />
      <dl className={rowsStyle}>
        <Row label={t("cart.subtotal")} testId="cart-subtotal">
          {euros(totals.subtotal)}
        </Row>
        {totals.discount > 0 ? (
          <Row label={t("cart.discount")} testId="cart-discount">
            −{euros(totals.discount)}
          </Row>
        ) : null}
        <Row label={t("cart.shipping")} testId="cart-shipping">
          {totals.shipping === 0 ? t("cart.free") : euros(totals.shipping)}
        </Row>
        <Row label={t("cart.total")} testId="cart-total" strong>
          {euros(totals.total)}
        </Row>
        {tax === null ? null : (
          <Row label={t("webCart.cart.tax")} testId="cart-tax">
            {euros(tax)}
          </Row>
        )}
      </dl>
      {children}
      <DownloadCartButton />
    </aside>
  );
};
