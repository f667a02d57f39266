import type { RouteProps } from "../app/route-table.ts";
import { I18nOverride } from "../app/i18n.tsx";
import { DeliveriesList } from "../features/zoom-delivered/deliveries-list.tsx";
import { DeliveryDetail } from "../features/zoom-delivered/delivery-detail.tsx";
import { useZoomT } from "../features/zoom-delivered/zoom-messages.ts";
import { Page } from "../ui/page.tsx";

/** The practice's patient deliveries (/zoom-delivered/deliveries) and one of them (/zoom-delivered/deliveries/{order_nr}). */
export default function ZoomDeliveriesRoute({ params }: RouteProps) {
  const t = useZoomT();
  const orderNr = params["order_nr"];
  return (
    <I18nOverride t={t}>
      <Page title={orderNr === undefined ? t("zoomDelivered.deliveries.title") : t("zoomDelivered.deliveries.order", { order_nr: orderNr })}>
        {orderNr === undefined ? <DeliveriesList t={t} /> : <DeliveryDetail orderNr={orderNr} t={t} />}
      </Page>
    </I18nOverride>
  );
}
