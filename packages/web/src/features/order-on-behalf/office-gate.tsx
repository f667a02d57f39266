import { officeGate, selectHasChosenOffice, selectIsRestoringOffice, selectIsSalesRep, type RouteMatch } from "@proshop/core";
import { useSelector } from "@xstate/react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { useT } from "../../app/i18n.tsx";
import { useOrderOnBehalfActor, useSessionActor } from "../../app/services-context.tsx";
import { buttonStyle } from "../../ui/button.tsx";
import { Page } from "../../ui/page.tsx";
import { LoadingOverlay } from "../shell/loading-overlay.tsx";

/**
 * The one guard of a representative's pages (core's `officeGate`): a page acting for the chosen
 * office renders once that office is set again after a reload ("loading your account" until
 * then), and a page of nothing but a company's data asks a rep with no office to choose one.
 */
export const OfficeGate = ({ route, children }: { readonly route: Pick<RouteMatch, "id" | "kind">; readonly children: ReactNode }) => {
  const t = useT();
  const onBehalf = useOrderOnBehalfActor();
  const isSalesRep = useSelector(useSessionActor(), selectIsSalesRep);
  const isRestoringOffice = useSelector(onBehalf, selectIsRestoringOffice);
  const hasChosenOffice = useSelector(onBehalf, selectHasChosenOffice);
  const gate = officeGate(route, { isSalesRep, isRestoringOffice, hasChosenOffice });
  if (gate === "wait") return <LoadingOverlay messageId="session.loading" />;
  if (gate === "choose") {
    return (
      <Page title={t("session.order_on_behalf.title")}>
        <p role="status" style={{ marginBottom: "1rem" }} data-testid="choose-office">
          {t("orders.company_not_chosen")}
        </p>
        <Link href="/order-on-behalf" className={buttonStyle({ variant: "primary" })}>
          {t("session.order_on_behalf.title")}
        </Link>
      </Page>
    );
  }
  return children;
};
