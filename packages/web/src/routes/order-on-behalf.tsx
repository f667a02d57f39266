import { useT } from "../app/i18n.tsx";
import type { RouteProps } from "../app/route-table.ts";
import { CurrentOffice } from "../features/order-on-behalf/current-office.tsx";
import { OfficeForm } from "../features/order-on-behalf/office-form.tsx";
import { Page } from "../ui/page.tsx";

/** Order on behalf, sales reps only (/order-on-behalf): pick the office to order for. */
export default function OrderOnBehalfRoute(_props: RouteProps) {
  const t = useT();
  return (
    <Page title={t("session.order_on_behalf.title")}>
      <CurrentOffice />
      <p style={{ marginBottom: "1rem" }}>{t("session.order_on_behalf.intro")}</p>
      <OfficeForm />
    </Page>
  );
}
