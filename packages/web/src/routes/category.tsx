import type { RouteProps } from "../app/route-table.ts";
import { PlaceholderPage } from "../ui/placeholder-page.tsx";

/** Category product list (/c-p/{category}/{id} and /{category}/{id}) (placeholder until its screen is built). */
export default function CategoryRoute(_props: RouteProps) {
  return <PlaceholderPage titleId="web.pages.category" />;
}
