import type { RouteProps } from "../app/route-table.ts";
import { PlaceholderPage } from "../ui/placeholder-page.tsx";

/** Cart and checkout (/cart) (placeholder until its screen is built). */
export default function CartRoute(_props: RouteProps) {
  return <PlaceholderPage titleId="web.pages.cart" />;
}
