import type { RouteProps } from "../app/route-table.ts";
import { PlaceholderPage } from "../ui/placeholder-page.tsx";

/** Product listing (/c-p) (placeholder until its screen is built). */
export default function ListingRoute(_props: RouteProps) {
  return <PlaceholderPage titleId="web.pages.listing" />;
}
