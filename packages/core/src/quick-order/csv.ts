import Papa from "papaparse";
import { MAX_QUICK_ORDER_LINES, orderLineOf, shownText, type OrderLineEntry } from "./lines.ts";

/*
 * Lines pasted from a spreadsheet or read from a CSV file (issue 17), parsed with Papa Parse in
 * the browser and in the CLI: the text never goes to the server. Separators `,` `;` and tab, a
 * header row or none, UTF-8 with or without BOM. Malformed input never throws: each line that
 * cannot be read is reported with its line number, and the rest is read.
 */

export const CSV_SEPARATORS = [",", ";", "\t"] as const;
export type CsvSeparator = (typeof CSV_SEPARATORS)[number];

/** Longest text accepted: 500 lines of 400 characters, far above a reference and a quantity. */
export const MAX_ORDER_TEXT_CHARS = MAX_QUICK_ORDER_LINES * 400;

/** Why the whole text is refused before any line is looked at. */
export type OrderTextRefusal =
  | { readonly code: "empty" }
  | { readonly code: "too_many_lines"; readonly max: number }
  | { readonly code: "too_large"; readonly max: number };

export interface ParsedOrderText {
  /** Every non-blank line after the header, read or not, in the text's order. */
  readonly entries: readonly OrderLineEntry[];
  /** Set when the text cannot be used at all; `entries` is then empty. */
  readonly refusal: OrderTextRefusal | null;
  /** Whether a header row was recognised (and skipped). */
  readonly header: boolean;
}

/**
 * Words of a header row, in the shop's languages and the usual spreadsheet ones, compared in
 * lower case without accents, spaces or punctuation ("Référence" → "reference", "part_no" → "partno").
 */
const REFERENCE_WORDS = new Set([
  "ref", "reference", "references", "referencia", "referentie", "partno", "partnumber", "part", "sku", "ctn",
  "article", "articulo", "artikel", "artikelnummer", "code", "codigo", "product", "produit", "producto",
]);
const QUANTITY_WORDS = new Set([
  "qty", "quantity", "quantities", "quantite", "qte", "cantidad", "cant", "aantal", "units", "unites", "unidades", "stuks", "nombre",
]);

const headerWord = (cell: string): string =>
  cell.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/[^a-z]/g, "");

/**
 * The columns a header row names, or null when the row is data. A header has no whole number
 * in it (a data row always has its quantity) and names a reference or quantity column.
 */
const headerColumns = (cells: readonly string[]): { readonly reference: number; readonly quantity: number } | null => {
  if (cells.some((cell) => /^\d+$/.test(cell.trim()))) return null;
  const words = cells.map(headerWord);
  const reference = words.findIndex((word) => REFERENCE_WORDS.has(word));
  const quantity = words.findIndex((word) => QUANTITY_WORDS.has(word));
  if (reference === -1 && quantity === -1) return null;
  const ref = reference === -1 ? (quantity === 0 ? 1 : 0) : reference;
  return { reference: ref, quantity: quantity === -1 ? (ref === 0 ? 1 : 0) : quantity };
};

/**
 * The separator of the text: the one found most often outside quotes on its first non-blank
 * line (tab, then `;`, then `,` on a tie: spreadsheets copy with tabs, European CSV uses `;`).
 * WHY not Papa Parse's guess: it needs several consistent rows and gives up on a text with one
 * broken line, which is exactly the text whose other lines should still be read.
 */
export const guessSeparator = (text: string): CsvSeparator => {
  const counts = new Map<CsvSeparator, number>(CSV_SEPARATORS.map((separator) => [separator, 0]));
  let quoted = false;
  let seen = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === "\n" || char === "\r")) {
      if (seen) break;
    } else if (!quoted && counts.has(char as CsvSeparator)) counts.set(char as CsvSeparator, counts.get(char as CsvSeparator)! + 1);
    else if (char.trim() !== "") seen = true;
  }
  let best: CsvSeparator = ",";
  for (const separator of ["\t", ";", ","] as const) if (counts.get(separator)! > counts.get(best)!) best = separator;
  return best;
};

/** How many times `needle` occurs in `text` between `from` and `to`. */
const occurrences = (text: string, needle: string, from: number, to: number): number => {
  let count = 0;
  for (let at = text.indexOf(needle, from); at !== -1 && at < to; at = text.indexOf(needle, at + needle.length)) count++;
  return count;
};

/**
 * Reads the lines of a pasted text or CSV file. A header row is recognised by its words (in
 * any of the shop's languages) and may put the columns in another order; without one, the
 * first column is the reference and the second the quantity. Blank lines are skipped. More
 * than 500 lines, or more text than 500 such lines could hold, refuses the whole text.
 */
export const parseOrderText = (input: string): ParsedOrderText => {
  const text = input.startsWith("\uFEFF") ? input.slice(1) : input;
  if (text.length > MAX_ORDER_TEXT_CHARS) return { entries: [], refusal: { code: "too_large", max: MAX_ORDER_TEXT_CHARS }, header: false };

  const entries: OrderLineEntry[] = [];
  let columns = { reference: 0, quantity: 1 };
  let header = false;
  let firstRow = true;
  let tooMany = false;
  let rowStart = 0;
  let line = 1;
  Papa.parse<string[]>(text, {
    delimiter: guessSeparator(text),
    step: (row, parser) => {
      const cursor = row.meta.cursor;
      const rowLine = line;
      line += occurrences(text, row.meta.linebreak || "\n", rowStart, cursor);
      rowStart = cursor;
      const cells = row.data.map((cell) => (typeof cell === "string" ? cell : String(cell)));
      const malformed = row.errors.some((error) => error.type === "Quotes");
      if (!malformed && cells.every((cell) => cell.trim() === "")) return;
      if (firstRow) {
        firstRow = false;
        const named = malformed ? null : headerColumns(cells);
        if (named !== null) {
          columns = named;
          header = true;
          return;
        }
      }
      if (entries.length === MAX_QUICK_ORDER_LINES) {
        tooMany = true;
        parser.abort();
        return;
      }
      entries.push(
        malformed
          ? { ok: false, line: rowLine, problem: "malformed", reference: "", value: shownText(cells.join(" ")) }
          : orderLineOf(rowLine, cells[columns.reference] ?? "", cells[columns.quantity] ?? ""),
      );
    },
  });
  if (tooMany) return { entries: [], refusal: { code: "too_many_lines", max: MAX_QUICK_ORDER_LINES }, header };
  if (entries.length === 0) return { entries: [], refusal: { code: "empty" }, header };
  return { entries, refusal: null, header };
};

/** A field another separator, a quote or an edge space would break: always quoted, so any separator guess reads it back. */
const needsQuotes = (value: unknown): boolean => typeof value === "string" && /[,;\t"]/.test(value);

/**
 * Writes lines as CSV (a saved list downloaded for a spreadsheet); `parseOrderText` reads the
 * result back to the same lines. `header` names the two columns (in the reader's language).
 */
export const writeOrderText = (
  lines: ReadonlyArray<{ readonly reference: string; readonly quantity: number }>,
  options: { readonly separator?: CsvSeparator; readonly header?: { readonly reference: string; readonly quantity: string } | null } = {},
): string => {
  const rows = lines.map((line) => [line.reference, String(line.quantity)]);
  const header = options.header ?? null;
  return Papa.unparse(header === null ? rows : [[header.reference, header.quantity], ...rows], {
    delimiter: options.separator ?? ",",
    newline: "\r\n",
    quotes: needsQuotes,
  });
};
