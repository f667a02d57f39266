import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { asciiFileName, attachmentDisposition, lastDayIncluded, reportFileName } from "../report-file-name.ts";

describe("report file names (issue 35 item 11)", () => {
  it("shows the last day a period includes, across a month's and a year's end", () => {
    expect(lastDayIncluded("2026-11-30")).toBe("2026-11-29");
    expect(lastDayIncluded("2026-03-01")).toBe("2026-02-28");
    expect(lastDayIncluded("2026-01-01")).toBe("2025-12-31");
    expect(lastDayIncluded("2025-03-30T12:00:00+02:00")).toBe("2025-03-30T12:00:00+02:00");
  });

  it("names a file by location, kind and the period's first and last day", () => {
    const name = reportFileName({ location: "Bibliothèque Saint-Étienne", kind: "People counter: enters and leaves", from: "2026-11-23", to: "2026-11-30", format: "xlsx" });
    expect(name).toBe("Bibliothèque-Saint-Étienne_People-counter-enters-and-leaves_2026-11-23_2026-11-29.xlsx");
    expect(asciiFileName(name)).toBe("Bibliotheque-Saint-Etienne_People-counter-enters-and-leaves_2026-11-23_2026-11-29.xlsx");
  });

  it("drops slashes, quotes and control characters, and says the name twice in a Content-Disposition", () => {
    const name = reportFileName({ location: 'A/B "C"\\D\r\n', kind: "Zählung", from: "2026-01-05", to: "2026-01-12", format: "csv" });
    expect(name).toBe("A-B-C-D_Zählung_2026-01-05_2026-01-11.csv");
    expect(attachmentDisposition(name)).toBe(`attachment; filename="A-B-C-D_Zahlung_2026-01-05_2026-01-11.csv"; filename*=UTF-8''A-B-C-D_Z%C3%A4hlung_2026-01-05_2026-01-11.csv`);
  });

  it("any location name gives a safe name: no separator, quote or control character; ASCII once folded", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), fc.string({ maxLength: 40 }), (location, kind) => {
        const name = reportFileName({ location, kind, from: "2026-01-05", to: "2026-01-12", format: "pdf" });
        expect(name).not.toMatch(/[\u0000-\u001f\u007f"'`/\\]/);
        expect(name.endsWith("_2026-01-05_2026-01-11.pdf") || name === "2026-01-05_2026-01-11.pdf").toBe(true);
        expect(asciiFileName(name)).toMatch(/^[A-Za-z0-9._-]+$/);
        const disposition = attachmentDisposition(name);
        expect(disposition).toMatch(/^attachment; filename="[A-Za-z0-9._-]+"; filename\*=UTF-8''[A-Za-z0-9._~%!-]+$/);
        expect(decodeURIComponent(disposition.split("UTF-8''")[1]!)).toBe(name);
      }),
    );
  });
});
