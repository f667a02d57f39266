import { invitationTokenFromSearch } from "@proshop/core";
import { useSearch } from "wouter";
import type { RouteProps } from "../app/route-table.ts";
import { useT } from "../app/i18n.tsx";
import { RegisterForm } from "../features/auth-forms/register-form.tsx";
import { Page } from "../ui/page.tsx";

/** /register (and /register?token=... from an invitation): the registration form; a logged-in user is sent on by the guard. */
export default function RegisterRoute(_props: RouteProps) {
  const t = useT();
  const invitationToken = invitationTokenFromSearch(useSearch());
  return (
    <Page title={t("web.pages.register")}>
      <RegisterForm invitationToken={invitationToken} />
    </Page>
  );
}
