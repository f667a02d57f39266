import { formatDateTime, trackingTimeline, type OrderShipment, type OrderStatus, type TrackingStep } from "@proshop/core";
import { css, cx } from "../../../styled-system/css";
import { useI18n } from "../../app/i18n.tsx";
import { TrackingLink } from "./tracking-link.tsx";

const listStyle = css({ listStyle: "none", p: 0, my: "4", display: "flex", flexDirection: "column", gap: "0" });
const stepStyle = css({
  position: "relative",
  pl: "8",
  pb: "4",
  // The line joining the markers, stopped at the last step.
  _before: { content: '""', position: "absolute", left: "2.5", top: "5", bottom: 0, borderLeftWidth: "2px", borderColor: "border" },
  _last: { pb: 0, _before: { display: "none" } },
});
const markerStyle = css({
  position: "absolute",
  left: 0,
  top: "0.5",
  w: "5",
  h: "5",
  borderRadius: "full",
  borderWidth: "2px",
  display: "grid",
  placeItems: "center",
  fontSize: "xs",
  lineHeight: 1,
});
const markerByState = {
  done: css({ bg: "success", borderColor: "success", color: "bg" }),
  current: css({ bg: "primary", borderColor: "primary", color: "primary.fg" }),
  upcoming: css({ bg: "bg", borderColor: "border", color: "fg.muted" }),
} as const;
const labelByState = {
  done: css({ fontWeight: "medium" }),
  current: css({ fontWeight: "bold" }),
  upcoming: css({ color: "fg.muted" }),
} as const;
const parcelsStyle = css({ listStyle: "none", p: 0, mt: "1", display: "flex", flexDirection: "column", gap: "1", fontSize: "sm" });

/** What the marker shows: a tick once done, a dot where the order is, nothing ahead (its meaning is also said in words). */
const MARK: Record<TrackingStep["state"], string> = { done: "✓", current: "●", upcoming: "" };

const Parcel = ({ shipment }: { readonly shipment: OrderShipment }) => {
  const { t, locale } = useI18n();
  const date = formatDateTime(shipment.at, locale);
  if (shipment.tracking === null) return <li>{t("orderTracking.parcel_untracked", { date })}</li>;
  return (
    <li>
      {t("orderTracking.parcel", { date })} · <TrackingLink tracking={shipment.tracking} />
    </li>
  );
};

/**
 * Where an order stands (issue 34): received -> in process -> shipped (its parcels, carrier and
 * tracking link) -> delivered, with the date each was reached, or the steps reached then
 * canceled. An ordered list; the step the order is at is `aria-current="step"`, the others say
 * "done" or "to come" to screen readers as the marker says it to the eye.
 */
export const OrderTimeline = ({
  orderNr,
  status,
  history,
  shipments,
}: {
  readonly orderNr: string;
  readonly status: OrderStatus;
  readonly history: ReadonlyArray<{ readonly status: OrderStatus; readonly at: string }>;
  readonly shipments: ReadonlyArray<OrderShipment>;
}) => {
  const { t, locale } = useI18n();
  const steps = trackingTimeline(status, history, shipments);
  return (
    <ol className={listStyle} aria-label={t("orderTracking.timeline", { order_nr: orderNr })} data-testid="order-timeline">
      {steps.map((step) => (
        <li key={step.status} className={stepStyle} aria-current={step.state === "current" ? "step" : undefined} data-step={step.status} data-state={step.state}>
          <span className={cx(markerStyle, markerByState[step.state])} aria-hidden="true">
            {MARK[step.state]}
          </span>
          <span className={labelByState[step.state]}>{t(`webCart.orders.status.${step.label}`)}</span>
          {step.state === "current" ? null : <span className={css({ srOnly: true })}> ({t(`orderTracking.state.${step.state}`)})</span>}
          {step.at === null ? null : (
            <>
              {" · "}
              <time dateTime={step.at} className={css({ color: "fg.muted", fontSize: "sm" })}>
                {formatDateTime(step.at, locale, { withTime: true })}
              </time>
            </>
          )}
          {step.shipments.length === 0 ? null : (
            <ul className={parcelsStyle}>
              {step.shipments.map((shipment, index) => (
                <Parcel key={`${shipment.at}-${index}`} shipment={shipment} />
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
};
