import { useT } from "../app/i18n.tsx";
import type { RouteProps } from "../app/route-table.ts";
import { AccountNav } from "../features/account/account-nav.tsx";
import { OrdersList } from "../features/account/orders-list.tsx";
import { Page } from "../ui/page.tsx";

/** My orders (/profile/my-orders): status, date, ship-to, number, items, VAT, total, products, details. */
export default function MyOrdersRoute(_props: RouteProps) {
  const t = useT();
  return (
    <Page title={t("web.pages.my_orders")}>
      <AccountNav />
      <OrdersList />
    </Page>
  );
}
