import { orderAgainPath, partlyShipped, paymentMethodMessageId, paymentTypeMessageId, shippingMethodMessageId, isShippingMethod } from "@proshop/core";
import { Link } from "wouter";
import { css } from "../../../styled-system/css";
import { useI18n } from "../../app/i18n.tsx";
import { useFormatMoney } from "../../app/money.ts";
import { useApiCall } from "../../app/services-context.tsx";
import { Button, buttonStyle } from "../../ui/button.tsx";
import { errorAlertStyle, mutedStyle } from "../cart/styles.ts";
import { InvoiceDownload } from "./invoice-download.tsx";
import { OrderTimeline } from "./order-timeline.tsx";
import { useLoad } from "./use-load.ts";

const tableStyle = css({ w: "full", fontSize: "sm", borderCollapse: "collapse", "& th, & td": { py: "1.5", px: "2", textAlign: "left" }, "& th": { color: "fg.muted", fontWeight: "medium" } });
const numberCell = css({ textAlign: "right!", fontVariantNumeric: "tabular-nums" });
const factsStyle = css({ display: "grid", gridTemplateColumns: "auto 1fr", gap: "1", columnGap: "4", fontSize: "sm", mt: "3" });

const actionsStyle = css({ display: "flex", flexWrap: "wrap", gap: "2", alignItems: "center", mt: "3" });

/**
 * One order in full (GET /admin/order/{nr}): where it stands (timeline with the parcels' tracking,
 * issue 34), lines with the units shipped of a partial shipment, amounts, shipping, payment, who
 * placed it, and its invoice when there is one.
 * "Order again" of a patient delivery (Zoom! Delivered) goes through the wizard, the others to quick order.
 */
/** "2 of 3 shipped" under a line's quantity while only part of it has left (core's partlyShipped). */
const ShippedOf = ({ line, orderHasShipments }: { readonly line: { readonly quantity: number; readonly shipped?: number | undefined }; readonly orderHasShipments: boolean }) => {
  const { t } = useI18n();
  const partly = partlyShipped(line, orderHasShipments);
  if (partly === null) return null;
  return (
    <span className={css({ display: "block", color: "fg.muted", fontSize: "xs" })} data-testid="shipped-of">
      {t("orderTracking.shipped_of", { units: partly.shipped, ordered: partly.ordered })}
    </span>
  );
};

export const OrderDetailView = ({ orderNr, patientDelivery = false }: { readonly orderNr: string; readonly patientDelivery?: boolean }) => {
  const { t } = useI18n();
  const api = useApiCall();
  const detail = useLoad(orderNr, () => api((client) => client.getOrder(orderNr)));
  const euros = useFormatMoney();
  if (detail.state === "loading") return <p className={mutedStyle}>{t("common.loading.default")}</p>;
  if (detail.state === "failed")
    return (
      <p className={errorAlertStyle} role="alert">
        {t("webCart.orders.detail_failed")}{" "}
        <Button variant="ghost" size="sm" onClick={detail.retry}>
          {t("webCart.orders.retry")}
        </Button>
      </p>
    );
  const order = detail.value;
  const shipments = order.shipments ?? [];
  return (
    <div data-testid="order-detail">
      {order.status === "draft" ? null : <OrderTimeline orderNr={order.order_nr} status={order.status} history={order.history ?? []} shipments={shipments} />}
      <table className={tableStyle}>
        <caption className={css({ srOnly: true })}>{t("webCart.orders.detail_title", { order_nr: order.order_nr })}</caption>
        <thead>
          <tr>
            <th scope="col">{t("webCart.cart.product")}</th>
            <th scope="col" className={numberCell}>{t("webCart.orders.quantity")}</th>
            <th scope="col" className={numberCell}>{t("webCart.cart.unit_price")}</th>
            <th scope="col" className={numberCell}>{t("webCart.cart.line_total")}</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.part_no}>
              <td>
                {line.name === "" ? line.part_no : line.name} <span className={mutedStyle}>{line.part_no}</span>
              </td>
              <td className={numberCell}>
                {line.quantity}
                <ShippedOf line={line} orderHasShipments={shipments.length > 0} />
              </td>
              <td className={numberCell}>{euros(line.price)}</td>
              <td className={numberCell}>{euros(line.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className={factsStyle}>
        <dt>{t("cart.subtotal")}</dt>
        <dd>{euros(order.subtotal)}</dd>
        {order.discount > 0 ? (
          <>
            <dt>{t("cart.discount")}{order.code === null ? "" : ` (${order.code})`}</dt>
            <dd>−{euros(order.discount)}</dd>
          </>
        ) : null}
        <dt>{t("cart.shipping")}</dt>
        <dd>
          {order.shipping === 0 ? t("cart.free") : euros(order.shipping)}
          {isShippingMethod(order.shipping_method) ? ` · ${t(shippingMethodMessageId(order.shipping_method))}` : ""}
        </dd>
        <dt>{t("webCart.orders.tax")}</dt>
        <dd>{euros(order.tax)}</dd>
        <dt>{t("cart.total")}</dt>
        <dd>
          <strong>{euros(order.total)}</strong>
        </dd>
        {order.payment === null ? null : (
          <>
            <dt>{t("webCart.orders.payment")}</dt>
            <dd>
              {t(paymentMethodMessageId(order.payment.method))}
              {order.payment.method === "online" ? ` · ${t(paymentTypeMessageId(order.payment.type))}` : ""}
              {order.payment.status === null ? "" : ` · ${t(`webCart.orders.payment_status.${order.payment.status}`)}`}
            </dd>
          </>
        )}
      </dl>
      {order.placed_by.on_behalf ? <p className={mutedStyle}>{t("webCart.orders.on_behalf")}</p> : null}
      <div className={actionsStyle}>
        {order.invoice === undefined || order.invoice === null ? null : <InvoiceDownload orderNr={order.order_nr} />}
        {order.status === "draft" ? null : (
          <Link href={orderAgainPath(order, patientDelivery)} className={buttonStyle({ variant: "secondary", size: "sm" })} aria-label={t("reorder.order_again_named", { order_nr: order.order_nr })}>
            {t("reorder.order_again")}
          </Link>
        )}
      </div>
    </div>
  );
};
