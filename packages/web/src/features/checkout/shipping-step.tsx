import { deliveryPromiseText, deliveryWindow, selectCheckoutConfirmation, shippingMethodMessageId, type ShippingMethod } from "@proshop/core";
import { useSelector } from "@xstate/react";
import { useEffect } from "react";
import { css } from "../../../styled-system/css";
import { useI18n } from "../../app/i18n.tsx";
import { useFormatMoney } from "../../app/money.ts";
import { useCartActor, useCheckoutActor } from "../../app/services-context.tsx";
import { Button } from "../../ui/button.tsx";
import { errorAlertStyle, mutedStyle, sectionTitleStyle } from "../cart/styles.ts";
import { formatDeliveryDate } from "./delivery-date.ts";
import { RadioChoice } from "./radio-choice.tsx";
import { useDeliveryMarket } from "./use-delivery-market.ts";
import { useShippingOptions } from "./use-shipping-options.ts";

/**
 * Step 2: Standard, Regular or Rush, each with its delivery promise (core's texts and window,
 * SPEC 9, on the market's clock) and the server's charge. The choice goes to the checkout
 * machine, which passes it on to the cart: the cart holds it (and keeps it across a reload),
 * so the radio reads the cart.
 */
export const ShippingStep = ({ now = () => new Date() }: { readonly now?: () => Date }) => {
  const { t, locale } = useI18n();
  const money = useFormatMoney();
  const market = useDeliveryMarket();
  const checkout = useCheckoutActor();
  const cart = useCartActor();
  const method = useSelector(cart, (snapshot) => selectCheckoutConfirmation(snapshot).shippingMethod);
  const charge = useSelector(cart, (snapshot) => snapshot.context.cart.shipping_charge);
  const options = useShippingOptions();
  const ready = options.state === "ready" ? options.options : null;

  // The server's charge of the method already chosen (Standard at first, or the one a reload
  // brought back) counts as soon as it is known.
  useEffect(() => {
    const current = ready?.find((option) => option.method === method);
    if (current !== undefined && current.charge !== charge) {
      checkout.send({ type: "checkout.chooseShipping", method: current.method, charge: current.charge });
    }
  }, [ready, method, charge, checkout]);

  const choose = (method: ShippingMethod) => {
    const option = ready?.find((candidate) => candidate.method === method);
    if (option !== undefined) checkout.send({ type: "checkout.chooseShipping", method, charge: option.charge });
  };

  return (
    <div className={css({ display: "flex", flexDirection: "column", gap: "4" })}>
      <h2 className={sectionTitleStyle}>{t("checkout.shipping.title")}</h2>
      {options.state === "loading" ? <p className={mutedStyle}>{t("common.loading.default")}</p> : null}
      {options.state === "failed" ? (
        <div className={errorAlertStyle} role="alert">
          {t("webCart.checkout.charges_failed")}{" "}
          <Button variant="ghost" size="sm" onClick={options.retry}>
            {t("webCart.orders.retry")}
          </Button>
        </div>
      ) : null}
      {ready === null ? null : (
        <RadioChoice
          label={t("webCart.checkout.shipping_methods")}
          value={method}
          onChange={choose}
          testId="shipping-methods"
          options={ready.map((option) => {
            const window = deliveryWindow(option.method, now(), locale, market);
            return {
              value: option.method,
              label: t(shippingMethodMessageId(option.method)),
              detail: (
                <>
                  {deliveryPromiseText(t, option.method, market)}
                  <br />
                  {t(window.messageId, { earliest: formatDeliveryDate(window.earliest, locale), latest: formatDeliveryDate(window.latest, locale) })}
                </>
              ),
              aside: option.charge > 0 ? money(option.charge) : t("checkout.shipping.free"),
            };
          })}
        />
      )}
      <div className={css({ display: "flex", gap: "2" })}>
        <Button variant="secondary" onClick={() => checkout.send({ type: "checkout.back" })}>
          {t("checkout.back")}
        </Button>
        <Button onClick={() => checkout.send({ type: "checkout.next" })} disabled={ready === null} data-testid="checkout-next">
          {t("checkout.next")}
        </Button>
      </div>
    </div>
  );
};
