import { BUNDLE_CATEGORY_KEY, sameListingPage, selectActiveFilterCount, selectListingPage, selectNoResultsMessage, selectShopError, selectShopStatus } from "@proshop/core";
import { useSelector } from "@xstate/react";
import { useDeferredValue, useId, useRef, useState } from "react";
import { css, cx } from "../../../styled-system/css";
import { useT } from "../../app/i18n.tsx";
import { useShopActor } from "../../app/services-context.tsx";
import { Button } from "../../ui/button.tsx";
import { BundleOverview } from "./bundle-overview.tsx";
import { CategoryNav } from "./category-nav.tsx";
import { FilterPanel } from "./filter-panel.tsx";
import { ListingPagination } from "./listing-pagination.tsx";
import { ProductGrid } from "./product-grid.tsx";
import { SearchBox } from "./search-box.tsx";
import { ShopEmpty, ShopFailed, ShopLoading } from "./shop-status.tsx";
import { SortSelect } from "./sort-select.tsx";

const layoutStyle = css({
  display: "grid",
  gap: { base: "6", lg: "8" },
  gridTemplateColumns: { base: "1fr", lg: "240px minmax(0, 1fr)" },
  alignItems: "start",
});
const asideStyle = css({ flexDirection: "column", gap: "6" });
const unfoldedStyle = css({ display: "flex" });
// Below lg the panel folds away behind a toggle, so the products are not pushed off the screen.
const foldedStyle = css({ display: { base: "none", lg: "flex" } });
const toggleStyle = css({ hideFrom: "lg", justifySelf: "start" });
const toolbarStyle = css({ display: "flex", flexWrap: "wrap", alignItems: "flex-end", gap: "4", mb: "4" });
const countStyle = css({ fontSize: "sm", color: "fg.muted", mb: "4" });

/**
 * The product list of `/c-p` and of a category: category filter and filter checkboxes beside,
 * search and sort above, 24 cards per page below (the Packs listing first describes its
 * bundles). Everything it shows is read through core's shop selectors; the route has already
 * sent `shop.selectCategory`.
 */
export const ProductListing = ({ activeCategoryId }: { readonly activeCategoryId: string | null }) => {
  const t = useT();
  const shop = useShopActor();
  const status = useSelector(shop, selectShopStatus);
  const listing = useSelector(shop, selectListingPage, sameListingPage);
  // A tick or a keystroke paints at once; the 24 cards follow in a render React may interrupt
  // (issue 38: a filter's INP was 550 ms at 4x CPU slowdown, the cards' mount most of it).
  const shown = useDeferredValue(listing);
  const noResults = useSelector(shop, selectNoResultsMessage);
  const error = useSelector(shop, selectShopError);
  const active = useSelector(shop, selectActiveFilterCount);
  const bundles = useSelector(shop, (snapshot) => snapshot.context.categoryKeyActive === BUNDLE_CATEGORY_KEY);
  const top = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const panelId = useId();

  const body =
    status === "failed" && error !== null ? (
      <ShopFailed messageId={error} />
    ) : status !== "ready" && listing.total === 0 ? (
      <ShopLoading />
    ) : noResults !== null ? (
      <ShopEmpty messageId={noResults} hintId="shop.no_results_hint" />
    ) : (
      <>
        <p className={countStyle} aria-live="polite" data-testid="listing-count">
          {t("shop.listing.results", { count: shown.total })}
          {shown.pageCount > 1 ? ` · ${t("shop.listing.page", { page: shown.page, pageCount: shown.pageCount })}` : ""}
        </p>
        <ProductGrid products={shown.items} />
        <ListingPagination
          listing={shown}
          onPageChange={() => top.current?.scrollIntoView({ block: "start" })}
        />
      </>
    );

  return (
    <div className={layoutStyle}>
      <Button variant="secondary" className={toggleStyle} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        {t("shop.filters.title")}
        {active > 0 ? ` (${active})` : ""}
      </Button>
      <aside id={panelId} className={cx(asideStyle, open ? unfoldedStyle : foldedStyle)}>
        <CategoryNav activeId={activeCategoryId} />
        <FilterPanel />
      </aside>
      <section ref={top} aria-busy={status === "loading" || shown !== listing} className={css({ scrollMarginTop: "calc(token(sizes.header) + 16px)" })}>
        {bundles ? <BundleOverview /> : null}
        <div className={toolbarStyle}>
          <SearchBox />
          <SortSelect />
        </div>
        {body}
      </section>
    </div>
  );
};
