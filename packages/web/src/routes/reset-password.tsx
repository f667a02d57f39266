import { resetTokenFromSearch } from "@proshop/core";
import { useSearch } from "wouter";
import type { RouteProps } from "../app/route-table.ts";
import { useT } from "../app/i18n.tsx";
import { ResetForm } from "../features/auth-forms/reset-form.tsx";
import { Page } from "../ui/page.tsx";

/** /reset-password?token=...: choose a new password with the e-mailed link's token. */
export default function ResetPasswordRoute(_props: RouteProps) {
  const t = useT();
  const token = resetTokenFromSearch(useSearch());
  return (
    <Page title={t("web.pages.reset_password")}>
      <ResetForm token={token} />
    </Page>
  );
}
