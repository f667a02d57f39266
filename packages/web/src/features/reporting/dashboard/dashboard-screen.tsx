import { countsByLocalHour, dashboardDays, selectLiveLocations, selectLiveStatus, type LocationRecord } from "@proshop/core";
import { useSelector } from "@xstate/react";
import { useMemo, useState } from "react";
import { css } from "../../../../styled-system/css";
import { LineChart } from "../chart.tsx";
import { ExpectedToday } from "../expected/expected-chart.tsx";
import { useRt } from "../i18n.tsx";
import { IndicatorBadge } from "../indicator.tsx";
import { useLive } from "../live-connection.ts";
import { LiveStatusLine } from "../live-status.tsx";
import { Loaded } from "../load-state.tsx";
import { mutedStyle, panelStyle, screenStyle, sectionTitleStyle, titleStyle } from "../styles.ts";
import { useReportingLoad } from "../use-reporting-load.ts";

const tilesStyle = css({ display: "grid", gridTemplateColumns: { base: "1fr", sm: "repeat(2, 1fr)", lg: "repeat(3, 1fr)" }, gap: "4", mb: "8" });
const tileStyle = css({ display: "flex", flexDirection: "column", gap: "2" });
const figureStyle = css({ fontSize: "4xl", fontWeight: "bold", lineHeight: "1", fontVariantNumeric: "tabular-nums" });
const factsStyle = css({ display: "grid", gridTemplateColumns: "1fr 1fr", gap: "1", fontSize: "sm", "& dt": { color: "fg.muted" }, "& dd": { fontWeight: "semibold" } });
const selectStyle = css({ h: "10", px: "2", borderRadius: "md", borderWidth: "1px", borderColor: "border", bg: "bg", color: "fg", minW: "64" });
const labelStyle = css({ display: "flex", flexDirection: "column", gap: "1", fontSize: "sm", fontWeight: "medium", mb: "4", maxW: "sm" });

const HOURS = Array.from({ length: 24 }, (_, hour) => `${String(hour).padStart(2, "0")}:00`);
const hourLabel = (index: number) => HOURS[index] ?? "";

/** Today by hour against the same weekday last week, for one location, in its own time zone. */
const TodayChart = ({ location }: { readonly location: LocationRecord }) => {
  const t = useRt();
  const days = useMemo(() => dashboardDays(Date.now(), location.timeZone), [location.timeZone]);
  const key = `${location.id}/${days.today.from}`;
  const load = useReportingLoad(key, (client) => client.counts({ location: String(location.id), kind: "enter", interval: "h", ...days.today }));
  const lastWeek = useReportingLoad(key, (client) => client.counts({ location: String(location.id), kind: "enter", interval: "h", ...days.lastWeek }));
  return (
    <Loaded load={load}>
      {(today) => (
        <Loaded load={lastWeek}>
          {(before) => (
            <LineChart
              name={`${t("reporting.web.dashboard.chart")}: ${location.name}`}
              xName={t("reporting.web.dashboard.hour")}
              labelOf={hourLabel}
              tickOf={hourLabel}
              lines={[
                { label: t("reporting.web.dashboard.today"), values: countsByLocalHour(today, "enter") },
                { label: t("reporting.web.dashboard.last_week"), values: countsByLocalHour(before, "enter") },
              ]}
            />
          )}
        </Loaded>
      )}
    </Loaded>
  );
};

/** The dashboard: each location's live occupancy and indicator, today's enters and leaves, and today's chart. */
const DashboardScreen = () => {
  const t = useRt();
  const live = useLive();
  const status = useSelector(live, selectLiveStatus);
  const occupancies = useSelector(live, selectLiveLocations, (a, b) => a.length === b.length && a.every((each, i) => each === b[i]));
  const locations = useReportingLoad("locations", (client) => client.listLocations());
  const [chosen, setChosen] = useState<number | null>(null);
  return (
    <div className={screenStyle}>
      <h1 className={titleStyle}>{t("reporting.web.dashboard.title")}</h1>
      <LiveStatusLine status={status} />
      {occupancies.length === 0 && status === "live" ? <p className={mutedStyle}>{t("reporting.web.dashboard.no_locations")}</p> : null}
      <ul className={tilesStyle} aria-label={t("reporting.web.kiosk.title")}>
        {occupancies.map((location) => (
          <li key={location.location} className={`${panelStyle} ${tileStyle}`} data-testid="occupancy-tile" data-location={location.location}>
            <h2 className={sectionTitleStyle}>{location.name}</h2>
            <p>
              <span className={figureStyle}>{location.occupancy}</span> <span className={mutedStyle}>{t("reporting.web.kiosk.people")}</span>
            </p>
            <IndicatorBadge indicator={location.indicator} />
            <p className={mutedStyle}>
              {location.percent === null
                ? t("reporting.web.dashboard.no_optimal")
                : t("reporting.web.dashboard.percent", { percent: location.percent, optimal: location.optimal ?? 0 })}
            </p>
            <dl className={factsStyle}>
              <dt>{t("reporting.web.dashboard.enters_today")}</dt>
              <dd>{location.enters}</dd>
              <dt>{t("reporting.web.dashboard.leaves_today")}</dt>
              <dd>{location.leaves}</dd>
            </dl>
          </li>
        ))}
      </ul>
      <section className={panelStyle} aria-labelledby="today-chart">
        <h2 id="today-chart" className={sectionTitleStyle}>
          {t("reporting.web.dashboard.chart")}
        </h2>
        <Loaded load={locations}>
          {(list) => {
            const location = list.find((each) => each.id === chosen) ?? list[0];
            if (location === undefined) return <p className={mutedStyle}>{t("reporting.web.dashboard.no_locations")}</p>;
            return (
              <>
                <label className={labelStyle}>
                  {t("reporting.fields.location")}
                  <select className={selectStyle} value={location.id} onChange={(event) => setChosen(Number(event.target.value))}>
                    {list.map((each) => (
                      <option key={each.id} value={each.id}>
                        {each.name}
                      </option>
                    ))}
                  </select>
                </label>
                <TodayChart location={location} />
                <ExpectedToday location={location} />
              </>
            );
          }}
        </Loaded>
      </section>
    </div>
  );
};

export default DashboardScreen;
