import type { RouteProps } from "../app/route-table.ts";
import { PlaceholderPage } from "../ui/placeholder-page.tsx";

/** Shop home: categories (/) (placeholder until its screen is built). */
export default function HomeRoute(_props: RouteProps) {
  return <PlaceholderPage titleId="web.pages.home" />;
}
