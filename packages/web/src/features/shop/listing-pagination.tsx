import { Pagination } from "@ark-ui/react/pagination";
import type { CataloguePage } from "@proshop/core";
import { css } from "../../../styled-system/css";
import { useT } from "../../app/i18n.tsx";
import { useShopActor } from "../../app/services-context.tsx";

const rootStyle = css({ display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent: "center", gap: "1", mt: "8" });
const itemStyle = css({
  minW: "10",
  h: "10",
  px: "2",
  borderRadius: "md",
  borderWidth: "1px",
  borderColor: "border",
  bg: "bg",
  color: "fg",
  fontSize: "sm",
  cursor: "pointer",
  _hover: { bg: "bg.muted" },
  "&[data-selected]": { bg: "primary", color: "primary.fg", borderColor: "primary", fontWeight: "semibold" },
  _disabled: { opacity: 0.4, cursor: "not-allowed" },
});
const ellipsisStyle = css({ px: "2", color: "fg.muted" });

/**
 * Pages of 24 products (Ark UI pagination over core's `selectListingPage`): choosing a page sends
 * `shop.goToPage` and brings the reader back to the top of the list.
 */
export const ListingPagination = ({ listing, onPageChange }: { readonly listing: CataloguePage; readonly onPageChange?: () => void }) => {
  const t = useT();
  const shop = useShopActor();
  if (listing.pageCount <= 1) return null;
  return (
    <Pagination.Root
      className={rootStyle}
      count={listing.total}
      pageSize={listing.pageSize}
      page={listing.page}
      siblingCount={1}
      onPageChange={(details) => {
        shop.send({ type: "shop.goToPage", page: details.page });
        onPageChange?.();
      }}
      translations={{
        rootLabel: t("webShop.pagination.label"),
        prevTriggerLabel: t("shop.listing.previous"),
        nextTriggerLabel: t("shop.listing.next"),
        itemLabel: ({ page, totalPages }) => t("webShop.pagination.page", { page, total: totalPages }),
      }}
    >
      <Pagination.PrevTrigger className={itemStyle}>‹</Pagination.PrevTrigger>
      <Pagination.Context>
        {(pagination) =>
          pagination.pages.map((page, index) =>
            page.type === "page" ? (
              <Pagination.Item key={index} {...page} className={itemStyle}>
                {page.value}
              </Pagination.Item>
            ) : (
              <Pagination.Ellipsis key={index} index={index} className={ellipsisStyle}>
                …
              </Pagination.Ellipsis>
            ),
          )
        }
      </Pagination.Context>
      <Pagination.NextTrigger className={itemStyle}>›</Pagination.NextTrigger>
    </Pagination.Root>
  );
};
