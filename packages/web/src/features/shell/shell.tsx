import { isShopInMaintenance, selectConfigProblem, selectIsLoggedIn, selectShopConfig } from "@proshop/core";
import { useSelector } from "@xstate/react";
import { lazy, Suspense, type ReactNode } from "react";
import { css } from "../../../styled-system/css";
import { useT } from "../../app/i18n.tsx";
import { useSessionActor } from "../../app/services-context.tsx";
import { Banners } from "./banners.tsx";
import { Footer } from "./footer.tsx";
import { Header } from "./header.tsx";
import { NotificationBar } from "./notification-bar.tsx";
import { ProgressBar } from "./progress-bar.tsx";
import { TopBar } from "./top-bar.tsx";
import { useOrganisation } from "./use-organisation.ts";
import { useCatalogueLanguage } from "../shop/use-catalogue-language.ts";
import { useFreshStock } from "../shop/use-fresh-stock.ts";

// Only a visitor at an address without a shop needs it: not in the shop's first load.
const NoShopPage = lazy(() => import("./no-shop-page.tsx").then((module) => ({ default: module.NoShopPage })));
// Only a shop in maintenance needs it, and it brings DOMPurify (11 kB gzipped) for the message.
const MaintenancePage = lazy(() => import("./maintenance-page.tsx").then((module) => ({ default: module.MaintenancePage })));

const frameStyle = css({ minH: "100dvh", display: "flex", flexDirection: "column" });
// WHY a screen tall: the page arrives after the session's API calls; a footer shown meanwhile
// at the bottom of the window would be pushed off it by the page (CLS 0.25 on the shop home).
const mainStyle = css({ flex: "1", w: "full", maxW: "container", mx: "auto", minH: "100dvh" });
const loadingStyle = css({ p: "10", textAlign: "center", color: "fg.muted" });
const skipStyle = css({
  position: "absolute",
  left: "2",
  top: "-20",
  zIndex: "2000",
  bg: "primary",
  color: "primary.fg",
  px: "3",
  py: "2",
  borderRadius: "md",
  _focus: { top: "2" },
});

/**
 * The shell (SPEC 2): "Loading" until the shop config arrives, the maintenance page when the
 * config or its organisation is in maintenance; otherwise top bar (logged in), sticky header,
 * banners, the page, footer. The progress bar and the notification bar are always there.
 */
export const Shell = ({ children }: { readonly children: ReactNode }) => {
  const session = useSessionActor();
  const t = useT();
  const config = useSelector(session, selectShopConfig);
  const isLoggedIn = useSelector(session, selectIsLoggedIn);
  const organisation = useOrganisation();
  useCatalogueLanguage();
  useFreshStock();

  const configProblem = useSelector(session, selectConfigProblem);

  let body: ReactNode;
  if (config === null && configProblem !== null) {
    body = (
      <Suspense fallback={null}>
        <NoShopPage problem={configProblem} onRetry={() => session.send({ type: "session.retryConfig" })} />
      </Suspense>
    );
  } else if (config === null) {
    body = (
      <p className={loadingStyle} role="status" data-testid="shell-loading">
        {t("navigation.loading.shell")}
      </p>
    );
  } else if (isShopInMaintenance(config)) {
    body = (
      <Suspense fallback={null}>
        <MaintenancePage organisation={organisation} />
      </Suspense>
    );
  } else {
    body = (
      <div className={frameStyle}>
        <a href="#main" className={skipStyle}>
          {t("web.app.skip_to_content")}
        </a>
        {isLoggedIn ? <TopBar /> : null}
        <Header />
        <Banners />
        <main id="main" className={mainStyle} tabIndex={-1}>
          {children}
        </main>
        <Footer />
      </div>
    );
  }
  return (
    <>
      <ProgressBar />
      {body}
      <NotificationBar />
    </>
  );
};
