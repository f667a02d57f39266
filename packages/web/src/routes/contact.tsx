import type { RouteProps } from "../app/route-table.ts";
import { useT } from "../app/i18n.tsx";
import { ContactForm } from "../features/support/contact-form.tsx";
import { Page } from "../ui/page.tsx";

/** /contact: ask support a question (logged in or not). */
export default function ContactRoute(_props: RouteProps) {
  const t = useT();
  return (
    <Page title={t("web.pages.contact")}>
      <ContactForm />
    </Page>
  );
}
