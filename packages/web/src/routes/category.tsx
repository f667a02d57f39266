import { selectActiveCategory, selectIsCategoryNotFound } from "@proshop/core";
import { useSelector } from "@xstate/react";
import type { RouteProps } from "../app/route-table.ts";
import { useT } from "../app/i18n.tsx";
import { useShopActor } from "../app/services-context.tsx";
import { CategoryNotFound } from "../features/shop/category-not-found.tsx";
import { ProductListing } from "../features/shop/product-listing.tsx";
import { useCategorySelection } from "../features/shop/use-category-selection.ts";
import { useListingAddress } from "../features/shop/use-listing-address.ts";
import { Page } from "../ui/page.tsx";

/** A category's products (/c-p/{category}/{id} and /{category}/{id}); the id selects it. An id the shop does not know says so. */
export default function CategoryRoute({ params }: RouteProps) {
  const t = useT();
  const id = params["id"] ?? null;
  useCategorySelection(id);
  useListingAddress();
  const shop = useShopActor();
  const category = useSelector(shop, selectActiveCategory);
  const notFound = useSelector(shop, selectIsCategoryNotFound);
  if (notFound) {
    return (
      <Page title={t("shop.category_not_found.title")}>
        <CategoryNotFound />
      </Page>
    );
  }
  return (
    <Page title={category?.name ?? t("web.pages.category")}>
      <ProductListing activeCategoryId={id} />
    </Page>
  );
}
