import {
  PAYMENT_METHODS,
  PAYMENT_TYPES,
  paymentMethodMessageId,
  paymentTypeMessageId,
  selectCanPlaceOrder,
  selectCartCanCheckout,
  selectCartTotals,
  selectCheckoutPayment,
  selectIsPlacingOrder,
  selectNeedsOfficeChoice,
} from "@proshop/core";
import { useSelector } from "@xstate/react";
import { css } from "../../../styled-system/css";
import { useI18n } from "../../app/i18n.tsx";
import { useFormatMoney } from "../../app/money.ts";
import { useCartActor, useCheckoutActor, useSessionActor } from "../../app/services-context.tsx";
import { Button } from "../../ui/button.tsx";
import { sectionTitleStyle } from "../cart/styles.ts";
import { RadioChoice } from "./radio-choice.tsx";

/**
 * Step 3: cash on delivery or online now (card or wallet through the server's test provider),
 * then "Place order". The machine places the order once (Idempotency-Key) and, for an online
 * payment, leaves for the provider's page.
 */
export const PaymentStep = () => {
  const { t } = useI18n();
  const money = useFormatMoney();
  const checkout = useCheckoutActor();
  const payment = useSelector(checkout, selectCheckoutPayment, (a, b) => a.method === b.method && a.type === b.type);
  const canPlace = useSelector(checkout, selectCanPlaceOrder);
  const placing = useSelector(checkout, selectIsPlacingOrder);
  const cartReady = useSelector(useCartActor(), selectCartCanCheckout);
  const total = useSelector(useCartActor(), (snapshot) => selectCartTotals(snapshot).total);
  const needsOffice = useSelector(useSessionActor(), selectNeedsOfficeChoice);
  return (
    <div className={css({ display: "flex", flexDirection: "column", gap: "4" })}>
      <h2 className={sectionTitleStyle}>{t("checkout.payment.title")}</h2>
      <RadioChoice
        label={t("webCart.checkout.payment_method")}
        value={payment.method}
        onChange={(method) => checkout.send({ type: "checkout.choosePayment", method })}
        testId="payment-methods"
        options={PAYMENT_METHODS.map((method) => ({ value: method, label: t(paymentMethodMessageId(method)) }))}
      />
      {payment.method === "online" ? (
        <RadioChoice
          label={t("webCart.checkout.payment_type")}
          value={payment.type}
          onChange={(paymentType) => checkout.send({ type: "checkout.choosePayment", paymentType })}
          testId="payment-types"
          options={PAYMENT_TYPES.map((type) => ({ value: type, label: t(paymentTypeMessageId(type)) }))}
        />
      ) : null}
      <p className={css({ fontWeight: "semibold" })} data-testid="checkout-total">
        {t("webCart.checkout.total_to_pay", { amount: money(total) })}
      </p>
      <div className={css({ display: "flex", gap: "2", flexWrap: "wrap" })}>
        <Button variant="secondary" onClick={() => checkout.send({ type: "checkout.back" })} disabled={placing}>
          {t("checkout.back")}
        </Button>
        <Button
          onClick={() => checkout.send({ type: "checkout.placeOrder" })}
          disabled={!canPlace || !cartReady || needsOffice || placing}
          aria-busy={placing}
          data-testid="place-order"
        >
          {t(placing ? "checkout.order.placing" : "checkout.order.place")}
        </Button>
      </div>
    </div>
  );
};
