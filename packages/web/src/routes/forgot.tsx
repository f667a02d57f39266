import type { RouteProps } from "../app/route-table.ts";
import { useT } from "../app/i18n.tsx";
import { ForgotForm } from "../features/auth-forms/forgot-form.tsx";
import { Page } from "../ui/page.tsx";

/** /forgot: ask for a reset link. */
export default function ForgotRoute(_props: RouteProps) {
  const t = useT();
  return (
    <Page title={t("web.pages.forgot")}>
      <ForgotForm />
    </Page>
  );
}
