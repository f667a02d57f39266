import type { RouteProps } from "../app/route-table.ts";
import { PlaceholderPage } from "../ui/placeholder-page.tsx";

/** FAQ (/faq/) (placeholder until its screen is built). */
export default function FaqRoute(_props: RouteProps) {
  return <PlaceholderPage titleId="web.pages.faq" />;
}
