import { selectIsLoggedIn, selectShopStatus } from "@proshop/core";
import { useSelector } from "@xstate/react";
import { useEffect } from "react";
import { useI18n } from "../../app/i18n.tsx";
import { useApiCall, useSessionActor, useShopActor } from "../../app/services-context.tsx";
import { catalogueLanguageOf } from "./use-catalogue-language.ts";

/** Coming back to the tab (focus, visible again) re-reads stock and prices older than this. */
export const FRESH_ON_RETURN_AFTER_MS = 60_000;
/** While the tab stays open and visible, stock and prices are re-read this often at most. */
export const FRESH_EVERY_MS = 5 * 60_000;

/**
 * SPEC 4 "product list update", the stock and prices path: the catalogue is read again from
 * the server and handed to the shop machine's `stockAndPrices` update, which changes only stock
 * and prices (products it does not know are added, marked incomplete). Filters, page, scroll
 * and cart are untouched, as nothing but the products changes. The server answers with an ETag
 * and `no-cache`, so an unchanged catalogue costs a 304.
 */
export const useFreshStock = (): void => {
  const api = useApiCall();
  const shop = useShopActor();
  const isLoggedIn = useSelector(useSessionActor(), selectIsLoggedIn);
  const { locale } = useI18n();
  const language = catalogueLanguageOf(locale);
  useEffect(() => {
    if (!isLoggedIn) return;
    // The catalogue was just loaded (session start or language switch): its age counts from now.
    let readAt = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let controller: AbortController | undefined;
    const visible = () => document.visibilityState === "visible";

    const refresh = () => {
      readAt = Date.now();
      schedule();
      // Before the catalogue has loaded, every product would be "unknown" (added as incomplete).
      if (selectShopStatus(shop.getSnapshot()) !== "ready") return;
      controller?.abort();
      controller = new AbortController();
      api((client) => client.listProducts(language), controller.signal)
        .then((products) => shop.send({ type: "shop.productsUpdated", kind: "stockAndPrices", products }))
        // The listing keeps what it showed; the next return or tick asks again.
        .catch(() => undefined);
    };
    // A hidden tab asks nothing; coming back refreshes it (onReturn).
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(() => (visible() ? refresh() : schedule()), FRESH_EVERY_MS);
    };
    const onReturn = () => {
      if (visible() && Date.now() - readAt >= FRESH_ON_RETURN_AFTER_MS) refresh();
    };

    schedule();
    window.addEventListener("focus", onReturn);
    document.addEventListener("visibilitychange", onReturn);
    return () => {
      clearTimeout(timer);
      controller?.abort();
      window.removeEventListener("focus", onReturn);
      document.removeEventListener("visibilitychange", onReturn);
    };
  }, [isLoggedIn, language, api, shop]);
};
