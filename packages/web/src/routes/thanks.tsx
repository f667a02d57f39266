import type { RouteProps } from "../app/route-table.ts";
import { useT } from "../app/i18n.tsx";
import { ThanksContent } from "../features/support/thanks.tsx";
import { Page } from "../ui/page.tsx";

/** /thanks: the thank-you page. */
export default function ThanksRoute(_props: RouteProps) {
  const t = useT();
  return (
    <Page title={t("web.pages.thanks")}>
      <ThanksContent />
    </Page>
  );
}
