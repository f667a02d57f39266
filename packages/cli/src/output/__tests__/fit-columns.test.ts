import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ELLIPSIS, fitColumnWidths, MIN_FITTED_WIDTH } from "../fit-columns.ts";
import { displayWidth, renderTable, type TableColumn } from "../table.ts";
import { terminalWidth } from "../terminal-width.ts";

/*
 * Tables fit the terminal (issue 35): every line within the width whenever the columns' floors
 * allow it, an ellipsis on every cut cell, numbers and kept columns whole, and nothing lost
 * when the table fits as it is.
 */

const cellText = fc.string({ unit: fc.constantFrom("a", "b", "é", "Z", " ", "-", "7", "…"), minLength: 0, maxLength: 40 });
const table = fc
  .array(fc.record({ header: fc.string({ unit: fc.constantFrom("A", "b", "é"), minLength: 1, maxLength: 12 }), align: fc.constantFrom<"left" | "right">("left", "right"), keep: fc.boolean() }), { minLength: 1, maxLength: 7 })
  .chain((columns) =>
    fc.record({
      columns: fc.constant(columns as TableColumn[]),
      rows: fc.array(fc.array(cellText, { minLength: columns.length, maxLength: columns.length }), { maxLength: 8 }),
      width: fc.integer({ min: 10, max: 160 }),
    }),
  );

const naturalWidths = (columns: readonly TableColumn[], rows: ReadonlyArray<readonly string[]>) =>
  columns.map((column, index) => Math.max(displayWidth(column.header), ...rows.map((row) => displayWidth(row[index] ?? ""))));
const isShrinkable = (column: TableColumn) => column.align !== "right" && column.keep !== true;

describe("tables fit the terminal", () => {
  it("keeps every line within the width whenever the columns' floors allow it", () => {
    fc.assert(
      fc.property(table, ({ columns, rows, width }) => {
        const natural = naturalWidths(columns, rows);
        const floors = columns.map((column, index) => (isShrinkable(column) ? Math.min(natural[index] ?? 0, MIN_FITTED_WIDTH) : (natural[index] ?? 0)));
        const possible = floors.reduce((sum, value) => sum + value, 0) + 2 * (columns.length - 1) <= width;
        fc.pre(possible);
        for (const line of renderTable(columns, rows, width).split("\n")) expect(displayWidth(line)).toBeLessThanOrEqual(width);
      }),
      { numRuns: 300 },
    );
  });

  it("ends every cut cell with an ellipsis and never cuts a number or a kept column", () => {
    fc.assert(
      fc.property(table, ({ columns, rows, width }) => {
        const natural = naturalWidths(columns, rows);
        const widths = fitColumnWidths(columns.map((column, index) => ({ natural: natural[index] ?? 0, shrinkable: isShrinkable(column) })), width, 2);
        columns.forEach((column, index) => {
          if (!isShrinkable(column)) expect(widths[index]).toBe(natural[index]);
        });
        const lines = renderTable(columns, rows, width).split("\n").slice(2);
        rows.forEach((row, rowIndex) => {
          const line = lines[rowIndex] ?? "";
          let at = 0;
          row.forEach((cell, index) => {
            const shown = [...line].slice(at, at + (widths[index] ?? 0)).join("");
            at += (widths[index] ?? 0) + 2;
            if (displayWidth(cell) > (widths[index] ?? 0)) {
              expect(shown.endsWith(ELLIPSIS), `${JSON.stringify(cell)} cut to ${JSON.stringify(shown)}`).toBe(true);
              expect(cell.startsWith(shown.slice(0, -1))).toBe(true);
            } else {
              expect(shown.trim()).toBe(cell.trim());
            }
          });
        });
      }),
      { numRuns: 300 },
    );
  });

  it("loses nothing when the table fits, and cuts nothing without a width", () => {
    fc.assert(
      fc.property(table, ({ columns, rows }) => {
        const whole = renderTable(columns, rows, undefined);
        const widest = Math.max(...whole.split("\n").map(displayWidth));
        expect(renderTable(columns, rows, widest)).toBe(whole);
        expect(renderTable(columns, rows, widest + 40)).toBe(whole);
      }),
      { numRuns: 300 },
    );
  });

  it("cuts the widest text column first", () => {
    const text = renderTable(
      [{ header: "id", align: "right" }, { header: "E-mail", keep: true }, { header: "Company" }, { header: "Note" }],
      [["12", "nurse@example.fr", "Cabinet infirmier des Lilas", "licence number checked by phone on Monday"]],
      80,
    );
    const lines = text.split("\n");
    expect(lines.every((line) => displayWidth(line) <= 80)).toBe(true);
    expect(lines[2]).toContain("nurse@example.fr");
    expect(lines[2]).toContain("Cabinet infirmier des Lilas");
    expect(lines[2]).toMatch(/licence number.*…$/);
  });

  it("takes the terminal's columns, else COLUMNS, else no limit", () => {
    expect(terminalWidth({ isTTY: true, columns: 120 }, { COLUMNS: "80" })).toBe(120);
    expect(terminalWidth({ isTTY: false }, { COLUMNS: "80" })).toBe(80);
    expect(terminalWidth({ isTTY: false }, {})).toBeUndefined();
    expect(terminalWidth({ isTTY: false }, { COLUMNS: "wide" })).toBeUndefined();
  });
});
