import { Pagination } from "@ark-ui/react/pagination";
import { css } from "../../../styled-system/css";
import { useT } from "../../app/i18n.tsx";

const rootStyle = css({ display: "flex", gap: "1", alignItems: "center", justifyContent: "center", flexWrap: "wrap", mt: "6" });
const itemStyle = css({
  minW: "9",
  h: "9",
  px: "2",
  borderRadius: "md",
  borderWidth: "1px",
  borderColor: "border",
  bg: "bg",
  color: "fg",
  cursor: "pointer",
  "&[data-selected]": { bg: "primary", color: "primary.fg", borderColor: "primary" },
  _disabled: { opacity: 0.4, cursor: "not-allowed" },
});

/** Pages of the order list (Ark UI pagination); pages count from 1 like the server's. */
export const OrdersPagination = ({
  count,
  pageSize,
  page,
  onPageChange,
}: {
  readonly count: number;
  readonly pageSize: number;
  readonly page: number;
  readonly onPageChange: (page: number) => void;
}) => {
  const t = useT();
  if (count <= pageSize) return null;
  return (
    <Pagination.Root
      className={rootStyle}
      count={count}
      pageSize={pageSize}
      page={page}
      siblingCount={1}
      onPageChange={(details) => onPageChange(details.page)}
      translations={{
        rootLabel: t("webCart.orders.pages"),
        prevTriggerLabel: t("webCart.orders.previous"),
        nextTriggerLabel: t("webCart.orders.next"),
        itemLabel: (details) => t("webCart.orders.page", { page: details.page }),
      }}
      data-testid="orders-pagination"
    >
      <Pagination.PrevTrigger className={itemStyle}>‹</Pagination.PrevTrigger>
      <Pagination.Context>
        {(pagination) =>
          pagination.pages.map((item, index) =>
            item.type === "page" ? (
              <Pagination.Item key={index} {...item} className={itemStyle}>
                {item.value}
              </Pagination.Item>
            ) : (
              <Pagination.Ellipsis key={index} index={index}>
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
