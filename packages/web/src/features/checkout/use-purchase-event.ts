import { isNewPurchase, LAST_ORDER_ID_STORAGE_KEY, purchaseEvent, selectShopConfig, shopCurrency } from "@proshop/core";
import { useSelector } from "@xstate/react";
import { useEffect } from "react";
import { pushToDataLayer } from "../../app/data-layer.ts";
import { useApiCall, useSessionActor } from "../../app/services-context.tsx";

const readLastOrderId = (): string | null => {
  try {
    return window.localStorage.getItem(LAST_ORDER_ID_STORAGE_KEY);
  } catch {
    return null;
  }
};

const writeLastOrderId = (orderNr: string | null): void => {
  try {
    if (orderNr === null) window.localStorage.removeItem(LAST_ORDER_ID_STORAGE_KEY);
    else window.localStorage.setItem(LAST_ORDER_ID_STORAGE_KEY, orderNr);
  } catch {
    // Storage disabled: "once" then lasts as long as the tab.
  }
};

/**
 * SPEC 9: the `purchase` event of a completed order goes onto `window.dataLayer` once, never
 * again on a reload or a revisit (the last order id kept in local storage). The order is read
 * from the server (GET /admin/order/{nr}) for its lines and amounts. The id is claimed before
 * that read, so two renders cannot both send it, and given back when the read fails, so the
 * next visit tries again.
 */
export const usePurchaseEvent = (orderNr: string | null): void => {
  const api = useApiCall();
  const currency = shopCurrency(useSelector(useSessionActor(), selectShopConfig));
  useEffect(() => {
    const previous = readLastOrderId();
    if (orderNr === null || !isNewPurchase(orderNr, previous)) return;
    writeLastOrderId(orderNr);
    api((client) => client.getOrder(orderNr)).then(
      (order) => pushToDataLayer(purchaseEvent(orderNr, order, currency, order.code)),
      () => {
        if (readLastOrderId() === orderNr) writeLastOrderId(previous);
      },
    );
  }, [orderNr, currency, api]);
};
