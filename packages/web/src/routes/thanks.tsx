import type { RouteProps } from "../app/route-table.ts";
import { PlaceholderPage } from "../ui/placeholder-page.tsx";

/** Thanks (/thanks) (placeholder until its screen is built). */
export default function ThanksRoute(_props: RouteProps) {
  return <PlaceholderPage titleId="web.pages.thanks" />;
}
