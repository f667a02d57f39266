import type { RouteProps } from "../app/route-table.ts";
import { useT } from "../app/i18n.tsx";
import { ProductListing } from "../features/shop/product-listing.tsx";
import { useCategorySelection } from "../features/shop/use-category-selection.ts";
import { useListingAddress } from "../features/shop/use-listing-address.ts";
import { Page } from "../ui/page.tsx";

/** Product listing (/c-p): the whole catalogue with filters, search, sort and pages. */
export default function ListingRoute(_props: RouteProps) {
  const t = useT();
  useCategorySelection(null);
  useListingAddress();
  return (
    <Page title={t("web.pages.listing")}>
      <ProductListing activeCategoryId={null} />
    </Page>
  );
}
