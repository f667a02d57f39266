import {
  PAYMENT_METHODS,
  PAYMENT_TYPES,
  paymentMethodMessageId,
  paymentTypeMessageId,
  selectCanPlaceOrder,
  selectCartCanCheckout,
  selectCheckoutConfirmation,
  selectCheckoutFailure,
  selectCheckoutPayment,
  selectIsPlacingOrder,
  selectNeedsOfficeChoice,
  shippingMethodMessageId,
} from "@proshop/core";
import { useSelector } from "@xstate/react";
import { useEffect, useRef } from "react";
import { css } from "../../../styled-system/css";
import { useI18n } from "../../app/i18n.tsx";
import { useFormatMoney } from "../../app/money.ts";
import { useCartActor, useCheckoutActor, useSessionActor } from "../../app/services-context.tsx";
import { Button } from "../../ui/button.tsx";
import { errorAlertStyle, sectionTitleStyle } from "../cart/styles.ts";
import { RadioChoice } from "./radio-choice.tsx";

const summaryStyle = css({ display: "grid", gridTemplateColumns: "auto 1fr", columnGap: "4", rowGap: "1", fontSize: "sm" });

/**
 * Step 3: cash on delivery or online now (card or wallet through the server's test provider),
 * the shipping and total the order is placed with (the cart's: what the submit confirms), then
 * "Place order". The machine places the order once (Idempotency-Key) and, for an online
 * payment, leaves for the provider's page. A refusal (the server's words: a new total to
 * confirm, a stock change...) shows here, above the button, and takes the focus.
 */
export const PaymentStep = () => {
  const { t } = useI18n();
  const money = useFormatMoney();
  const checkout = useCheckoutActor();
  const payment = useSelector(checkout, selectCheckoutPayment, (a, b) => a.method === b.method && a.type === b.type);
  const canPlace = useSelector(checkout, selectCanPlaceOrder);
  const placing = useSelector(checkout, selectIsPlacingOrder);
  const cartReady = useSelector(useCartActor(), selectCartCanCheckout);
  const confirmation = useSelector(useCartActor(), selectCheckoutConfirmation);
  const needsOffice = useSelector(useSessionActor(), selectNeedsOfficeChoice);
  const failure = useSelector(checkout, selectCheckoutFailure, (a, b) => a?.id === b?.id && a?.text === b?.text);
  const failureRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (failure === null) return;
    failureRef.current?.focus();
    failureRef.current?.scrollIntoView?.({ block: "nearest" });
  }, [failure]);
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
      <dl className={summaryStyle} data-testid="checkout-summary">
        <dt>{t("cart.shipping")}</dt>
        <dd data-testid="checkout-shipping" data-method={confirmation.shippingMethod}>
          {t(shippingMethodMessageId(confirmation.shippingMethod))} · {confirmation.shipping > 0 ? money(confirmation.shipping) : t("cart.free")}
        </dd>
      </dl>
      <p className={css({ fontWeight: "semibold" })} data-testid="checkout-total" data-cents={confirmation.total}>
        {t("webCart.checkout.total_to_pay", { amount: money(confirmation.total) })}
      </p>
      {failure === null ? null : (
        <div ref={failureRef} tabIndex={-1} className={errorAlertStyle} role="alert" data-testid="checkout-failure" data-code={failure.id}>
          {failure.text ?? t(failure.id)}
        </div>
      )}
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
