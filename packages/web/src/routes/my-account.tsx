import { lazy, Suspense } from "react";
import { useT } from "../app/i18n.tsx";
import type { RouteProps } from "../app/route-table.ts";
import { AccountDetails } from "../features/account/account-details.tsx";
import { AccountNav } from "../features/account/account-nav.tsx";
import { ChangePasswordForm } from "../features/account/change-password-form.tsx";
import { LogOutEverywhere } from "../features/account/log-out-everywhere.tsx";
import { Page } from "../ui/page.tsx";

// Its own chunk: the account page shows first, the settings follow.
const SettingsPanel = lazy(() => import("../features/account/settings-panel.tsx"));

/** My account (/profile/my-account): user and company data, change password, log out everywhere, display settings. */
export default function MyAccountRoute(_props: RouteProps) {
  const t = useT();
  return (
    <Page title={t("web.pages.my_account")}>
      <AccountNav />
      <AccountDetails />
      <ChangePasswordForm />
      <LogOutEverywhere />
      <Suspense fallback={null}>
        <SettingsPanel />
      </Suspense>
    </Page>
  );
}
