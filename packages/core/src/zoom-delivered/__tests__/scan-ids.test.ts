import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hasVisibleScanId, scanIdKey } from "../scan-ids.ts";

/** Characters nobody sees: zero-width space, non-joiner, joiner, word joiner, soft hyphen, BOM, LRM, variation selector, Hangul filler. */
const INVISIBLE = ["\u200b", "\u200c", "\u200d", "\u2060", "\u00ad", "\ufeff", "\u200e", "\ufe0f", "\u3164"];
/** Dashes that read as "-": hyphen, non-breaking hyphen, figure dash, en dash, em dash, minus sign, small and full-width hyphen-minus. */
const DASHES = ["\u2010", "\u2011", "\u2012", "\u2013", "\u2014", "\u2212", "\ufe63", "\uff0d"];

/** Scan ids as scanners write them: letters, digits, dashes, spaces, dots, accents. */
const typedScanId = fc.string({ unit: fc.constantFrom(..."TRSCANtrscan0123-_ ./éÉ\u0301".split("")), maxLength: 20 });
/** Those, and any Unicode now and then. */
const scanId = fc.oneof(typedScanId, fc.string({ unit: "grapheme", maxLength: 12 }), fc.string({ unit: "binary", maxLength: 12 }));

/** `text` with invisible characters put anywhere in it. */
const withInvisibles = (text: string, inserts: ReadonlyArray<readonly [number, string]>): string => {
  const units = [...text];
  for (const [at, invisible] of inserts) units.splice(at % (units.length + 1), 0, invisible);
  return units.join("");
};

describe("scan-ids", () => {
  it("reads the look-alikes of the issue as the same scan", () => {
    expect(scanIdKey("SCAN-\u200bx")).toBe(scanIdKey("SCAN-x"));
    expect(scanIdKey("SCAN\u2010x")).toBe(scanIdKey("SCAN-x"));
    expect(scanIdKey("ＳＣＡＮ－ｘ")).toBe(scanIdKey("scan-x"));
    expect(scanIdKey("  TR-2026  0001 ")).toBe("tr-2026 0001");
    expect(scanIdKey("TR-2026-0001")).not.toBe(scanIdKey("TR-2026-0002"));
  });

  it("finds nothing to read in invisible characters and spaces", () => {
    expect(hasVisibleScanId("\u200b\u200b\u200b")).toBe(false);
    expect(hasVisibleScanId(" \u00a0\u2060\ufeff ")).toBe(false);
    expect(hasVisibleScanId("\u3164")).toBe(false);
    expect(hasVisibleScanId("x\u200b")).toBe(true);
  });

  it("is idempotent", () => {
    fc.assert(fc.property(scanId, (id) => scanIdKey(scanIdKey(id)) === scanIdKey(id)), { numRuns: 2_000 });
  });

  it("never minds invisible characters, wherever they are", () => {
    const inserts = fc.array(fc.tuple(fc.nat(), fc.constantFrom(...INVISIBLE)), { minLength: 1, maxLength: 5 });
    fc.assert(
      fc.property(scanId, inserts, (id, where) => {
        expect(scanIdKey(withInvisibles(id, where))).toBe(scanIdKey(id));
      }),
      { numRuns: 2_000 },
    );
  });

  it("reads every dash as a hyphen-minus", () => {
    fc.assert(
      fc.property(scanId, scanId, fc.constantFrom(...DASHES), (left, right, dash) => {
        expect(scanIdKey(`${left}${dash}${right}`)).toBe(scanIdKey(`${left}-${right}`));
      }),
      { numRuns: 1_000 },
    );
  });

  it("ignores the case of scan ids", () => {
    fc.assert(fc.property(typedScanId, (id) => scanIdKey(id.toUpperCase()) === scanIdKey(id.toLowerCase())), { numRuns: 1_000 });
  });
});
