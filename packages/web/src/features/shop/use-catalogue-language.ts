import { selectIsLoggedIn } from "@proshop/core";
import { useSelector } from "@xstate/react";
import { useEffect, useRef } from "react";
import { useI18n } from "../../app/i18n.tsx";
import { useApiCall, useSessionActor, useShopActor } from "../../app/services-context.tsx";

/** The `lang` the catalogue is asked in for a UI locale ("nl-NL" -> "nl"). */
export const catalogueLanguageOf = (locale: string): string => locale.slice(0, 2).toLowerCase();

/**
 * SPEC 4 "product list update": a language switch re-fetches the product and category texts in
 * the new language (`?lang=`) and hands them to the shop machine's fresh-translations path, which
 * keeps stock and prices. The first language is the one the catalogue was loaded in: no call.
 */
export const useCatalogueLanguage = (): void => {
  const api = useApiCall();
  const shop = useShopActor();
  const isLoggedIn = useSelector(useSessionActor(), selectIsLoggedIn);
  const { locale } = useI18n();
  const loadedIn = useRef<string | null>(null);
  useEffect(() => {
    const language = catalogueLanguageOf(locale);
    if (!isLoggedIn) {
      loadedIn.current = null;
      return;
    }
    if (loadedIn.current === null || loadedIn.current === language) {
      loadedIn.current = language;
      return;
    }
    loadedIn.current = language;
    const controller = new AbortController();
    Promise.all([api((client) => client.listProducts(language), controller.signal), api((client) => client.listCategories(language), controller.signal)])
      .then(([products, categories]) => {
        shop.send({ type: "shop.productsUpdated", kind: "translations", products });
        shop.send({ type: "shop.categoriesUpdated", categories });
      })
      // The texts stay in the old language; the next switch asks again.
      .catch(() => undefined);
    return () => controller.abort();
  }, [locale, isLoggedIn, api, shop]);
};
