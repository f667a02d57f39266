import type { RouteProps } from "../app/route-table.ts";
import { PlaceholderPage } from "../ui/placeholder-page.tsx";

/** Reset password (/reset-password) (placeholder until its screen is built). */
export default function ResetPasswordRoute(_props: RouteProps) {
  return <PlaceholderPage titleId="web.pages.reset_password" />;
}
