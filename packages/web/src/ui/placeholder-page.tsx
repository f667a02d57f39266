import { useT } from "../app/i18n.tsx";
import { Page } from "./page.tsx";

/** A screen not built yet: its heading, so the route table is complete. Replace with the real screen. */
export const PlaceholderPage = ({ titleId }: { readonly titleId: string }) => {
  const t = useT();
  return (
    <Page title={t(titleId)}>
      <p>{t("web.placeholder.coming_soon")}</p>
    </Page>
  );
};
