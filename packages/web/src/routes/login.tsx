import type { RouteProps } from "../app/route-table.ts";
import { useT } from "../app/i18n.tsx";
import { LoginForm } from "../features/auth/login-form.tsx";
import { Page } from "../ui/page.tsx";

/** /login: the login form (a logged-in user is sent on by the guard). */
export default function LoginRoute(_props: RouteProps) {
  const t = useT();
  return (
    <Page title={t("session.login.title")}>
      <LoginForm />
    </Page>
  );
}
