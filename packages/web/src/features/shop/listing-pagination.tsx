import type { CataloguePage } from "@proshop/core";
import { useT } from "../../app/i18n.tsx";
import { useShopActor } from "../../app/services-context.tsx";
import { PageLinks } from "../../ui/page-links.tsx";

/**
 * Pages of 24 products (over core's `selectListingPage`): choosing a page sends
 * `shop.goToPage` and brings the reader back to the top of the list.
 */
export const ListingPagination = ({ listing, onPageChange }: { readonly listing: CataloguePage; readonly onPageChange?: () => void }) => {
  const t = useT();
  const shop = useShopActor();
  return (
    <PageLinks
      count={listing.total}
      pageSize={listing.pageSize}
      page={listing.page}
      onPageChange={(page) => {
        shop.send({ type: "shop.goToPage", page });
        onPageChange?.();
      }}
      labels={{
        root: t("webShop.pagination.label"),
        previous: t("shop.listing.previous"),
        next: t("shop.listing.next"),
        page: (page, total) => t("webShop.pagination.page", { page, total }),
      }}
    />
  );
};
