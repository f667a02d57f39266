import { PAYMENT_TYPES, resumePaymentMessageId, selectCanResumePayment, selectCheckoutPhase, selectPlacedOrder } from "@proshop/core";
import { useSelector } from "@xstate/react";
import { useEffect, useRef } from "react";
import { Link } from "wouter";
import { css } from "../../../styled-system/css";
import { useI18n } from "../../app/i18n.tsx";
import { useFormatMoney } from "../../app/money.ts";
import { useCheckoutActor } from "../../app/services-context.tsx";
import { Button, buttonStyle } from "../../ui/button.tsx";
import { QueuedOrders } from "../offline/queued-orders.tsx";
import { PlacedOrderSummary } from "./placed-order-summary.tsx";
import { usePurchaseEvent } from "./use-purchase-event.ts";
import { errorAlertStyle, panelStyle, sectionTitleStyle, successAlertStyle, alertStyle } from "../cart/styles.ts";

const actionsStyle = css({ display: "flex", gap: "2", flexWrap: "wrap", mt: "4" });

/**
 * The confirmation step once the order exists (or, offline, waits in the device's queue): placed (cash on delivery), on its way to the
 * provider, paid, or canceled/failed with the resume buttons (card or wallet). A placed or paid
 * order shows what was ordered (PlacedOrderSummary) and sends its purchase event (once per
 * order). The heading takes the focus: the steps the customer was on are gone.
 */
export const CheckoutOutcome = () => {
  const { t } = useI18n();
  const money = useFormatMoney();
  const checkout = useCheckoutActor();
  const phase = useSelector(checkout, selectCheckoutPhase);
  const order = useSelector(checkout, selectPlacedOrder);
  const canResume = useSelector(checkout, selectCanResumePayment);
  const orderNr = order?.order_nr ?? "";
  const done = () => checkout.send({ type: "checkout.reset" });
  usePurchaseEvent(phase === "orderPlaced" || phase === "paymentCompleted" ? orderNr : null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, [phase]);

  const links = (
    <div className={actionsStyle}>
      <Link href="/profile/my-orders" className={buttonStyle({ variant: "primary" })} onClick={done}>
        {t("checkout.thanks.view_orders")}
      </Link>
      <Link href="/" className={buttonStyle({ variant: "secondary" })} onClick={done}>
        {t("checkout.thanks.continue_shopping")}
      </Link>
    </div>
  );

  return (
    <section className={panelStyle} aria-labelledby="checkout-outcome-title" data-testid="checkout-outcome" data-phase={phase}>
      <h2 id="checkout-outcome-title" className={sectionTitleStyle} ref={heading} tabIndex={-1}>
        {t("checkout.order.confirmation_title")}
      </h2>
      {phase === "orderPlaced" ? (
        <>
          <p className={successAlertStyle} role="status">
            {t("checkout.order.confirmation_text", { order_nr: orderNr })}
          </p>
          <PlacedOrderSummary orderNr={orderNr} paid={false} />
          {links}
        </>
      ) : null}
      {phase === "orderQueued" ? (
        <>
          <p className={alertStyle} role="status" data-testid="order-queued">
            {t("offline.queued")}
          </p>
          <QueuedOrders />
          <div className={actionsStyle}>
            <Link href="/" className={buttonStyle({ variant: "secondary" })} onClick={done}>
              {t("checkout.thanks.continue_shopping")}
            </Link>
          </div>
        </>
      ) : null}
      {phase === "awaitingPayment" ? <p role="status">{t("checkout.payment.processing")}</p> : null}
      {phase === "paymentCompleted" ? (
        <>
          <div className={successAlertStyle} role="status" data-testid="payment-completed">
            <p>{t("checkout.payment.completed")}</p>
            <p>{t("checkout.payment.completed_detail", { order_nr: orderNr })}</p>
          </div>
          <PlacedOrderSummary orderNr={orderNr} paid />
          {links}
        </>
      ) : null}
      {canResume ? (
        <>
          <div className={phase === "paymentFailed" ? errorAlertStyle : alertStyle} role="alert" data-testid="payment-canceled">
            <p>{t(phase === "paymentFailed" ? "checkout.payment.failed" : "checkout.payment.canceled")}</p>
            <p>{t("checkout.payment.canceled_detail", { order_nr: orderNr })}</p>
            {order !== null && order.total > 0 ? <p>{t("webCart.checkout.total_to_pay", { amount: money(order.total) })}</p> : null}
          </div>
          <h3 className={css({ fontWeight: "semibold", mt: "4" })}>{t("checkout.payment.resume.title")}</h3>
          <div className={actionsStyle}>
            {PAYMENT_TYPES.map((paymentType) => (
              <Button key={paymentType} onClick={() => checkout.send({ type: "checkout.resumePayment", paymentType })} data-testid={`resume-${paymentType}`}>
                {t(resumePaymentMessageId(paymentType))}
              </Button>
            ))}
            <Link href="/profile/my-orders" className={buttonStyle({ variant: "secondary" })}>
              {t("webCart.checkout.view_orders")}
            </Link>
          </div>
        </>
      ) : null}
    </section>
  );
};
