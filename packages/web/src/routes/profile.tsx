import type { RouteProps } from "../app/route-table.ts";
import { PlaceholderPage } from "../ui/placeholder-page.tsx";

/** Profile (/profile) (placeholder until its screen is built). */
export default function ProfileRoute(_props: RouteProps) {
  return <PlaceholderPage titleId="web.pages.profile" />;
}
