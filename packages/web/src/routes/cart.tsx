import { selectCartCanCheckout, selectCartIsEmpty, selectCheckoutPhase } from "@proshop/core";
import { useSelector } from "@xstate/react";
import { Link } from "wouter";
import { css } from "../../styled-system/css";
import { useT } from "../app/i18n.tsx";
import type { RouteProps } from "../app/route-table.ts";
import { useCartActor, useCheckoutActor } from "../app/services-context.tsx";
import { CartIssues } from "../features/cart/cart-issues.tsx";
import { CartLines } from "../features/cart/cart-lines.tsx";
import { CartSummary } from "../features/cart/cart-summary.tsx";
import { alertStyle, mutedStyle, panelStyle } from "../features/cart/styles.ts";
import { useCartPricing } from "../features/cart/use-cart-pricing.ts";
import { useLiveCart } from "../features/cart/use-live-cart.ts";
import { useOrderingBlock } from "../features/cart/use-ordering-block.ts";
import { CheckoutOutcome } from "../features/checkout/checkout-outcome.tsx";
import { CheckoutSteps } from "../features/checkout/checkout-steps.tsx";
import { usePaymentReturn } from "../features/checkout/use-payment-return.ts";
import { QueuedOrders } from "../features/offline/queued-orders.tsx";
import { SaveListForm } from "../features/quick-order/save-list-form.tsx";
import { buttonStyle } from "../ui/button.tsx";
import { Page } from "../ui/page.tsx";

const layoutStyle = css({ display: "grid", gridTemplateColumns: { base: "minmax(0, 1fr)", lg: "minmax(0, 2fr) minmax(300px, 1fr)" }, gap: "6", alignItems: "start" });
const columnStyle = css({ display: "flex", flexDirection: "column", gap: "6", minW: 0 });

/**
 * Cart and checkout (/cart): the lines, the summary with the coupon, the checkout steps, and
 * what follows the order (confirmation, payment completed or canceled with resume), and the
 * orders queued offline (issue 37) above them.
 */
export default function CartRoute(_props: RouteProps) {
  const t = useT();
  const cart = useCartActor();
  const empty = useSelector(cart, selectCartIsEmpty);
  const canCheckout = useSelector(cart, selectCartCanCheckout);
  const updating = useSelector(cart, (snapshot) => snapshot.matches({ active: "pricing" }));
  // The company's cart is not known before the stored cart and the live cart are in: not "empty".
  const loadingCart = useSelector(cart, (snapshot) => snapshot.matches("loading"));
  const liveCartStarting = useLiveCart().state.status === "starting";
  const phase = useSelector(useCheckoutActor(), selectCheckoutPhase);
  const returning = usePaymentReturn();
  const block = useOrderingBlock();
  useCartPricing();

  if (returning) {
    return (
      <Page title={t("cart.title")}>
        <p role="status">{t("webCart.checkout.checking_payment")}</p>
      </Page>
    );
  }
  if (phase !== "editing" && phase !== "placingOrder") {
    return (
      <Page title={t("checkout.title")}>
        <CheckoutOutcome />
      </Page>
    );
  }
  if (loadingCart || liveCartStarting) {
    return (
      <Page title={t("cart.title")}>
        <p role="status">{t("session.loading")}</p>
      </Page>
    );
  }
  if (empty) {
    return (
      <Page title={t("cart.title")}>
        <div className={columnStyle}>
          <QueuedOrders />
          <div className={panelStyle} data-testid="cart-empty">
            <p>{t("cart.empty")}</p>
            <Link href="/" className={buttonStyle({ variant: "primary" })} style={{ marginTop: "1rem" }}>
              {t("cart.continue_shopping")}
            </Link>
          </div>
        </div>
      </Page>
    );
  }
  return (
    <Page title={t("cart.title")}>
      <div className={layoutStyle}>
        <div className={columnStyle}>
          <QueuedOrders />
          <div className={panelStyle}>
            <p className={mutedStyle} aria-live="polite">
              {updating ? t("webCart.cart.updating") : ""}
            </p>
            <CartLines />
          </div>
          <CartIssues />
          <SaveListForm />
          {block === null ? null : (
            <p className={alertStyle} role="alert" data-testid="ordering-blocked">
              {t(block.id, block.params)}
            </p>
          )}
          {canCheckout && block === null ? <CheckoutSteps /> : null}
        </div>
        <CartSummary>
          <Link href="/" className={buttonStyle({ variant: "ghost" })}>
            {t("cart.continue_shopping")}
          </Link>
        </CartSummary>
      </div>
    </Page>
  );
}
