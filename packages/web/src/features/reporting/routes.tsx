import { levelAllows, mayOpenReportingScreen, REPORTING_SCREENS, reportingHomeOf, type ReportingScreen, type UserLevel } from "@proshop/core";
import { useSelector } from "@xstate/react";
import { lazy, Suspense, type ComponentType } from "react";
import { Redirect, Route, Switch } from "wouter";
import { css } from "../../../styled-system/css";
import { useRt } from "./i18n.tsx";
import { useReportingServices } from "./services.tsx";
import { ReportingShell } from "./shell.tsx";

/** Each screen its own chunk: a kiosk never loads the chart library, a librarian never the forms. */
const SCREENS: Record<ReportingScreen, ComponentType> = {
  dashboard: lazy(() => import("./dashboard/dashboard-screen.tsx")),
  counts: lazy(() => import("./counts/counts-screen.tsx")),
  reports: lazy(() => import("./records/reports-screen.tsx")),
  locations: lazy(() => import("./records/locations-screen.tsx")),
  devices: lazy(() => import("./records/devices-screen.tsx")),
  users: lazy(() => import("./records/users-screen.tsx")),
  companies: lazy(() => import("./records/companies-screen.tsx")),
  kiosk: lazy(() => import("./kiosk/kiosk-screen.tsx")),
};

/** A location's page with its alert history (issue 36): reached from the locations list, for those who see counts. */
const LocationAlertsScreen = lazy(() => import("./records/location-alerts-screen.tsx"));
const LOCATION_ALERTS_PATH = "/locations/:id/alerts";

const pathOf = (screen: ReportingScreen): string => REPORTING_SCREENS.find((entry) => entry.id === screen)!.path || "/";

const Loading = () => {
  const t = useRt();
  return (
    <p className={css({ p: "8", color: "fg.muted" })} role="status">
      {t("session.loading")}
    </p>
  );
};

/** A screen the level may open, else the level's home (the server refuses the rest anyway). */
const Guarded = ({ screen, level }: { readonly screen: ReportingScreen; readonly level: UserLevel }) => {
  if (!mayOpenReportingScreen(level, screen)) return <Redirect to={pathOf(reportingHomeOf(level))} replace />;
  const Screen = SCREENS[screen];
  const content = (
    <Suspense fallback={<Loading />}>
      <Screen />
    </Suspense>
  );
  // The kiosk is the whole screen: no navigation around it.
  return screen === "kiosk" ? content : <ReportingShell>{content}</ReportingShell>;
};

/** The screens of the signed-in account's level, under /reporting. */
export const ReportingRoutes = () => {
  const { session } = useReportingServices();
  const level = useSelector(session, (snapshot) => snapshot.context.me?.level ?? 0);
  return (
    <Switch>
      <Route path={LOCATION_ALERTS_PATH}>
        {levelAllows(level, "counts") ? (
          <ReportingShell>
            <Suspense fallback={<Loading />}>
              <LocationAlertsScreen />
            </Suspense>
          </ReportingShell>
        ) : (
          <Redirect to={pathOf(reportingHomeOf(level))} replace />
        )}
      </Route>
      {REPORTING_SCREENS.map(({ id }) => (
        <Route key={id} path={pathOf(id)}>
          <Guarded screen={id} level={level} />
        </Route>
      ))}
      <Route>
        <Redirect to={pathOf(reportingHomeOf(level))} replace />
      </Route>
    </Switch>
  );
};
