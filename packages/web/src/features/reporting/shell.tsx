import { allowedAreaMessageIds, REPORTING_SCREENS, reportingScreensFor, userLevelMessageId, type ReportingScreen } from "@proshop/core";
import { useSelector } from "@xstate/react";
import type { ReactNode } from "react";
import { Link, useLocation } from "wouter";
import { css, cx } from "../../../styled-system/css";
import { Button } from "../../ui/button.tsx";
import { useRt } from "./i18n.tsx";
import { LanguageSelect } from "./language-select.tsx";
import { useReportingServices } from "./services.tsx";

const skipStyle = css({
  position: "absolute",
  left: "2",
  top: "-12",
  bg: "primary",
  color: "primary.fg",
  px: "3",
  py: "2",
  borderRadius: "md",
  zIndex: "1200",
  _focus: { top: "2" },
});
const headerStyle = css({ borderBottomWidth: "1px", borderColor: "border", bg: "bg.subtle" });
const barStyle = css({
  maxW: "content",
  mx: "auto",
  px: { base: "4", md: "6" },
  py: "3",
  display: "flex",
  flexWrap: "wrap",
  gap: "3",
  alignItems: "center",
  justifyContent: "space-between",
});
const brandStyle = css({ fontWeight: "bold", fontSize: "lg", color: "fg" });
const navStyle = css({ display: "flex", flexWrap: "wrap", gap: "1" });
const linkStyle = css({
  px: "3",
  py: "2",
  borderRadius: "md",
  color: "fg",
  fontSize: "sm",
  fontWeight: "medium",
  _hover: { bg: "bg.muted" },
  "&[aria-current=page]": { bg: "primary.subtle", color: "primary", fontWeight: "semibold" },
});
const accountStyle = css({ display: "flex", alignItems: "center", gap: "3", flexWrap: "wrap", fontSize: "sm", color: "fg.muted" });

const pathOf = (screen: ReportingScreen): string => REPORTING_SCREENS.find((entry) => entry.id === screen)!.path || "/";

/**
 * The reporting area's frame: its own navigation (never the shop's), only the screens the
 * account's level allows, who is signed in at which level, the language and log-out.
 */
export const ReportingShell = ({ children }: { readonly children: ReactNode }) => {
  const t = useRt();
  const { session } = useReportingServices();
  const me = useSelector(session, (snapshot) => snapshot.context.me);
  const [location] = useLocation();
  if (me === null) return null;
  const levelName = t(userLevelMessageId(me.level));
  const allowed = allowedAreaMessageIds(me.level).map((id) => t(id)).join(", ");
  return (
    <>
      <a href="#main" className={skipStyle}>
        {t("reporting.web.skip")}
      </a>
      <header className={headerStyle}>
        <div className={barStyle}>
          <span className={brandStyle}>{t("reporting.web.title")}</span>
          <nav aria-label={t("reporting.web.nav.label")} className={navStyle}>
            {reportingScreensFor(me.level).map((screen) => {
              const path = pathOf(screen);
              return (
                <Link key={screen} href={path} className={cx(linkStyle)} aria-current={location === path ? "page" : undefined}>
                  {t(`reporting.web.nav.${screen}`)}
                </Link>
              );
            })}
          </nav>
          <div className={accountStyle}>
            <span title={t("reporting.web.account.allows", { allowed })} data-testid="reporting-account">
              {me.first_name} {me.last_name} · {me.company.name} · {t("reporting.web.account.level", { level_name: levelName })}
            </span>
            <LanguageSelect />
            <Button variant="secondary" size="sm" onClick={() => session.send({ type: "reporting.logout" })}>
              {t("reporting.web.nav.logout")}
            </Button>
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
    </>
  );
};
