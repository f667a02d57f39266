/*
 * Tables that fit the terminal (issue 35): a table wider than the screen wraps every row into
 * two unreadable lines. The widest text columns give way first, one character at a time, down
 * to a floor; their cells end with an ellipsis. Numbers and identifiers (an e-mail to copy into
 * the next command) are never cut. Pure: the width is given (terminal-width.ts finds it).
 */

/** A truncated column keeps at least this many characters (the ellipsis included). */
export const MIN_FITTED_WIDTH = 6;
export const ELLIPSIS = "…";

export interface FitColumn {
  /** The widest cell of the column, header included. */
  readonly natural: number;
  /** False for numbers and identifiers, which are never cut. */
  readonly shrinkable: boolean;
}

/**
 * Each column's width so that the columns, `gap` apart, fit in `width`; `undefined` width (not
 * a terminal, no COLUMNS) keeps every natural width. When even the floors do not fit, the line
 * is as narrow as the floors allow.
 */
export const fitColumnWidths = (columns: readonly FitColumn[], width: number | undefined, gap: number): number[] => {
  const widths = columns.map((column) => column.natural);
  if (width === undefined) return widths;
  const floors = columns.map((column) => (column.shrinkable ? Math.min(column.natural, MIN_FITTED_WIDTH) : column.natural));
  let excess = widths.reduce((sum, value) => sum + value, 0) + gap * Math.max(0, columns.length - 1) - width;
  while (excess > 0) {
    // The widest column that may still give way gives one character.
    let widest = -1;
    widths.forEach((value, index) => {
      if (value > (floors[index] ?? value) && (widest === -1 || value > (widths[widest] ?? 0))) widest = index;
    });
    if (widest === -1) break;
    widths[widest] = (widths[widest] ?? 0) - 1;
    excess -= 1;
  }
  return widths;
};

/** `characters` (already without colour codes) cut to `width`, the last one an ellipsis. */
export const truncateCharacters = (characters: readonly string[], width: number): string =>
  characters.length <= width ? characters.join("") : width <= 0 ? "" : `${characters.slice(0, width - 1).join("")}${ELLIPSIS}`;
