import type { RouteProps } from "../app/route-table.ts";
import { PlaceholderPage } from "../ui/placeholder-page.tsx";

/** Order on behalf, sales reps only (/order-on-behalf) (placeholder until its screen is built). */
export default function OrderOnBehalfRoute(_props: RouteProps) {
  return <PlaceholderPage titleId="session.order_on_behalf.title" />;
}
