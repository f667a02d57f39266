import { useSelector } from "@xstate/react";
import { css } from "../../../styled-system/css";
import { Button } from "../../ui/button.tsx";
import { useRt } from "./i18n.tsx";
import { useReportingServices } from "./services.tsx";
import { alertStyle } from "./styles.ts";

const pageStyle = css({ maxW: "560px", mx: "auto", px: "4", py: "16", display: "flex", flexDirection: "column", gap: "4" });

/** An account without a reporting level (a shop customer), or blocked meanwhile: told why, with the ways out. */
export const NoAccess = () => {
  const t = useRt();
  const { session } = useReportingServices();
  const problem = useSelector(session, (snapshot) => snapshot.context.problem) ?? "reporting.account.no_access";
  return (
    <main className={pageStyle} id="main">
      <h1 className={css({ fontSize: "2xl", fontWeight: "bold" })}>{t("reporting.web.no_access.title")}</h1>
      <p className={alertStyle} role="alert">
        {t(problem)}
      </p>
      <div className={css({ display: "flex", gap: "3", flexWrap: "wrap" })}>
        <Button onClick={() => session.send({ type: "reporting.logout" })}>{t("reporting.web.no_access.log_out")}</Button>
        {problem === "reporting.account.no_access" ? (
          <a className={css({ alignSelf: "center", color: "primary", textDecoration: "underline" })} href="/">
            {t("reporting.web.no_access.go_shop")}
          </a>
        ) : null}
      </div>
    </main>
  );
};
