import { listingChoicesOf, selectListingSearch } from "@proshop/core";
import { useSelector } from "@xstate/react";
import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useSearch } from "wouter";
import { useShopActor } from "../../app/services-context.tsx";
import { afterNextPaint } from "../../ui/after-next-paint.ts";

/**
 * Keeps the listing's search, ticks, sort, product type and page in its address (core's
 * listing-address.ts), so a reload, a bookmark or a shared link shows the same products.
 * WHY after the products: ticks and pages only exist once they are known, so the address is
 * applied when the shop first holds them, and written back only after that (never an empty
 * listing's address over the one being restored). WHY replace: a tick is not a page of its
 * own, Back leaves the listing. An address without listing keys keeps what the shop shows.
 * Call it after `useCategorySelection`, whose category change resets the ticks.
 */
export const useListingAddress = (): void => {
  const shop = useShopActor();
  const [path, navigate] = useLocation();
  const search = useSearch();
  const loaded = useSelector(shop, (snapshot) => snapshot.context.initialized);
  const shown = useSelector(shop, selectListingSearch);
  // The address last applied to the shop or written from it; null until the products are known.
  const settled = useRef<string | null>(null);

  useLayoutEffect(() => {
    if (!loaded) return;
    const address = search === "" ? "" : `?${search}`;
    if (settled.current === address) return;
    settled.current = address;
    const choices = listingChoicesOf(address);
    if (choices !== null) shop.send({ type: "shop.applyChoices", choices });
  }, [loaded, search, shop]);

  useEffect(() => {
    // Read now, not as rendered: choices applied in this commit's layout effect are not in `shown` yet.
    const now = selectListingSearch(shop.getSnapshot());
    if (settled.current === null || settled.current === now) return;
    // After the frame that answers the tick or the page turn (issue 38: the history write and the
    // router's render it causes were a fifth of a filter's Interaction to Next Paint). A newer
    // choice, another path or leaving the listing first cancels it (the effect's cleanup).
    // A click on a product meanwhile changes the address while this screen may stay until the
    // product's page is ready: writing then would take the user back to the listing.
    const scheduledAt = window.location.pathname;
    return afterNextPaint(() => {
      if (window.location.pathname !== scheduledAt) return;
      settled.current = now;
      navigate(`${path}${now}`, { replace: true });
    });
  }, [shown, path, navigate, shop]);
};
