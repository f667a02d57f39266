import { safeTrackingUrl, type OrderTracking } from "@proshop/core";
import { css } from "../../../styled-system/css";
import { useT } from "../../app/i18n.tsx";

const linkStyle = css({ textDecoration: "underline", overflowWrap: "anywhere" });

/**
 * A parcel's carrier and tracking number (issue 34): a link to the carrier's page in a new tab
 * when the server gave an http(s) address (core's safeTrackingUrl), plain text otherwise.
 * `noopener noreferrer`: the carrier's page gets no handle on the shop's tab, nor its address.
 */
export const TrackingLink = ({ tracking }: { readonly tracking: OrderTracking }) => {
  const t = useT();
  const text = t("orderTracking.tracking", { carrier: tracking.carrier, number: tracking.number });
  const url = safeTrackingUrl(tracking.url);
  if (url === null) return <span data-testid="tracking">{text}</span>;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className={linkStyle} data-testid="tracking">
      {text}
      <span className={css({ srOnly: true })}> {t("orderTracking.new_tab")}</span>
    </a>
  );
};
