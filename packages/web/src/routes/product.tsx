import type { RouteProps } from "../app/route-table.ts";
import { PlaceholderPage } from "../ui/placeholder-page.tsx";

/** Product detail (/{ctn}, /c-p/{ctn}, /c-p/{category}/{id}/{ctn}) (placeholder until its screen is built). */
export default function ProductRoute(_props: RouteProps) {
  return <PlaceholderPage titleId="web.pages.product" />;
}
