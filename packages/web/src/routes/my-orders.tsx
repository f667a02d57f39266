import type { RouteProps } from "../app/route-table.ts";
import { PlaceholderPage } from "../ui/placeholder-page.tsx";

/** My orders (/profile/my-orders) (placeholder until its screen is built). */
export default function MyOrdersRoute(_props: RouteProps) {
  return <PlaceholderPage titleId="web.pages.my_orders" />;
}
