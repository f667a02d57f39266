import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { catalogues } from "../../i18n/catalogue.ts";
import { MESSAGE_LOCALES } from "../../i18n/locale.ts";
import { guessSeparator, MAX_ORDER_TEXT_CHARS, parseOrderText, writeOrderText, CSV_SEPARATORS } from "../csv.ts";
import { MAX_QUICK_ORDER_LINES, MAX_QUICK_ORDER_QUANTITY, MAX_REFERENCE_LENGTH, type OrderLineEntry } from "../lines.ts";

/*
 * Replay a failure with `FC_SEED=<seed printed below> npx vitest run src/quick-order`.
 */
const seed = process.env.FC_SEED === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(process.env.FC_SEED);

const read = (text: string) => parseOrderText(text).entries.map((entry) => (entry.ok ? [entry.line, entry.reference, entry.quantity] : [entry.line, entry.problem]));

/** One character of any kind: ASCII, any code point, or a grapheme (accents, emoji). */
const anyChar = fc.oneof(fc.string({ unit: "binary-ascii", minLength: 1, maxLength: 1 }), fc.string({ unit: "binary", minLength: 1, maxLength: 1 }), fc.string({ unit: "grapheme", minLength: 1, maxLength: 1 }));

/** A reference as a line may name it: trimmed, 1 to 64 characters, no control character. */
const reference = fc
  .string({ minLength: 1, maxLength: MAX_REFERENCE_LENGTH, unit: fc.oneof(fc.constantFrom(",", ";", "\t", '"', " ", "/", "-", "é"), anyChar) })
  // eslint-disable-next-line no-control-regex
  .filter((text) => text === text.trim() && text !== "" && !/[\u0000-\u001f\u007f-\u009f]/.test(text));
const line = fc.record({ reference, quantity: fc.integer({ min: 1, max: MAX_QUICK_ORDER_QUANTITY }) });

/** The header each language's saved-list download writes. */
const HEADERS = MESSAGE_LOCALES.map((locale) => {
  const lists = ((catalogues[locale]["quickOrder"] as Record<string, unknown>)["lists"] as Record<string, string>);
  return { reference: lists["csv_reference"]!, quantity: lists["csv_quantity"]! };
});

describe("csv", () => {
  it("reads any CSV it writes back to the same lines, with any separator, with or without header or BOM", () => {
    console.log(`quick-order csv round trip: FC_SEED=${seed}`);
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 40 }),
        fc.constantFrom(...CSV_SEPARATORS),
        fc.option(fc.constantFrom(...HEADERS), { nil: null }),
        fc.boolean(),
        (lines, separator, header, bom) => {
          const text = (bom ? "\uFEFF" : "") + writeOrderText(lines, { separator, header });
          const parsed = parseOrderText(text);
          expect(parsed.refusal).toBeNull();
          expect(parsed.header).toBe(header !== null);
          expect(parsed.entries.map((entry) => (entry.ok ? { reference: entry.reference, quantity: entry.quantity } : entry))).toEqual(lines);
          // Line numbers count the header.
          expect(parsed.entries.map((entry) => entry.line)).toEqual(lines.map((_, i) => i + 1 + (header === null ? 0 : 1)));
        },
      ),
      { seed, numRuns: 400 },
    );
  });

  it("never throws on malformed input: every line it cannot read is reported with its line number", () => {
    const noisy = fc.string({ maxLength: 400, unit: fc.oneof(fc.constantFrom('"', ",", ";", "\t", "\n", "\r\n", "\r", " ", "0", "7", "a", "\u0000", "\uFEFF"), anyChar) });
    fc.assert(
      fc.property(noisy, (text) => {
        const parsed = parseOrderText(text);
        const lineCount = text.split(/\r\n|\n|\r/).length;
        if (parsed.refusal !== null) expect(parsed.entries).toEqual([]);
        for (const entry of parsed.entries) {
          expect(entry.line).toBeGreaterThanOrEqual(1);
          expect(entry.line).toBeLessThanOrEqual(lineCount);
          if (entry.ok) {
            expect(entry.reference.length).toBeLessThanOrEqual(MAX_REFERENCE_LENGTH);
            // eslint-disable-next-line no-control-regex
            expect(entry.reference).not.toMatch(/[\u0000-\u001f]/);
            expect(Number.isInteger(entry.quantity) && entry.quantity >= 1).toBe(true);
          } else {
            // eslint-disable-next-line no-control-regex
            expect(entry.value).not.toMatch(/[\u0000-\u001f]/);
          }
        }
        // Lines keep the text's order.
        const lines = parsed.entries.map((entry) => entry.line);
        expect([...lines].sort((a, b) => a - b)).toEqual(lines);
      }),
      { seed, numRuns: 1000 },
    );
  });

  it("reads tab-separated lines copied from a spreadsheet, skipping blank lines", () => {
    expect(read("88430001\t2\r\n\r\nSCF430/10\t1\r\n")).toEqual([
      [1, "88430001", 2],
      [3, "SCF430/10", 1],
    ]);
  });

  it("reads semicolons and commas, quoted fields, and quantities a spreadsheet wrote with decimals", () => {
    expect(read('88430001;3\n"SCF;430";"4"\n88430003;5,00')).toEqual([
      [1, "88430001", 3],
      [2, "SCF;430", 4],
      [3, "88430003", 5],
    ]);
    expect(read('"a,b",1\nc,2')).toEqual([
      [1, "a,b", 1],
      [2, "c", 2],
    ]);
  });

  it("recognises a header row in any of the shop's languages, and its column order", () => {
    expect(parseOrderText("Référence;Quantité\n88430001;2").header).toBe(true);
    expect(read("Référence;Quantité\n88430001;2")).toEqual([[2, "88430001", 2]]);
    expect(read("Aantal\tArtikelnummer\tOmschrijving\n3\t88430001\tBorstkolf")).toEqual([[2, "88430001", 3]]);
    expect(read("Cantidad,Descripción,SKU\n4,Sacaleches,SCF397-11")).toEqual([[2, "SCF397-11", 4]]);
    // A first line with a whole number is data, even when the quantity cell is a word.
    expect(read("88430001;two\n88430002;1")).toEqual([
      [1, "quantity_invalid"],
      [2, "88430002", 1],
    ]);
  });

  it("reads UTF-8 with a byte order mark", () => {
    expect(read("\uFEFFréf;qté\n88430001;1")).toEqual([[2, "88430001", 1]]);
    expect(read("\uFEFF88430001;1")).toEqual([[1, "88430001", 1]]);
  });

  it("reports each unreadable line and reads the others", () => {
    const entries = parseOrderText(
      ["88430001;2", ";3", "88430002;", "88430003;0", "88430004;-1", `88430005;${MAX_QUICK_ORDER_QUANTITY + 1}`, `${"x".repeat(65)};1`, "a\u0000b;1", '"88430006;1', "88430007;1"].join("\n"),
    ).entries;
    expect(entries.map((entry) => (entry.ok ? `${entry.line} ok` : `${entry.line} ${entry.problem}`))).toEqual([
      "1 ok",
      "2 reference_missing",
      "3 quantity_missing",
      "4 quantity_invalid",
      "5 quantity_invalid",
      "6 quantity_too_large",
      "7 reference_too_long",
      "8 reference_invalid",
      // An unclosed quote runs to the end of the text: Papa Parse reads it as one broken line.
      "9 malformed",
    ]);
    const bad = entries[4] as Extract<OrderLineEntry, { ok: false }>;
    expect(bad).toMatchObject({ reference: "88430004", value: "-1" });
  });

  it("finds a C1 control character in a reference unreadable, as a C0 one", () => {
    expect(read("8843\u009b0001;1\n88430002;1")).toEqual([
      [1, "reference_invalid"],
      [2, "88430002", 1],
    ]);
  });

  it("numbers lines after a quoted field that holds a line break", () => {
    expect(read('"88430001";2\n"multi\nline";3\n88430003;4')).toEqual([
      [1, "88430001", 2],
      [2, "reference_invalid"],
      [4, "88430003", 4],
    ]);
  });

  it("refuses the whole text beyond 500 lines, too long a text, or no line", () => {
    const lines = (count: number) => Array.from({ length: count }, (_, i) => `${88430000 + i};1`).join("\n");
    expect(parseOrderText(lines(MAX_QUICK_ORDER_LINES)).entries).toHaveLength(MAX_QUICK_ORDER_LINES);
    expect(parseOrderText(`ref;qty\n${lines(MAX_QUICK_ORDER_LINES)}`).entries).toHaveLength(MAX_QUICK_ORDER_LINES);
    expect(parseOrderText(lines(MAX_QUICK_ORDER_LINES + 1))).toEqual({ entries: [], refusal: { code: "too_many_lines", max: MAX_QUICK_ORDER_LINES }, header: false });
    expect(parseOrderText("x".repeat(MAX_ORDER_TEXT_CHARS + 1)).refusal).toEqual({ code: "too_large", max: MAX_ORDER_TEXT_CHARS });
    expect(parseOrderText(" \n\t\n").refusal).toEqual({ code: "empty" });
    expect(parseOrderText("Reference;Quantity\n").refusal).toEqual({ code: "empty" });
  });

  it("guesses the separator from the first line, outside quotes", () => {
    expect(guessSeparator("a\t1")).toBe("\t");
    expect(guessSeparator('"a,b,c";1')).toBe(";");
    expect(guessSeparator("\n\n a,1\nb;2;3")).toBe(",");
    expect(guessSeparator("88430001")).toBe(",");
  });
});
