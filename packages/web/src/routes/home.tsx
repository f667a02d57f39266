import type { RouteProps } from "../app/route-table.ts";
import { useT } from "../app/i18n.tsx";
import { CategoryGrid } from "../features/shop/category-grid.tsx";
import { Page } from "../ui/page.tsx";

/** Shop home (/): the categories, or "No categories could be fetched". */
export default function HomeRoute(_props: RouteProps) {
  const t = useT();
  return (
    <Page title={t("web.pages.home")}>
      <CategoryGrid />
    </Page>
  );
}
