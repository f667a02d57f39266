import {
  deliveryWindow,
  isShippingMethod,
  paymentMethodMessageId,
  paymentTypeMessageId,
  selectShippingAddress,
  shippingMethodMessageId,
  type OrderDetail,
} from "@proshop/core";
import { useSelector } from "@xstate/react";
import { css } from "../../../styled-system/css";
import { useI18n } from "../../app/i18n.tsx";
import { useFormatMoney } from "../../app/money.ts";
import { useApiCall, useSessionActor } from "../../app/services-context.tsx";
import { Button } from "../../ui/button.tsx";
import { useLoad } from "../account/use-load.ts";
import { errorAlertStyle, mutedStyle } from "../cart/styles.ts";
import { formatDeliveryDate } from "./delivery-date.ts";
import { useDeliveryMarket } from "./use-delivery-market.ts";

const tableStyle = css({ w: "full", fontSize: "sm", borderCollapse: "collapse", "& th, & td": { py: "1.5", px: "2", textAlign: "left" }, "& th": { color: "fg.muted", fontWeight: "medium" } });
const numberCell = css({ textAlign: "right!", fontVariantNumeric: "tabular-nums" });
const factsStyle = css({ display: "grid", gridTemplateColumns: "auto 1fr", gap: "1", columnGap: "4", fontSize: "sm", mt: "3" });
const blockTitle = css({ fontWeight: "semibold", mt: "4", mb: "1" });
const addressStyle = css({ fontStyle: "normal", lineHeight: "1.6", fontSize: "sm" });

/**
 * SPEC 2's order confirmation: what was ordered, as the server placed it (GET /admin/order/{nr}):
 * the lines, shipping, VAT and total, the payment, where it goes and what happens next.
 */
export const PlacedOrderSummary = ({ orderNr, paid }: { readonly orderNr: string; readonly paid: boolean }) => {
  const { t } = useI18n();
  const api = useApiCall();
  const detail = useLoad(orderNr, () => api((client) => client.getOrder(orderNr)));
  if (detail.state === "loading") return <p className={mutedStyle}>{t("common.loading.default")}</p>;
  if (detail.state === "failed")
    return (
      <p className={errorAlertStyle} role="alert">
        {t("checkout.order.details_failed")}{" "}
        <Button variant="ghost" size="sm" onClick={detail.retry}>
          {t("webCart.orders.retry")}
        </Button>
      </p>
    );
  return <OrderFacts order={detail.value} paid={paid} />;
};

const OrderFacts = ({ order, paid }: { readonly order: OrderDetail; readonly paid: boolean }) => {
  const { t, locale } = useI18n();
  const euros = useFormatMoney();
  const market = useDeliveryMarket();
  const address = useSelector(useSessionActor(), selectShippingAddress, (a, b) => JSON.stringify(a) === JSON.stringify(b));
  const method = isShippingMethod(order.shipping_method) ? order.shipping_method : null;
  const window = method === null ? null : deliveryWindow(method, order.date === null ? new Date() : new Date(order.date), locale, market);
  return (
    <div data-testid="placed-order">
      <table className={tableStyle}>
        <caption className={css({ srOnly: true })}>{t("webCart.orders.detail_title", { order_nr: order.order_nr })}</caption>
        <thead>
          <tr>
            <th scope="col">{t("webCart.cart.product")}</th>
            <th scope="col" className={numberCell}>{t("webCart.orders.quantity")}</th>
            <th scope="col" className={numberCell}>{t("webCart.cart.line_total")}</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.part_no}>
              <td>{line.name === "" ? line.part_no : line.name}</td>
              <td className={numberCell}>{line.quantity}</td>
              <td className={numberCell}>{euros(line.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className={factsStyle}>
        {order.discount > 0 ? (
          <>
            <dt>{t("cart.discount")}{order.code === null ? "" : ` (${order.code})`}</dt>
            <dd>−{euros(order.discount)}</dd>
          </>
        ) : null}
        <dt>{t("cart.shipping")}</dt>
        <dd data-testid="placed-order-shipping">
          {method === null ? "" : `${t(shippingMethodMessageId(method))} · `}
          {order.shipping === 0 ? t("cart.free") : euros(order.shipping)}
        </dd>
        <dt>{t("webCart.cart.tax")}</dt>
        <dd>{euros(order.tax)}</dd>
        <dt>{t("cart.total")}</dt>
        <dd data-testid="placed-order-total">
          <strong>{euros(order.total)}</strong>
        </dd>
        {order.payment === null ? null : (
          <>
            <dt>{t("webCart.orders.payment")}</dt>
            <dd>
              {t(paymentMethodMessageId(order.payment.method))}
              {order.payment.method === "online" ? ` · ${t(paymentTypeMessageId(order.payment.type))}` : ""}
            </dd>
          </>
        )}
      </dl>
      {address === null ? null : (
        <>
          <h3 className={blockTitle}>{t("checkout.order.delivered_to")}</h3>
          <address className={addressStyle} data-testid="placed-order-address">
            {address.name}
            <br />
            {address.address_line_1}
            {address.address_line_2 === "" ? null : (
              <>
                <br />
                {address.address_line_2}
              </>
            )}
            <br />
            {address.zip} {address.city}
          </address>
        </>
      )}
      <h3 className={blockTitle}>{t("checkout.order.next_title")}</h3>
      <p className={css({ fontSize: "sm" })} data-testid="placed-order-next">
        {t(paid ? "checkout.order.next_paid" : "checkout.order.next_cod")}
        {window === null
          ? null
          : ` ${t(window.messageId, { earliest: formatDeliveryDate(window.earliest, locale), latest: formatDeliveryDate(window.latest, locale) })}.`}
      </p>
    </div>
  );
};
