import { useSelector } from "@xstate/react";
import { css } from "../../../styled-system/css";
import { useRt } from "./i18n.tsx";
import { LoginScreen } from "./login-screen.tsx";
import { NoAccess } from "./no-access.tsx";
import { ReportingRoutes } from "./routes.tsx";
import { useReportingServices } from "./services.tsx";

const waitingStyle = css({ p: "10", textAlign: "center", color: "fg.muted" });

/** What the session allows: the log-in form, the "no access" page, or the screens of the account's level. */
export const ReportingGate = () => {
  const { session } = useReportingServices();
  const t = useRt();
  const state = useSelector(session, (snapshot) =>
    snapshot.matches("signedIn") ? "signedIn" : snapshot.matches("noAccess") ? "noAccess" : snapshot.matches("checking") ? "checking" : "signedOut",
  );
  if (state === "checking") {
    return (
      <p className={waitingStyle} role="status">
        {t("session.loading")}
      </p>
    );
  }
  if (state === "noAccess") return <NoAccess />;
  if (state === "signedOut") return <LoginScreen />;
  return <ReportingRoutes />;
};
