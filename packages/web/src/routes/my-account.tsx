import { useT } from "../app/i18n.tsx";
import type { RouteProps } from "../app/route-table.ts";
import { AccountDetails } from "../features/account/account-details.tsx";
import { ChangePasswordForm } from "../features/account/change-password-form.tsx";
import { Page } from "../ui/page.tsx";

/** My account (/profile/my-account): user and company data, change password. */
export default function MyAccountRoute(_props: RouteProps) {
  const t = useT();
  return (
    <Page title={t("web.pages.my_account")}>
      <AccountDetails />
      <ChangePasswordForm />
    </Page>
  );
}
