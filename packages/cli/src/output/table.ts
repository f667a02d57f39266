import { stripColours } from "./colour.ts";
import { fitColumnWidths, truncateCharacters } from "./fit-columns.ts";
import { terminalWidth } from "./terminal-width.ts";

export type Align = "left" | "right";

export interface TableColumn {
  readonly header: string;
  readonly align?: Align;
  /** Never cut to fit the terminal: an identifier the reader copies (right-aligned numbers never are). */
  readonly keep?: boolean;
}

/** Width of a cell as a terminal shows it: colour codes take no room, combining marks neither. */
export const displayWidth = (text: string): number => [...stripColours(text).normalize("NFC")].length;

const pad = (text: string, width: number, align: Align): string => {
  const gap = " ".repeat(Math.max(0, width - displayWidth(text)));
  return align === "right" ? gap + text : text + gap;
};

/** A cell cut to `width` with an ellipsis (its colours dropped then), or the cell as it is. */
const fitCell = (text: string, width: number): string =>
  displayWidth(text) <= width ? text : truncateCharacters([...stripColours(text).normalize("NFC")], width);

const GAP = 2;

/**
 * A plain-text table: a header row, a rule, then one row per entry, columns two spaces apart.
 * Numbers read best right-aligned (`align: "right"`). Trailing spaces are trimmed so the output
 * diffs cleanly. Wider than `width` (the terminal's, see terminal-width.ts), the widest text
 * columns are cut with an ellipsis (fit-columns.ts); `undefined` never cuts.
 */
export const renderTable = (
  columns: readonly TableColumn[],
  rows: ReadonlyArray<readonly string[]>,
  width: number | undefined = terminalWidth(),
): string => {
  const natural = columns.map((column, index) =>
    Math.max(displayWidth(column.header), ...rows.map((row) => displayWidth(row[index] ?? ""))),
  );
  const widths = fitColumnWidths(
    columns.map((column, index) => ({ natural: natural[index] ?? 0, shrinkable: column.align !== "right" && column.keep !== true })),
    width,
    GAP,
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, index) => {
        const cellWidth = widths[index] ?? 0;
        return pad(fitCell(cell, cellWidth), cellWidth, columns[index]?.align ?? "left");
      })
      .join(" ".repeat(GAP))
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
