import { pageViewLabel, type MessageLocale, type Translate } from "@proshop/core";
import { useSelector } from "@xstate/react";
import { StrictMode, useEffect } from "react";
import { Router, useLocation } from "wouter";
import { ThemeProvider } from "../../app/theme.tsx";
import { ReportingGate } from "./gate.tsx";
import { ReportingI18nProvider } from "./i18n.tsx";
import { ReportingServicesProvider, type ReportingServices } from "./services.tsx";

/** Page-view label on <body> (core's pageViewLabel of the full path), and back to the top on each screen. */
const PageView = () => {
  const [location] = useLocation();
  useEffect(() => {
    document.body.dataset["pageView"] = pageViewLabel(`/reporting${location === "/" ? "" : location}`);
    window.scrollTo({ top: 0, left: 0 });
  }, [location]);
  return null;
};

/** The reporting area: its services, theme, words in the account's language, and its routes under /reporting. */
export const ReportingApp = ({
  services,
  initialLocale,
  translate,
}: {
  readonly services: ReportingServices;
  readonly initialLocale: MessageLocale;
  readonly translate: Translate;
}) => {
  const language = useSelector(services.session, (snapshot) => snapshot.context.me?.language ?? null);
  const accountId = useSelector(services.session, (snapshot) => snapshot.context.me?.id ?? null);
  return (
    <StrictMode>
      <ReportingServicesProvider services={services}>
        <ThemeProvider>
          <ReportingI18nProvider initial={initialLocale} translate={translate} accountLocale={language} accountId={accountId}>
            <Router base="/reporting">
              <PageView />
              <ReportingGate />
            </Router>
          </ReportingI18nProvider>
        </ThemeProvider>
      </ReportingServicesProvider>
    </StrictMode>
  );
};
