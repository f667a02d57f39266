import { useEffect, useState } from "react";
import type { ExpectedOccupancyAnswer } from "@proshop/core";
import { css } from "../../../../styled-system/css";
import { useRt } from "../i18n.tsx";
import { useReportingLoad } from "../use-reporting-load.ts";
import { hourLabel, summaryText } from "./summary.ts";

/*
 * The kiosk's view of a location's usual day (issue 36): the summary ("Usually quiet after
 * 16:00") and a small line of the expected occupancy by hour over its band, with today's line
 * so far. Plain SVG: the kiosk never loads the chart library. Loaded again every few minutes.
 */

const RELOAD_MS = 5 * 60_000;
const WIDTH = 240;
const HEIGHT = 64;

const lineStyle = css({ w: "full", maxW: "sm", h: "16", color: "fg", overflow: "visible" });
const summaryStyle = css({ fontSize: { base: "lg", md: "xl" }, fontWeight: "semibold" });
const scaleStyle = css({ display: "flex", justifyContent: "space-between", w: "full", maxW: "sm", fontSize: "xs", color: "fg.muted" });

/** `x,y` points of the figures that exist (a gap ends a line: only today's hours not begun are missing). */
const pointsOf = (values: ReadonlyArray<number | null>, x: (index: number) => number, y: (value: number) => number): string =>
  values.flatMap((value, index) => (value === null ? [] : [`${x(index).toFixed(1)},${y(value).toFixed(1)}`])).join(" ");

const ExpectedLineChart = ({ answer, name }: { readonly answer: ExpectedOccupancyAnswer; readonly name: string }) => {
  const { hours } = answer;
  const top = Math.max(1, ...hours.flatMap((hour) => [hour.high ?? 0, hour.expected ?? 0, hour.actual ?? 0]));
  const x = (index: number) => (hours.length <= 1 ? 0 : (index * WIDTH) / (hours.length - 1));
  const y = (value: number) => HEIGHT - (value * HEIGHT) / top;
  const band = [
    ...hours.map((hour, index) => `${x(index).toFixed(1)},${y(hour.high ?? 0).toFixed(1)}`),
    ...hours.map((hour, index) => `${x(index).toFixed(1)},${y(hour.low ?? 0).toFixed(1)}`).reverse(),
  ].join(" ");
  return (
    <svg className={lineStyle} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" role="img" aria-label={name} data-testid="kiosk-expected-line">
      <polygon points={band} fill="currentColor" opacity="0.12" />
      <polyline
        points={pointsOf(hours.map((hour) => hour.expected), x, y)}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeDasharray="6 4"
        vectorEffect="non-scaling-stroke"
        data-testid="kiosk-expected-points"
      />
      <polyline points={pointsOf(hours.map((hour) => hour.actual), x, y)} fill="none" stroke="currentColor" strokeWidth="3" vectorEffect="non-scaling-stroke" />
    </svg>
  );
};

/** A kiosk card's usual day: nothing while loading, or when nothing is expected or the call fails (the live figure matters more). */
export const ExpectedLine = ({ location, name }: { readonly location: number; readonly name: string }) => {
  const t = useRt();
  const [round, setRound] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setRound((current) => current + 1), RELOAD_MS);
    return () => clearInterval(timer);
  }, []);
  const load = useReportingLoad(`expected/${location}/${round}`, (client) => client.expected(location));
  if (load.state !== "ready" || load.value.summary === null) return null;
  const answer = load.value;
  const first = answer.hours[0];
  const last = answer.hours.at(-1);
  return (
    <div className={css({ display: "flex", flexDirection: "column", alignItems: "center", gap: "1", w: "full" })} data-testid="kiosk-expected">
      <p className={summaryStyle} data-testid="kiosk-expected-summary">
        {summaryText(t, answer)}
      </p>
      <ExpectedLineChart answer={answer} name={`${t("expectedOccupancy.chart")}: ${name}`} />
      {first !== undefined && last !== undefined ? (
        <div className={scaleStyle} aria-hidden="true">
          <span>{hourLabel(first.hour)}</span>
          <span>{hourLabel(last.hour)}</span>
        </div>
      ) : null}
    </div>
  );
};
