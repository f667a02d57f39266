import { formatDateTime, ZOOM_DELIVERED_PATH, zoomDeliveryPath, type Translate, type ZoomDeliveryListPage, type ZoomDeliveryRow } from "@proshop/core";
import { useState } from "react";
import { Link } from "wouter";
import { css } from "../../../styled-system/css";
import { useI18n } from "../../app/i18n.tsx";
import { useFormatMoney } from "../../app/money.ts";
import { Button, buttonStyle } from "../../ui/button.tsx";
import { OrdersPagination } from "../account/orders-pagination.tsx";
import { useLoad } from "../account/use-load.ts";
import { linkStyle } from "../auth-forms/form-alert.tsx";
import { errorAlertStyle, mutedStyle, panelStyle } from "../cart/styles.ts";
import { useZoomCall, zoomRefusalOf } from "./use-zoom-call.ts";

/** Deliveries per page. */
const PAGE_SIZE = 10;

const listStyle = css({ listStyle: "none", p: 0, m: 0, display: "flex", flexDirection: "column", gap: "3" });
const headStyle = css({ display: "flex", justifyContent: "space-between", alignItems: "baseline", gap: "2", flexWrap: "wrap" });
const badgesStyle = css({ display: "flex", gap: "2", flexWrap: "wrap" });
export const badgeStyle = css({ px: "2", py: "0.5", borderRadius: "full", fontSize: "xs", fontWeight: "medium", bg: "secondary.subtle", color: "secondary" });
const factsStyle = css({
  display: "grid",
  gridTemplateColumns: { base: "1fr 1fr", md: "repeat(4, 1fr)" },
  gap: "3",
  mt: "3",
  fontSize: "sm",
  "& dt": { color: "fg.muted" },
  "& dd": { overflowWrap: "anywhere" },
});
const toolbarStyle = css({ display: "flex", gap: "3", flexWrap: "wrap", alignItems: "center", mb: "4" });

type ListAnswer = { readonly page: ZoomDeliveryListPage } | { readonly refused: string };

/** One delivery: its number (the link to its page), status, date, patient (or "anonymised"), kit and total. */
const DeliveryCard = ({ delivery, t }: { readonly delivery: ZoomDeliveryRow; readonly t: Translate }) => {
  const { locale } = useI18n();
  const money = useFormatMoney();
  return (
    <li className={panelStyle} data-testid="zoom-delivery-row" data-order-nr={delivery.order_nr}>
      <div className={headStyle}>
        <h2 className={css({ fontWeight: "semibold" })}>
          <Link href={zoomDeliveryPath(delivery.order_nr)} className={linkStyle}>
            {t("zoomDelivered.deliveries.order", { order_nr: delivery.order_nr })}
          </Link>
        </h2>
        <span className={badgesStyle}>
          {delivery.replacement ? <span className={badgeStyle}>{t("zoomDelivered.deliveries.replacement")}</span> : null}
          <span className={badgeStyle} data-testid="zoom-delivery-status">
            {t(`webCart.orders.status.${delivery.status}`)}
          </span>
        </span>
      </div>
      <dl className={factsStyle}>
        <div>
          <dt>{t("zoomDelivered.deliveries.patient")}</dt>
          <dd data-testid="zoom-delivery-patient">
            {delivery.patient_name ?? <em>{t(delivery.anonymised ? "zoomDelivered.deliveries.anonymised" : "zoomDelivered.cli.hidden")}</em>}
          </dd>
        </div>
        <div>
          <dt>{t("zoomDelivered.deliveries.date")}</dt>
          <dd>{formatDateTime(delivery.date, locale)}</dd>
        </div>
        <div>
          <dt>{t("zoomDelivered.deliveries.kit")}</dt>
          <dd>{delivery.products.map((product) => `${product.quantity} × ${product.name === "" ? product.part_no : product.name}`).join(", ")}</dd>
        </div>
        <div>
          <dt>{t("zoomDelivered.deliveries.total")}</dt>
          <dd>
            <strong>{money(delivery.total)}</strong>
          </dd>
        </div>
      </dl>
    </li>
  );
};

/**
 * The practice's patient deliveries, newest first, a page at a time (GET
 * /admin/zoom-delivered/deliveries: the server answers the active company's only, with the
 * patient's name until it is anonymised). Each opens its own page.
 */
export const DeliveriesList = ({ t }: { readonly t: Translate }) => {
  const zoom = useZoomCall();
  const [page, setPage] = useState(1);
  const list = useLoad<ListAnswer>(`page-${page}`, () =>
    zoom((client) => client.listDeliveries({ page, pageSize: PAGE_SIZE })).then(
      (answer) => ({ page: answer }),
      (error: unknown) => {
        const refused = zoomRefusalOf(error);
        if (refused === null) throw error;
        return { refused };
      },
    ),
  );
  const toolbar = (
    <div className={toolbarStyle}>
      <p className={mutedStyle}>{t("zoomDelivered.deliveries.intro")}</p>
      <Link href={ZOOM_DELIVERED_PATH} className={buttonStyle({ variant: "secondary", size: "sm" })}>
        {t("zoomDelivered.deliveries.new_order")}
      </Link>
    </div>
  );
  if (list.state === "loading") return <p role="status" className={mutedStyle}>{t("common.loading.default")}</p>;
  if (list.state === "failed" || "refused" in list.value) {
    const refused = list.state === "ready" && "refused" in list.value ? list.value.refused : null;
    return (
      <div className={errorAlertStyle} role="alert" data-testid="zoom-deliveries-failed">
        <p>{t(refused ?? "zoomDelivered.deliveries.load_failed")}</p>
        {refused === null ? (
          <Button variant="ghost" size="sm" onClick={list.retry}>
            {t("zoomDelivered.deliveries.retry")}
          </Button>
        ) : null}
      </div>
    );
  }
  const answer = list.value.page;
  if (answer.deliveries.length === 0 && page === 1)
    return (
      <>
        {toolbar}
        <p data-testid="zoom-deliveries-empty">{t("zoomDelivered.deliveries.empty")}</p>
      </>
    );
  return (
    <>
      {toolbar}
      <ul className={listStyle} data-testid="zoom-deliveries">
        {answer.deliveries.map((delivery) => (
          <DeliveryCard key={delivery.order_nr} delivery={delivery} t={t} />
        ))}
      </ul>
      <OrdersPagination count={answer.total} pageSize={answer.pageSize} page={page} onPageChange={setPage} />
    </>
  );
};
