import type { RouteProps } from "../app/route-table.ts";
import { PlaceholderPage } from "../ui/placeholder-page.tsx";

/** Register (/register) (placeholder until its screen is built). */
export default function RegisterRoute(_props: RouteProps) {
  return <PlaceholderPage titleId="web.pages.register" />;
}
