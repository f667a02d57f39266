import { selectLiveLocations, selectLiveStatus } from "@proshop/core";
import { useSelector } from "@xstate/react";
import { useEffect, useState } from "react";
import { useSearch } from "wouter";
import { css, cva } from "../../../../styled-system/css";
import { Button } from "../../../ui/button.tsx";
import { ExpectedLine } from "../expected/expected-line.tsx";
import { useRt } from "../i18n.tsx";
import { IndicatorBadge } from "../indicator.tsx";
import { LanguageSelect } from "../language-select.tsx";
import { useLive } from "../live-connection.ts";
import { LiveStatusLine } from "../live-status.tsx";
import { useReportingServices } from "../services.tsx";

const pageStyle = css({ minH: "100vh", display: "flex", flexDirection: "column", bg: "bg", color: "fg", p: { base: "4", md: "8" }, gap: "6" });
const barStyle = css({ display: "flex", justifyContent: "space-between", alignItems: "center", gap: "3", flexWrap: "wrap" });
const gridStyle = css({ flex: "1", display: "grid", gridTemplateColumns: "repeat(auto-fit, minmax(320px, 1fr))", gap: "6", alignContent: "center" });
const cardStyle = cva({
  base: { borderRadius: "2xl", p: { base: "6", md: "10" }, display: "flex", flexDirection: "column", alignItems: "center", gap: "4", textAlign: "center", borderWidth: "6px" },
  variants: {
    indicator: {
      off: { borderColor: "border", bg: "bg.subtle" },
      green: { borderColor: "success", bg: "success.subtle" },
      orange: { borderColor: "warning", bg: "warning.subtle" },
      red: { borderColor: "error", bg: "error.subtle" },
    },
  },
});
const figureStyle = css({ fontSize: { base: "7xl", md: "9xl" }, fontWeight: "bold", lineHeight: "1", fontVariantNumeric: "tabular-nums" });

/**
 * The kiosk: a full-screen live occupancy view (level 4's home, open to every level), one large
 * figure per location in its indicator's colour, updated as the counts come in. `?location=7`
 * shows that location only.
 */
const KioskScreen = () => {
  const t = useRt();
  const { session } = useReportingServices();
  const live = useLive();
  const status = useSelector(live, selectLiveStatus);
  const locations = useSelector(live, selectLiveLocations, (a, b) => a.length === b.length && a.every((each, i) => each === b[i]));
  const only = new URLSearchParams(useSearch()).get("location");
  const shown = only === null ? locations : locations.filter((location) => String(location.location) === only);
  const [fullScreen, setFullScreen] = useState(false);
  useEffect(() => {
    const follow = () => setFullScreen(document.fullscreenElement !== null);
    document.addEventListener("fullscreenchange", follow);
    return () => document.removeEventListener("fullscreenchange", follow);
  }, []);
  const toggleFullScreen = () => {
    if (document.fullscreenElement === null) void document.documentElement.requestFullscreen?.().catch(() => undefined);
    else void document.exitFullscreen().catch(() => undefined);
  };
  return (
    <main className={pageStyle} id="main">
      <div className={barStyle}>
        <h1 className={css({ fontSize: "2xl", fontWeight: "bold" })}>{t("reporting.web.kiosk.title")}</h1>
        <div className={css({ display: "flex", gap: "3", alignItems: "center", flexWrap: "wrap" })}>
          <LiveStatusLine status={status} />
          <LanguageSelect />
          <Button variant="secondary" size="sm" onClick={toggleFullScreen}>
            {t(fullScreen ? "reporting.web.kiosk.leave_full_screen" : "reporting.web.kiosk.full_screen")}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => session.send({ type: "reporting.logout" })}>
            {t("reporting.web.nav.logout")}
          </Button>
        </div>
      </div>
      <ul className={gridStyle}>
        {shown.map((location) => (
          <li key={location.location} className={cardStyle({ indicator: location.indicator })} data-testid="kiosk-location" data-location={location.location}>
            <h2 className={css({ fontSize: { base: "2xl", md: "3xl" }, fontWeight: "semibold" })}>{location.name}</h2>
            <p className={figureStyle} aria-label={t("reporting.web.dashboard.people", { occupancy: location.occupancy })}>
              {location.occupancy}
            </p>
            <p className={css({ fontSize: "xl" })} aria-hidden="true">
              {t("reporting.web.kiosk.people")}
            </p>
            <IndicatorBadge indicator={location.indicator} />
            <ExpectedLine location={location.location} name={location.name} />
          </li>
        ))}
      </ul>
    </main>
  );
};

export default KioskScreen;
