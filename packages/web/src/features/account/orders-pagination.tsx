import { useT } from "../../app/i18n.tsx";
import { PageLinks } from "../../ui/page-links.tsx";

/** Pages of the order list; pages count from 1 like the server's. */
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
  return (
    <PageLinks
      count={count}
      pageSize={pageSize}
      page={page}
      onPageChange={onPageChange}
      labels={{
        root: t("webCart.orders.pages"),
        previous: t("webCart.orders.previous"),
        next: t("webCart.orders.next"),
        page: (number) => t("webCart.orders.page", { page: number }),
      }}
      testId="orders-pagination"
    />
  );
};
