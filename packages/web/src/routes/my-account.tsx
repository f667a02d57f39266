import type { RouteProps } from "../app/route-table.ts";
import { PlaceholderPage } from "../ui/placeholder-page.tsx";

/** My account (/profile/my-account) (placeholder until its screen is built). */
export default function MyAccountRoute(_props: RouteProps) {
  return <PlaceholderPage titleId="web.pages.my_account" />;
}
