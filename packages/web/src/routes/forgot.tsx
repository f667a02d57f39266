import type { RouteProps } from "../app/route-table.ts";
import { PlaceholderPage } from "../ui/placeholder-page.tsx";

/** Forgot password (/forgot) (placeholder until its screen is built). */
export default function ForgotRoute(_props: RouteProps) {
  return <PlaceholderPage titleId="web.pages.forgot" />;
}
