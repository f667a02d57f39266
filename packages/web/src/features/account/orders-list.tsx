import { ORDERS_PER_PAGE_OPTIONS, formatDateTime, readOrdersPerPage, trackedParcels, writeOrdersPerPage, zoomDeliveryPath, type OrderListRow } from "@proshop/core";
import { useEffect, useRef, useState } from "react";
import { Link, useSearch } from "wouter";
import { css } from "../../../styled-system/css";
import { useI18n } from "../../app/i18n.tsx";
import { useFormatMoney } from "../../app/money.ts";
import { useApiCall } from "../../app/services-context.tsx";
import { Button } from "../../ui/button.tsx";
import { errorAlertStyle, mutedStyle, panelStyle } from "../cart/styles.ts";
import { OrderDetailView } from "./order-detail.tsx";
import { OrdersPagination } from "./orders-pagination.tsx";
import { TrackingLink } from "./tracking-link.tsx";
import { useLoad } from "./use-load.ts";

/** Orders per page of "my orders". */
export const ORDERS_PAGE_SIZE = 10;

const listStyle = css({ listStyle: "none", p: 0, m: 0, display: "flex", flexDirection: "column", gap: "4" });
const headStyle = css({ display: "flex", justifyContent: "space-between", alignItems: "baseline", gap: "3", flexWrap: "wrap" });
const factsStyle = css({ display: "grid", gridTemplateColumns: { base: "1fr 1fr", md: "repeat(5, 1fr)" }, gap: "3", my: "3", fontSize: "sm", "& dt": { color: "fg.muted" } });
const patientStyle = css({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: "2", mt: "2", fontSize: "sm" });
const statusStyle = css({ px: "2", py: "0.5", borderRadius: "full", fontSize: "xs", fontWeight: "medium", bg: "secondary.subtle", color: "secondary" });

const trackingStyle = css({ display: "flex", flexWrap: "wrap", alignItems: "baseline", gap: "2", mt: "2", fontSize: "sm" });

/** A shipped (or delivered) order's parcels: carrier and tracking link of each (issue 34). */
const OrderParcels = ({ order }: { readonly order: OrderListRow }) => {
  const { t } = useI18n();
  const parcels = trackedParcels(order.shipments);
  if ((order.status !== "shipped" && order.status !== "delivered") || parcels.length === 0) return null;
  return (
    <p className={trackingStyle} data-testid="order-tracking">
      <span className={css({ color: "fg.muted" })}>{t("orderTracking.tracking_label")}</span>
      {parcels.map((tracking, index) => (
        <TrackingLink key={`${tracking.number}-${index}`} tracking={tracking} />
      ))}
    </p>
  );
};

const OrderCard = ({ order, linked }: { readonly order: OrderListRow; readonly linked: boolean }) => {
  const { t, locale } = useI18n();
  const money = useFormatMoney();
  // The order an e-mail links to (`?order=<nr>`) opens with its details, in view.
  const [open, setOpen] = useState(linked);
  const card = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (linked) card.current?.scrollIntoView({ block: "start" });
  }, [linked]);
  const detailId = `order-${order.order_number}-detail`;
  return (
    <li ref={card} className={panelStyle} data-testid="order-row" data-order-nr={order.order_number} aria-current={linked ? "true" : undefined}>
      <div className={headStyle}>
        <h2 className={css({ fontWeight: "semibold" })}>
          {t("webCart.orders.order_number")} {order.order_number}
        </h2>
        <span className={statusStyle} data-testid="order-status">
          {t(`webCart.orders.status.${order.status}`)}
        </span>
      </div>
      <OrderParcels order={order} />
      {order.patient_delivery === undefined ? null : (
        <p className={patientStyle} data-testid="patient-delivery">
          {/* The badge opens the delivery's own page: scanner, scan, consents, the patient's address (issue 35 item 14). */}
          <Link
            href={zoomDeliveryPath(order.order_number)}
            className={`${statusStyle} ${css({ textDecoration: "underline", _focusVisible: { outline: "2px solid", outlineColor: "primary", outlineOffset: "2px" } })}`}
            aria-label={t("webCart.orders.patient_delivery_open", { order_nr: order.order_number })}
            data-testid="patient-delivery-link"
          >
            {t("webCart.orders.patient_delivery")}
          </Link>
          {order.patient_delivery.patient_name === null ? null : <span>{t("webCart.orders.patient", { name: order.patient_delivery.patient_name })}</span>}
        </p>
      )}
      <dl className={factsStyle}>
        <div>
          <dt>{t("webCart.orders.date")}</dt>
          <dd>{formatDateTime(order.date, locale)}</dd>
        </div>
        <div>
          <dt>{t("webCart.orders.ship_to")}</dt>
          <dd>{order.ship_to === "" ? "–" : order.ship_to}</dd>
        </div>
        <div>
          <dt>{t("webCart.orders.items")}</dt>
          <dd>{order.number_of_items}</dd>
        </div>
        <div>
          <dt>{t("webCart.orders.tax")}</dt>
          <dd>{money(order.tax)}</dd>
        </div>
        <div>
          <dt>{t("webCart.orders.total")}</dt>
          <dd>
            <strong>{money(order.total_amount)}</strong>
          </dd>
        </div>
      </dl>
      <p className={mutedStyle}>
        {t("webCart.orders.products_list", {
          products: order.products.map((product) => `${product.quantity} × ${product.name === "" ? product.part_no : product.name}`).join(", "),
        })}
      </p>
      <Button variant="ghost" size="sm" aria-expanded={open} aria-controls={detailId} onClick={() => setOpen((shown) => !shown)}>
        {open ? t("webCart.orders.hide_details") : t("webCart.orders.show_details", { order_nr: order.order_number })}
      </Button>
      <div id={detailId}>{open ? <OrderDetailView orderNr={order.order_number} patientDelivery={order.patient_delivery !== undefined} /> : null}</div>
    </li>
  );
};

const perPageStyle = css({ display: "inline-flex", gap: "2", alignItems: "center", mb: "4", "& select": { borderWidth: "1px", borderColor: "border", borderRadius: "md", px: "2", py: "1", bg: "bg" } });

const readOrdersPerPageSafely = (): number => {
  try {
    return readOrdersPerPage(window.localStorage);
  } catch {
    return ORDERS_PAGE_SIZE;
  }
};

/** The active company's placed orders, newest first, a page at a time (GET /admin/order). */
export const OrdersList = () => {
  const { t } = useI18n();
  const api = useApiCall();
  const [page, setPage] = useState(1);
  const linkedOrder = new URLSearchParams(useSearch()).get("order");
  // SPEC 9: orders per page is a setting of the list, kept across visits like the customisation.
  const [perPage, setPerPage] = useState(() => readOrdersPerPageSafely());
  const list = useLoad(`page-${page}-${perPage}`, () => api((client) => client.listOrders({ page, pageSize: perPage })));
  const perPageControl = (
    <label className={perPageStyle}>
      {t("web.settings.orders_per_page")}{" "}
      <select
        value={perPage}
        onChange={(event) => {
          const value = Number(event.target.value);
          try {
            writeOrdersPerPage(window.localStorage, value);
          } catch {
            // Storage disabled: the choice lasts for this visit.
          }
          setPerPage(value);
          setPage(1);
        }}
      >
        {ORDERS_PER_PAGE_OPTIONS.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </label>
  );
  if (list.state === "loading") return <p className={mutedStyle}>{t("common.loading.default")}</p>;
  if (list.state === "failed")
    return (
      <div className={errorAlertStyle} role="alert">
        {t("webCart.orders.load_failed")}{" "}
        <Button variant="ghost" size="sm" onClick={list.retry}>
          {t("webCart.orders.retry")}
        </Button>
      </div>
    );
  if (list.value.orders.length === 0 && page === 1)
    return (
      <>
        {perPageControl}
        <p data-testid="orders-empty">{t("webCart.orders.none")}</p>
      </>
    );
  return (
    <>
      {perPageControl}
      <ul className={listStyle} data-testid="orders-list">
        {list.value.orders.map((order) => (
          <OrderCard key={order.order_number} order={order} linked={order.order_number === linkedOrder} />
        ))}
      </ul>
      <OrdersPagination count={list.value.total} pageSize={list.value.pageSize} page={page} onPageChange={setPage} />
    </>
  );
};
