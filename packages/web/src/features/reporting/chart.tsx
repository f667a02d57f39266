import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import { css } from "../../../styled-system/css";

/*
 * A line chart drawn by uPlot (small and fast: a year by hour is 8,760 points per line). The x
 * axis is the bucket's position, labelled by the caller, so the location's wall clock is shown
 * whatever the reader's own time zone. The chart is a picture with a name; the table beside it
 * carries the same figures for keyboards and screen readers.
 */

export interface ChartLine {
  readonly label: string;
  readonly values: ReadonlyArray<number>;
  /** Its colour's place in the palette (default: the line's own place), so lines can share one. */
  readonly colour?: number;
  /** Its dash pattern's place (0, the default, is solid): lines of one colour told apart. */
  readonly dash?: number;
}

/** Colours readable on both themes, in series order. */
const COLOURS = ["#1e88e5", "#e65100", "#8e24aa", "#2e7d32", "#c62828", "#00838f", "#6d4c41", "#546e7a"];
/** Dash patterns (uPlot's canvas dashes), solid first. */
const DASHES: ReadonlyArray<number[]> = [[], [8, 4], [2, 4], [10, 4, 2, 4]];

const wrapperStyle = css({ w: "full", minH: "300px", "& .u-legend": { fontSize: "sm", color: "fg" }, "& .u-axis": { color: "fg" } });

export const LineChart = ({
  name,
  lines,
  xName,
  labelOf,
  tickOf,
  height = 300,
}: {
  /** What the chart shows, for assistive technology. */
  readonly name: string;
  readonly lines: ReadonlyArray<ChartLine>;
  /** What the x axis is (the legend's first entry). */
  readonly xName: string;
  /** The full label of the x position `index` (legend). */
  readonly labelOf: (index: number) => string;
  /** Its short label on the axis. */
  readonly tickOf: (index: number) => string;
  readonly height?: number;
}) => {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = container.current;
    if (element === null) return;
    const length = lines[0]?.values.length ?? 0;
    const xs = Array.from({ length }, (_, index) => index);
    const color = getComputedStyle(element).color;
    const chart = new uPlot(
      {
        width: Math.max(element.clientWidth, 280),
        height,
        scales: { x: { time: false } },
        axes: [
          { stroke: color, space: 60, values: (_plot, ticks) => ticks.map((tick) => (Number.isInteger(tick) ? tickOf(tick) : "")) },
          { stroke: color },
        ],
        series: [
          { label: xName, value: (_plot, index) => (index === null ? "" : labelOf(index)) },
          ...lines.map((line, index) => ({
            label: line.label,
            stroke: COLOURS[(line.colour ?? index) % COLOURS.length]!,
            dash: DASHES[(line.dash ?? 0) % DASHES.length]!,
            width: 2,
            points: { show: length <= 48 },
          })),
        ],
      },
      [xs, ...lines.map((line) => [...line.values])],
      element,
    );
    const observer = new ResizeObserver(() => chart.setSize({ width: Math.max(element.clientWidth, 280), height }));
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.destroy();
    };
  }, [lines, xName, labelOf, tickOf, height]);
  return <div ref={container} className={wrapperStyle} role="img" aria-label={name} />;
};
