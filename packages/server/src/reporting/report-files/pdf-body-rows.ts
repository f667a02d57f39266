/*
 * A report's table rows on one PDF page as ONE text object: a position and a string per cell,
 * in the document's current font and size, without kerning (dates and counts need none).
 * WHY: pdfkit's doc.text measured each string four times with its kerning pairs and wrapped
 * each cell in a graphics state of its own: a year by hour (26,000 cells) took 24x the /counts
 * floor (issue 38). pdfkit keeps the pieces this needs to itself (the font's resource name and
 * encoding, the page's fonts): they are read here only, pinned with pdfkit's version.
 */

/** What pdfkit's current font holds and does not publish: its resource name, ascender and WinAnsi encoding. */
interface CurrentFont {
  readonly id: string;
  readonly ascender: number;
  encode(text: string): [ReadonlyArray<string>, unknown];
  ref(): unknown;
}

interface Inside {
  readonly _font: CurrentFont;
  readonly _fontSize: number;
  readonly page: { readonly fonts: Record<string, unknown> };
}

/** PDF's numbers: at most two decimals, as pdfkit writes them. */
const pdfNumber = (value: number): string => String(Math.round(value * 100) / 100);

/** Each string's hex, once per document and font: a year's counts repeat a few hundred values. */
const encodings = new WeakMap<CurrentFont, Map<string, string>>();

/** Writes `rows` from `top` (pdfkit's y: the first row's top) down, `rowHeight` apart, each cell at `leftOf(cell, column)`. */
export const writeBodyRows = (
  doc: PDFKit.PDFDocument,
  rows: ReadonlyArray<ReadonlyArray<string>>,
  leftOf: (cell: string, column: number) => number,
  top: number,
  rowHeight: number,
): void => {
  const inside = doc as unknown as Inside;
  const font = inside._font;
  const size = inside._fontSize;
  // As doc.text does: the page's resources name the font its text uses.
  inside.page.fonts[font.id] ??= font.ref();
  let hexOf = encodings.get(font);
  if (hexOf === undefined) encodings.set(font, (hexOf = new Map()));
  const baseline = (font.ascender / 1000) * size;
  // pdfkit's pages are flipped for top-down coordinates: text is flipped back, as doc.text does.
  const lines = ["q", `1 0 0 -1 0 ${pdfNumber(doc.page.height)} cm`, "BT", `/${font.id} ${pdfNumber(size)} Tf`];
  rows.forEach((cells, row) => {
    const y = doc.page.height - (top + row * rowHeight) - baseline;
    cells.forEach((cell, column) => {
      let hex = hexOf.get(cell);
      if (hex === undefined) hexOf.set(cell, (hex = font.encode(cell)[0].join("")));
      lines.push(`1 0 0 1 ${pdfNumber(leftOf(cell, column))} ${pdfNumber(y)} Tm <${hex}> Tj`);
    });
  });
  lines.push("ET", "Q");
  doc.addContent(lines.join("\n"));
};
