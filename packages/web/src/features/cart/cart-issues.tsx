import { limitViolationNotification, notificationText, selectCartViolations, selectUnorderableLines } from "@proshop/core";
import { useSelector } from "@xstate/react";
import { useI18n } from "../../app/i18n.tsx";
import { useShopCurrency } from "../../app/money.ts";
import { useCartActor } from "../../app/services-context.tsx";
import { alertStyle } from "./styles.ts";

/**
 * What keeps the cart from checkout right now, in core's own words: the limits it breaks (each
 * violation explains itself) and lines the server says cannot be ordered. The refused changes
 * themselves are snackbars (the cart machine emits them to the notification bar).
 */
export const CartIssues = () => {
  const { t, locale } = useI18n();
  const currency = useShopCurrency();
  const cart = useCartActor();
  const violations = useSelector(cart, selectCartViolations, (a, b) => JSON.stringify(a) === JSON.stringify(b));
  const unorderable = useSelector(cart, (snapshot) => selectUnorderableLines(snapshot).length > 0);
  if (violations.length === 0 && !unorderable) return null;
  return (
    <div className={alertStyle} role="alert" data-testid="cart-issues">
      <p>{t("webCart.cart.blocked")}</p>
      <ul>
        {violations.map((violation, index) => (
          <li key={`${violation.code}-${index}`}>{notificationText(t, limitViolationNotification(violation), locale, currency)}</li>
        ))}
        {unorderable ? <li>{t("cart.unorderable")}</li> : null}
      </ul>
    </div>
  );
};
