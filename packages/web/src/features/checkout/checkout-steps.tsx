import { Steps } from "@ark-ui/react/steps";
import { CHECKOUT_STEPS, LAST_CHECKOUT_STEP, checkoutStepMessageId, selectCanChangeCheckoutStep, selectCheckoutStep } from "@proshop/core";
import { useSelector } from "@xstate/react";
import { Fragment } from "react";
import { css } from "../../../styled-system/css";
import { useT } from "../../app/i18n.tsx";
import { useCheckoutActor } from "../../app/services-context.tsx";
import { panelStyle } from "../cart/styles.ts";
import { AddressStep } from "./address-step.tsx";
import { PaymentStep } from "./payment-step.tsx";
import { ShippingStep } from "./shipping-step.tsx";

const listStyle = css({ display: "flex", gap: "2", mb: "5", flexWrap: "wrap", alignItems: "center" });
const triggerStyle = css({
  display: "flex",
  alignItems: "center",
  gap: "2",
  fontSize: "sm",
  fontWeight: "medium",
  color: "fg.muted",
  cursor: "pointer",
  bg: "transparent",
  "&[data-current]": { color: "primary", fontWeight: "bold" },
  _disabled: { cursor: "not-allowed", opacity: 0.6 },
});
const indicatorStyle = css({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  w: "7",
  h: "7",
  borderRadius: "full",
  borderWidth: "2px",
  borderColor: "border",
  "&[data-current], &[data-complete]": { borderColor: "primary", bg: "primary", color: "primary.fg" },
});
const separatorStyle = css({ flex: "1", h: "2px", bg: "border", display: { base: "none", md: "block" } });

/**
 * The checkout's steps (Ark UI steps) over core's checkout machine: the machine owns the step
 * and refuses moves once the order is on its way; the confirmation step is reached by placing
 * the order, never by a click.
 */
export const CheckoutSteps = () => {
  const t = useT();
  const checkout = useCheckoutActor();
  const step = useSelector(checkout, selectCheckoutStep);
  const canChange = useSelector(checkout, selectCanChangeCheckoutStep);
  return (
    <section className={panelStyle} aria-label={t("checkout.title")} data-testid="checkout">
      <Steps.Root
        count={CHECKOUT_STEPS.length}
        step={step}
        onStepChange={(details) => {
          if (canChange && details.step < LAST_CHECKOUT_STEP) checkout.send({ type: "checkout.setStep", step: details.step });
        }}
      >
        {/* WHY aria-owns="": a tablist may only hold tabs (axe: aria-required-children); they are already its descendants. */}
        <Steps.List className={listStyle} aria-label={t("webCart.checkout.steps")} aria-owns="">
          {CHECKOUT_STEPS.map((name, index) => (
            <Fragment key={name}>
              {/* asChild: the item's props land on the tab itself, so the tablist holds only tabs. */}
              <Steps.Item index={index} asChild>
                <Steps.Trigger className={triggerStyle} disabled={!canChange || index === LAST_CHECKOUT_STEP} data-testid={`checkout-step-${name}`}>
                  <Steps.Indicator className={indicatorStyle}>{index + 1}</Steps.Indicator>
                  <span>{t(checkoutStepMessageId(index))}</span>
                </Steps.Trigger>
              </Steps.Item>
              {index < LAST_CHECKOUT_STEP ? <div aria-hidden="true" className={separatorStyle} /> : null}
            </Fragment>
          ))}
        </Steps.List>
        <p className={css({ srOnly: true })} aria-live="polite">
          {t("checkout.step_of", { step: step + 1, count: CHECKOUT_STEPS.length })}
        </p>
        <Steps.Content index={0}>{step === 0 ? <AddressStep /> : null}</Steps.Content>
        <Steps.Content index={1}>{step === 1 ? <ShippingStep /> : null}</Steps.Content>
        <Steps.Content index={2}>{step === 2 ? <PaymentStep /> : null}</Steps.Content>
        <Steps.Content index={3} />
      </Steps.Root>
    </section>
  );
};
