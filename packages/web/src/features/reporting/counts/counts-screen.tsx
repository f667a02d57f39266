import {
  bucketTickLabel,
  countsColumns,
  countsCsv,
  countsTable,
  EVENT_KINDS,
  MAX_COMPARED_LOCATIONS,
  REPORT_INTERVALS,
  shiftDate,
  type CountsAnswer,
  type DeviceRecord,
  type EventKind,
  type LocationRecord,
  type ReportInterval,
} from "@proshop/core";
import { useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { css } from "../../../../styled-system/css";
import { Button } from "../../../ui/button.tsx";
import { LineChart } from "../chart.tsx";
import { useReportingI18n } from "../i18n.tsx";
import { Loaded } from "../load-state.tsx";
import { useReportingCall } from "../services.tsx";
import { alertStyle, mutedStyle, panelStyle, rowStyle, screenStyle, sectionTitleStyle, tableScrollStyle, tableStyle, titleStyle } from "../styles.ts";
import { useReportingLoad } from "../use-reporting-load.ts";

const filtersStyle = css({ display: "grid", gridTemplateColumns: { base: "1fr", md: "repeat(3, 1fr)" }, gap: "4", mb: "4" });
const fieldsetStyle = css({ borderWidth: "1px", borderColor: "border", borderRadius: "md", p: "3", "& legend": { fontWeight: "semibold", fontSize: "sm", px: "1" } });
const checkStyle = css({ display: "flex", gap: "2", alignItems: "center", fontSize: "sm", py: "1" });
const inputStyle = css({ h: "10", px: "2", borderRadius: "md", borderWidth: "1px", borderColor: "border", bg: "bg", color: "fg" });
const labelStyle = css({ display: "flex", flexDirection: "column", gap: "1", fontSize: "sm", fontWeight: "medium" });

interface Filters {
  readonly locations: ReadonlyArray<number>;
  readonly devices: ReadonlyArray<number>;
  readonly kinds: ReadonlyArray<EventKind>;
  readonly from: string;
  readonly to: string;
  readonly interval: ReportInterval;
}

const toggle = <T,>(list: ReadonlyArray<T>, value: T, on: boolean): T[] => (on ? [...list, value] : list.filter((each) => each !== value));
const today = (): string => new Date().toISOString().slice(0, 10);
/** Days the screen opens on, today included (issue 35 item 12). */
const OPENING_DAYS = 7;

/** The counts and the chart, table and CSV of what is shown. */
const Results = ({ answer }: { readonly answer: CountsAnswer }) => {
  const { t, locale } = useReportingI18n();
  const table = useMemo(() => countsTable(answer, t, locale), [answer, t, locale]);
  const labelOf = useMemo(() => (index: number) => String(table.rows[index]?.[0] ?? ""), [table]);
  const tickOf = useMemo(() => (index: number) => bucketTickLabel(answer.buckets[index] ?? "", answer.interval, locale), [answer, locale]);
  // Locations compared: a colour per location, a dash per kind.
  const lines = useMemo(
    () =>
      countsColumns(answer, t).map((column) => ({
        label: column.label,
        values: column.series.counts,
        ...(column.location === undefined ? {} : { colour: column.location, dash: answer.series.findIndex((series) => series.kind === column.series.kind) }),
      })),
    [answer, t],
  );
  const download = () => {
    const url = URL.createObjectURL(new Blob([countsCsv(answer, table)], { type: "text/csv;charset=utf-8" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = `counts-${answer.from.slice(0, 10)}-${answer.to.slice(0, 10)}-${answer.interval}.csv`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1_000);
  };
  const empty = answer.series.every((series) => series.total === 0);
  return (
    <>
      <section className={panelStyle} aria-labelledby="counts-chart">
        <div className={css({ display: "flex", justifyContent: "space-between", alignItems: "center", gap: "3", flexWrap: "wrap", mb: "3" })}>
          <h2 id="counts-chart" className={sectionTitleStyle}>
            {t("reporting.web.counts.chart")}
          </h2>
          <Button variant="secondary" onClick={download}>
            {t("reporting.web.counts.download")}
          </Button>
        </div>
        {empty ? <p className={mutedStyle}>{t("reporting.web.counts.empty")}</p> : null}
        <LineChart name={t("reporting.web.counts.chart")} lines={lines} xName={t("reporting.web.counts.period")} labelOf={labelOf} tickOf={tickOf} />
      </section>
      <section className={css({ mt: "6" })} aria-labelledby="counts-table">
        <h2 id="counts-table" className={sectionTitleStyle}>
          {t("reporting.web.counts.table")}
        </h2>
        <div className={tableScrollStyle} tabIndex={0} role="region" aria-labelledby="counts-table">
          <table className={tableStyle}>
            <thead>
              <tr>
                {table.header.map((cell, index) => (
                  <th key={index} scope="col" className={index === 0 ? undefined : "number"}>
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row, index) => (
                <tr key={answer.buckets[index]}>
                  {row.map((cell, column) =>
                    column === 0 ? (
                      <th key={column} scope="row">
                        {cell}
                      </th>
                    ) : (
                      <td key={column} className="number">
                        {cell}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                {table.totals.map((cell, index) => (
                  <th key={index} scope={index === 0 ? "row" : undefined} className={index === 0 ? undefined : "number"}>
                    {cell}
                  </th>
                ))}
              </tr>
            </tfoot>
          </table>
        </div>
      </section>
    </>
  );
};

const FiltersForm = ({
  locations,
  devices,
  onShow,
}: {
  readonly locations: ReadonlyArray<LocationRecord>;
  readonly devices: ReadonlyArray<DeviceRecord>;
  readonly onShow: (filters: Filters) => void;
}) => {
  const { t } = useReportingI18n();
  const [filters, setFilters] = useState<Filters>(() => ({
    locations: locations.slice(0, 1).map((location) => location.id),
    devices: [],
    kinds: [],
    // The last 7 days, today included (`to` is the first day after).
    from: shiftDate(today(), 1 - OPENING_DAYS),
    to: shiftDate(today(), 1),
    interval: "automatic",
  }));
  const [problem, setProblem] = useState<string | null>(null);
  const locationProblem = problem === "reporting.counts.no_location" || problem === "reporting.counts.too_many_locations";
  const shownDevices = devices.filter((device) => filters.locations.includes(device.location));
  // The screen opens on counts, not on an empty page waiting for "Show": the first location's last 7 days.
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current || filters.locations.length === 0) return;
    opened.current = true;
    onShow(filters);
  }, [filters, onShow]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (filters.locations.length === 0) return setProblem("reporting.counts.no_location");
    if (filters.locations.length > MAX_COMPARED_LOCATIONS) return setProblem("reporting.counts.too_many_locations");
    if (filters.from === "" || filters.to === "" || filters.to <= filters.from) return setProblem("reporting.counts.range");
    setProblem(null);
    onShow({ ...filters, devices: filters.devices.filter((id) => shownDevices.some((device) => device.id === id)) });
  };
  return (
    <form onSubmit={submit} noValidate className={css({ mb: "6" })} aria-label={t("reporting.web.counts.filters")}>
      <div className={filtersStyle}>
        <fieldset
          className={fieldsetStyle}
          aria-invalid={locationProblem ? true : undefined}
          aria-describedby={locationProblem ? "counts-compare-hint counts-problem" : "counts-compare-hint"}
        >
          <legend>{t("reporting.web.counts.locations")}</legend>
          <p id="counts-compare-hint" className={mutedStyle}>
            {t("reporting.web.counts.compare_hint", { max: MAX_COMPARED_LOCATIONS })}
          </p>
          {locations.map((location) => (
            <label key={location.id} className={checkStyle}>
              <input
                type="checkbox"
                checked={filters.locations.includes(location.id)}
                onChange={(event) => setFilters({ ...filters, locations: toggle(filters.locations, location.id, event.target.checked) })}
              />
              {location.name}
            </label>
          ))}
        </fieldset>
        <fieldset className={fieldsetStyle}>
          <legend>{t("reporting.web.counts.devices")}</legend>
          <p className={mutedStyle}>{t("reporting.web.counts.all_devices")}</p>
          {shownDevices.map((device) => (
            <label key={device.id} className={checkStyle}>
              <input
                type="checkbox"
                checked={filters.devices.includes(device.id)}
                onChange={(event) => setFilters({ ...filters, devices: toggle(filters.devices, device.id, event.target.checked) })}
              />
              {device.device}
            </label>
          ))}
        </fieldset>
        <fieldset className={fieldsetStyle}>
          <legend>{t("reporting.web.counts.kinds")}</legend>
          {EVENT_KINDS.map((kind) => (
            <label key={kind} className={checkStyle}>
              <input type="checkbox" checked={filters.kinds.includes(kind)} onChange={(event) => setFilters({ ...filters, kinds: toggle(filters.kinds, kind, event.target.checked) })} />
              {t(`reporting.kind.${kind}`)}
            </label>
          ))}
        </fieldset>
      </div>
      <div className={rowStyle}>
        <label className={labelStyle}>
          {t("reporting.web.counts.from")}
          <input
            className={inputStyle}
            type="date"
            value={filters.from}
            aria-invalid={problem === "reporting.counts.range" ? true : undefined}
            onChange={(event) => setFilters({ ...filters, from: event.target.value })}
          />
        </label>
        <label className={labelStyle}>
          {t("reporting.web.counts.to")}
          <input
            className={inputStyle}
            type="date"
            value={filters.to}
            aria-invalid={problem === "reporting.counts.range" ? true : undefined}
            aria-describedby={problem === null ? undefined : "counts-problem"}
            onChange={(event) => setFilters({ ...filters, to: event.target.value })}
          />
        </label>
        <label className={labelStyle}>
          {t("reporting.web.counts.interval")}
          <select className={inputStyle} value={filters.interval} onChange={(event) => setFilters({ ...filters, interval: event.target.value as ReportInterval })}>
            {REPORT_INTERVALS.map((interval) => (
              <option key={interval} value={interval}>
                {t(`reporting.interval.${interval}`)}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" className={css({ alignSelf: "flex-end" })}>
          {t("reporting.web.counts.show")}
        </Button>
      </div>
      {problem === null ? null : (
        <p id="counts-problem" className={`${alertStyle} ${css({ mt: "3" })}`} role="alert">
          {t(problem, { max: MAX_COMPARED_LOCATIONS })}
        </p>
      )}
    </form>
  );
};

/** Counts: pick locations, devices, kinds, range and interval; a chart, the table behind it, and its CSV. */
const CountsScreen = () => {
  const { t } = useReportingI18n();
  const call = useReportingCall();
  const lists = useReportingLoad("counts-locations", (client) => client.listLocations());
  const devices = useReportingLoad("counts-devices", (client) => client.listDevices());
  const [result, setResult] = useState<{ readonly state: "idle" | "loading" | "failed" } | { readonly state: "ready"; readonly answer: CountsAnswer }>({ state: "idle" });
  // Only the latest request's answer is shown (the opening one may come back after a later "Show").
  const latest = useRef(0);
  const show = (filters: Filters) => {
    const request = ++latest.current;
    setResult({ state: "loading" });
    call((client) =>
      client.counts({
        location: filters.locations.join(","),
        ...(filters.devices.length === 0 ? {} : { device: filters.devices.join(",") }),
        ...(filters.kinds.length === 0 ? {} : { kind: filters.kinds.join(",") }),
        from: filters.from,
        to: filters.to,
        interval: filters.interval,
      }),
    ).then(
      (answer) => request === latest.current && setResult({ state: "ready", answer }),
      () => request === latest.current && setResult({ state: "failed" }),
    );
  };
  return (
    <div className={screenStyle}>
      <h1 className={titleStyle}>{t("reporting.web.counts.title")}</h1>
      <Loaded load={lists}>
        {(locations) => <Loaded load={devices}>{(deviceList) => <FiltersForm locations={locations} devices={deviceList} onShow={show} />}</Loaded>}
      </Loaded>
      {result.state === "loading" ? (
        <p className={mutedStyle} role="status">
          {t("reporting.web.counts.loading")}
        </p>
      ) : null}
      {result.state === "failed" ? (
        <p className={alertStyle} role="alert">
          {t("reporting.web.error.load")}
        </p>
      ) : null}
      {result.state === "ready" ? <Results answer={result.answer} /> : null}
    </div>
  );
};

export default CountsScreen;
