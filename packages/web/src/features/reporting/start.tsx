import { createRoot } from "react-dom/client";
import { ReportingApp } from "./app.tsx";
import { startingReportingLocale } from "./i18n.tsx";
import { reportingTranslator } from "./messages.ts";
import { createReportingRuntime, createReportingSession } from "./services.tsx";

/** Starts the reporting area in `root`: its services and session now, the first render once its words are here. */
export const startReporting = (root: HTMLElement): void => {
  const runtime = createReportingRuntime();
  const session = createReportingSession(runtime);
  const locale = startingReportingLocale();
  void reportingTranslator(locale).then((translate) =>
    createRoot(root).render(<ReportingApp services={{ runtime, session }} initialLocale={locale} translate={translate} />),
  );
};
