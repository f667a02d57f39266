import type { RouteProps } from "../app/route-table.ts";
import { PlaceholderPage } from "../ui/placeholder-page.tsx";

/** FAQ subject (/faq/{subject}) (placeholder until its screen is built). */
export default function FaqSubjectRoute(_props: RouteProps) {
  return <PlaceholderPage titleId="web.pages.faq" />;
}
