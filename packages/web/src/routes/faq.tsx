import type { RouteProps } from "../app/route-table.ts";
import { useT } from "../app/i18n.tsx";
import { FaqIndex } from "../features/support/faq-index.tsx";
import { Page } from "../ui/page.tsx";

/** /faq/: the FAQ subjects from the content service. */
export default function FaqRoute(_props: RouteProps) {
  const t = useT();
  return (
    <Page title={t("web.pages.faq")}>
      <FaqIndex />
    </Page>
  );
}
