import { useEffect, useRef, useState } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import type { ExpectedOccupancyAnswer, LocationRecord } from "@proshop/core";
import { css } from "../../../../styled-system/css";
import { useRt } from "../i18n.tsx";
import { Loaded } from "../load-state.tsx";
import { mutedStyle, sectionTitleStyle, tableScrollStyle, tableStyle } from "../styles.ts";
import { useReportingLoad } from "../use-reporting-load.ts";
import { hourLabel, people, summaryText } from "./summary.ts";

/*
 * The dashboard's occupancy of today against the usual (issue 36): today's actual line over the
 * expected line and its band (half the comparable days fall inside), by local hour, drawn by
 * uPlot like the dashboard's other chart, with the day's summary above and the same figures in
 * a table for keyboards and screen readers. Loaded again every few minutes, as the day goes on.
 */

const RELOAD_MS = 5 * 60_000;
const ACTUAL = "#1e88e5";
const EXPECTED = "#6d4c41";
const BAND = "rgba(109, 76, 65, 0.18)";

const wrapperStyle = css({ w: "full", minH: "260px", "& .u-legend": { fontSize: "sm", color: "fg" }, "& .u-axis": { color: "fg" } });
const summaryStyle = css({ fontSize: "lg", fontWeight: "semibold", mb: "2" });

const BandChart = ({ name, answer }: { readonly name: string; readonly answer: ExpectedOccupancyAnswer }) => {
  const t = useRt();
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = container.current;
    if (element === null) return;
    const { hours } = answer;
    const color = getComputedStyle(element).color;
    const label = (index: number) => (hours[index] === undefined ? "" : hourLabel(hours[index].hour));
    const chart = new uPlot(
      {
        width: Math.max(element.clientWidth, 280),
        height: 260,
        scales: { x: { time: false } },
        axes: [{ stroke: color, space: 60, values: (_plot, ticks) => ticks.map((tick) => (Number.isInteger(tick) ? label(tick) : "")) }, { stroke: color }],
        series: [
          { label: t("expectedOccupancy.hour"), value: (_plot, index) => (index === null ? "" : label(index)) },
          { label: t("expectedOccupancy.band_low"), stroke: BAND, width: 1, points: { show: false } },
          { label: t("expectedOccupancy.band_high"), stroke: BAND, width: 1, points: { show: false } },
          { label: t("expectedOccupancy.expected"), stroke: EXPECTED, width: 2, dash: [6, 4], points: { show: false } },
          { label: t("expectedOccupancy.actual"), stroke: ACTUAL, width: 3, points: { show: true } },
        ],
        bands: [{ series: [2, 1], fill: BAND }],
      },
      [
        hours.map((_, index) => index),
        hours.map((hour) => hour.low),
        hours.map((hour) => hour.high),
        hours.map((hour) => hour.expected),
        hours.map((hour) => hour.actual),
      ],
      element,
    );
    const observer = new ResizeObserver(() => chart.setSize({ width: Math.max(element.clientWidth, 280), height: 260 }));
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.destroy();
    };
  }, [answer, t]);
  return <div ref={container} className={wrapperStyle} role="img" aria-label={name} data-testid="expected-chart" />;
};

/** Today's occupancy of `location` against its expected band, with the summary and the figures. */
export const ExpectedToday = ({ location }: { readonly location: LocationRecord }) => {
  const t = useRt();
  const [round, setRound] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setRound((current) => current + 1), RELOAD_MS);
    return () => clearInterval(timer);
  }, []);
  const load = useReportingLoad(`expected/${location.id}/${round}`, (client) => client.expected(location.id));
  return (
    <section className={css({ mt: "6" })} aria-labelledby="expected-today" data-testid="expected-today" data-location={location.id}>
      <h3 id="expected-today" className={sectionTitleStyle}>
        {t("expectedOccupancy.chart")}
      </h3>
      <Loaded load={load}>
        {(answer) =>
          answer.days.length === 0 ? (
            <p className={mutedStyle}>{t("expectedOccupancy.none")}</p>
          ) : (
            <>
              <p className={summaryStyle} data-testid="expected-summary">
                {summaryText(t, answer)}
              </p>
              <BandChart name={`${t("expectedOccupancy.chart")}: ${location.name}`} answer={answer} />
              <p className={mutedStyle}>
                {t("expectedOccupancy.band")} {t("expectedOccupancy.basis", { days: answer.days.length })}
              </p>
              <details>
                <summary className={css({ cursor: "pointer", fontSize: "sm", mt: "2" })}>{t("expectedOccupancy.figures")}</summary>
                <div className={tableScrollStyle}>
                  <table className={tableStyle} data-testid="expected-table">
                    <thead>
                      <tr>
                        <th scope="col">{t("expectedOccupancy.hour")}</th>
                        <th scope="col" className="number">
                          {t("expectedOccupancy.expected")}
                        </th>
                        <th scope="col" className="number">
                          {t("expectedOccupancy.range")}
                        </th>
                        <th scope="col" className="number">
                          {t("expectedOccupancy.actual")}
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {answer.hours.map((hour) => (
                        <tr key={hour.hour}>
                          <th scope="row">{hourLabel(hour.hour)}</th>
                          <td className="number">{people(hour.expected)}</td>
                          <td className="number">{`${people(hour.low)}–${people(hour.high)}`}</td>
                          <td className="number">{people(hour.actual)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </details>
            </>
          )
        }
      </Loaded>
    </section>
  );
};
