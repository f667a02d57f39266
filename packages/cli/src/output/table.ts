import { stripColours } from "./colour.ts";

export type Align = "left" | "right";

export interface TableColumn {
  readonly header: string;
  readonly align?: Align;
}

/** Width of a cell as a terminal shows it: colour codes take no room, combining marks neither. */
export const displayWidth = (text: string): number => [...stripColours(text).normalize("NFC")].length;

const pad = (text: string, width: number, align: Align): string => {
  const gap = " ".repeat(Math.max(0, width - displayWidth(text)));
  return align === "right" ? gap + text : text + gap;
};

/**
 * A plain-text table: a header row, a rule, then one row per entry, columns two spaces apart.
 * Numbers read best right-aligned (`align: "right"`). Trailing spaces are trimmed so the output
 * diffs cleanly.
 */
export const renderTable = (columns: readonly TableColumn[], rows: ReadonlyArray<readonly string[]>): string => {
  const widths = columns.map((column, index) =>
    Math.max(displayWidth(column.header), ...rows.map((row) => displayWidth(row[index] ?? ""))),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, index) => pad(cell, widths[index] ?? 0, columns[index]?.align ?? "left"))
      .join("  ")
      .trimEnd();
  return [
    line(columns.map((column) => column.header)),
    line(widths.map((width) => "-".repeat(width))),
    ...rows.map((row) => line(columns.map((_, index) => row[index] ?? ""))),
  ].join("\n");
};

/** Label/value lines with the labels padded to one width (`whoami`, totals under a table). */
export const renderPairs = (pairs: ReadonlyArray<readonly [string, string]>): string => {
  const width = Math.max(0, ...pairs.map(([label]) => displayWidth(label)));
  return pairs.map(([label, value]) => `${pad(label, width, "left")}  ${value}`.trimEnd()).join("\n");
};
