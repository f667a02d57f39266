import {
  formatDateTime,
  scannerMessageId,
  streetLine,
  ZOOM_DELIVERIES_PATH,
  zoomDeliveryPath,
  type OrderDetail,
  type Translate,
  type ZoomDeliveryDetail,
} from "@proshop/core";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { css } from "../../../styled-system/css";
import { useI18n } from "../../app/i18n.tsx";
import { useFormatMoney } from "../../app/money.ts";
import { useApiCall } from "../../app/services-context.tsx";
import { Button } from "../../ui/button.tsx";
import { OrderTimeline } from "../account/order-timeline.tsx";
import { useLoad } from "../account/use-load.ts";
import { linkStyle } from "../auth-forms/form-alert.tsx";
import { errorAlertStyle, mutedStyle } from "../cart/styles.ts";
import { badgeStyle } from "./deliveries-list.tsx";
import { useZoomCall, zoomRefusalOf } from "./use-zoom-call.ts";

const gridStyle = css({ display: "grid", gap: "4", gridTemplateColumns: { base: "1fr", md: "1fr 1fr" }, mt: "4" });
const blockStyle = css({ borderWidth: "1px", borderColor: "border", borderRadius: "lg", p: "4", display: "flex", flexDirection: "column", gap: "1", minW: 0, overflowWrap: "anywhere" });
const titleStyle = css({ fontWeight: "semibold", fontSize: "md" });
const headStyle = css({ display: "flex", gap: "2", flexWrap: "wrap", alignItems: "center" });
const consentListStyle = css({ listStyle: "none", p: 0, m: 0, display: "flex", flexDirection: "column", gap: "1" });

const CONSENTS = ["practice_informed", "patient_informed", "terms", "net_terms", "info_correct"] as const;

type DetailAnswer = { readonly delivery: ZoomDeliveryDetail } | { readonly refused: string };

const Block = ({ title, children, testId }: { readonly title: string; readonly children: ReactNode; readonly testId?: string }) => (
  <section className={blockStyle} aria-label={title} data-testid={testId}>
    <h2 className={titleStyle}>{title}</h2>
    {children}
  </section>
);

/** Where the order stands, with its parcels' tracking once the order reports them (GET /admin/order/{nr}). */
const DeliveryTracking = ({ orderNr, t }: { readonly orderNr: string; readonly t: Translate }) => {
  const api = useApiCall();
  const order = useLoad<OrderDetail>(orderNr, () => api((client) => client.getOrder(orderNr)));
  if (order.state === "loading") return <p className={mutedStyle}>{t("common.loading.default")}</p>;
  if (order.state === "failed")
    return (
      <p className={errorAlertStyle} role="alert">
        {t("webCart.orders.detail_failed")}{" "}
        <Button variant="ghost" size="sm" onClick={order.retry}>
          {t("zoomDelivered.deliveries.retry")}
        </Button>
      </p>
    );
  const { status, history, shipments } = order.value;
  if (status === "draft") return null;
  return <OrderTimeline orderNr={orderNr} status={status} history={history ?? []} shipments={shipments ?? []} />;
};

/** The patient (name, contact, address in the country's order, scan), or why it is not shown. */
const PatientBlocks = ({ delivery, t }: { readonly delivery: ZoomDeliveryDetail; readonly t: Translate }) => {
  const { locale } = useI18n();
  const patient = delivery.patient;
  if (patient === null) {
    return (
      <Block title={t("zoomDelivered.deliveries.patient")} testId="zoom-delivery-patient">
        <p>
          <em>{t(delivery.anonymised_at === null ? "zoomDelivered.deliveries.hidden" : "zoomDelivered.deliveries.anonymised")}</em>
        </p>
        {delivery.anonymised_at === null ? null : <p className={mutedStyle}>{t("zoomDelivered.deliveries.anonymised_note", { date: formatDateTime(delivery.anonymised_at, locale) })}</p>}
      </Block>
    );
  }
  const country = t(`zoomDelivered.country.${patient.country}`);
  return (
    <>
      <Block title={t("zoomDelivered.deliveries.patient")} testId="zoom-delivery-patient">
        <p>
          {patient.first_name} {patient.last_name}
        </p>
        <p>{patient.email}</p>
        <p>{patient.phone}</p>
      </Block>
      <Block title={t("zoomDelivered.deliveries.ships_to")} testId="zoom-delivery-address">
        <p data-testid="zoom-street-line">{streetLine(patient.country, patient.street, patient.number)}</p>
        <p>
          {patient.zip} {patient.city}
        </p>
        <p>{patient.state === "" ? country : `${patient.state}, ${country}`}</p>
      </Block>
    </>
  );
};

/** One delivery's page: status and tracking, kit, patient until anonymised, scan, consents. */
const DeliveryView = ({ delivery, t }: { readonly delivery: ZoomDeliveryDetail; readonly t: Translate }) => {
  const { locale } = useI18n();
  const money = useFormatMoney();
  return (
    <div data-testid="zoom-delivery" data-order-nr={delivery.order_nr}>
      <div className={headStyle}>
        <span className={badgeStyle} data-testid="zoom-delivery-status">
          {t(`webCart.orders.status.${delivery.status}`)}
        </span>
        {delivery.replacement ? <span className={badgeStyle}>{t("zoomDelivered.deliveries.replacement")}</span> : null}
        <span className={mutedStyle}>
          {t("zoomDelivered.deliveries.date")} {formatDateTime(delivery.date, locale)}
        </span>
      </div>
      {delivery.replaces_order_nr === null ? null : (
        <p className={css({ mt: "2" })}>
          <Link href={zoomDeliveryPath(delivery.replaces_order_nr)} className={linkStyle}>
            {t("zoomDelivered.deliveries.replaces", { order_nr: delivery.replaces_order_nr })}
          </Link>
        </p>
      )}
      <section aria-label={t("zoomDelivered.deliveries.tracking")} data-testid="zoom-delivery-tracking">
        <DeliveryTracking orderNr={delivery.order_nr} t={t} />
      </section>
      <div className={gridStyle}>
        <Block title={t("zoomDelivered.deliveries.kit")}>
          <ul className={consentListStyle}>
            {delivery.lines.map((line) => (
              <li key={line.part_no}>
                {line.quantity} × {line.name === "" ? line.part_no : line.name} – {money(line.total)}
              </li>
            ))}
          </ul>
          <p>
            {t("zoomDelivered.deliveries.total")} <strong>{money(delivery.total)}</strong>
          </p>
        </Block>
        <PatientBlocks delivery={delivery} t={t} />
        <Block title={t("zoomDelivered.deliveries.scan")} testId="zoom-delivery-scan">
          <p>
            {delivery.patient === null
              ? t(scannerMessageId(delivery.scanner))
              : t("zoomDelivered.summary.scan_line", { scanner: t(scannerMessageId(delivery.scanner)), scan_id: delivery.patient.scan_id })}
          </p>
        </Block>
        <Block title={t("zoomDelivered.deliveries.consents")} testId="zoom-delivery-consents">
          <ul className={consentListStyle}>
            {CONSENTS.filter((consent) => delivery.consents[consent]).map((consent) => (
              <li key={consent}>
                <span aria-hidden="true">✓ </span>
                {t(`forms.fields.${consent}`)}
              </li>
            ))}
          </ul>
        </Block>
      </div>
    </div>
  );
};

/** GET /admin/zoom-delivered/deliveries/{order_nr}: another company's delivery is the server's 404, said as such. */
export const DeliveryDetail = ({ orderNr, t }: { readonly orderNr: string; readonly t: Translate }) => {
  const zoom = useZoomCall();
  const detail = useLoad<DetailAnswer>(orderNr, () =>
    zoom((client) => client.getDelivery(orderNr)).then(
      (delivery) => ({ delivery }),
      (error: unknown) => {
        const refused = zoomRefusalOf(error);
        if (refused === null) throw error;
        return { refused };
      },
    ),
  );
  const back = (
    <p className={css({ mb: "4" })}>
      <Link href={ZOOM_DELIVERIES_PATH} className={linkStyle}>
        {t("zoomDelivered.deliveries.back")}
      </Link>
    </p>
  );
  if (detail.state === "loading")
    return (
      <>
        {back}
        <p role="status" className={mutedStyle}>
          {t("common.loading.default")}
        </p>
      </>
    );
  if (detail.state === "failed" || "refused" in detail.value) {
    const refused = detail.state === "ready" && "refused" in detail.value ? detail.value.refused : null;
    return (
      <>
        {back}
        <div className={errorAlertStyle} role="alert" data-testid="zoom-delivery-failed">
          <p>{t(refused ?? "zoomDelivered.deliveries.detail_failed", { order_nr: orderNr })}</p>
          {refused === null ? (
            <Button variant="ghost" size="sm" onClick={detail.retry}>
              {t("zoomDelivered.deliveries.retry")}
            </Button>
          ) : null}
        </div>
      </>
    );
  }
  return (
    <>
      {back}
      <DeliveryView delivery={detail.value.delivery} t={t} />
    </>
  );
};
