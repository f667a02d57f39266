import { Link } from "wouter";
import type { RouteProps } from "../app/route-table.ts";
import { useT } from "../app/i18n.tsx";
import { buttonStyle } from "../ui/button.tsx";
import { Page } from "../ui/page.tsx";

/** Any other path (SPEC 2): page not found, go to the homepage. */
export default function NotFoundRoute(_props: RouteProps) {
  const t = useT();
  return (
    <Page title={t("navigation.not_found.title")}>
      <p data-testid="not-found">{t("navigation.not_found.text")}</p>
      <p style={{ marginTop: 24 }}>
        <Link href="/" className={buttonStyle()}>
          {t("navigation.not_found.go_home")}
        </Link>
      </p>
    </Page>
  );
}
