import type { RouteProps } from "../app/route-table.ts";
import { PlaceholderPage } from "../ui/placeholder-page.tsx";

/** Contact support (/contact) (placeholder until its screen is built). */
export default function ContactRoute(_props: RouteProps) {
  return <PlaceholderPage titleId="web.pages.contact" />;
}
