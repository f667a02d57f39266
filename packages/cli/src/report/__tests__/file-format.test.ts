import { describe, expect, it } from "vitest";
import { formatOfFileName, reportFormatFor } from "../file-format.ts";

describe("a report file's format (issue 35)", () => {
  it("reads .csv, .xlsx and .pdf in any case, and nothing else", () => {
    expect(formatOfFileName("r1.csv")).toBe("csv");
    expect(formatOfFileName("out/Week.XLSX")).toBe("xlsx");
    expect(formatOfFileName("report.Pdf")).toBe("pdf");
    expect(formatOfFileName("report.txt")).toBeNull();
    expect(formatOfFileName("csv")).toBeNull();
    expect(formatOfFileName("dir.pdf/report")).toBeNull();
  });

  it("takes --format, else the extension, else leaves it to the report", () => {
    expect(reportFormatFor("r1.csv", undefined)).toEqual({ kind: "format", format: "csv" });
    expect(reportFormatFor("r1.csv", "csv")).toEqual({ kind: "format", format: "csv" });
    expect(reportFormatFor("r1.txt", "pdf")).toEqual({ kind: "format", format: "pdf" });
    expect(reportFormatFor("r1", undefined)).toEqual({ kind: "format", format: null });
  });

  it("refuses a --format the extension contradicts", () => {
    expect(reportFormatFor("r1.csv", "pdf")).toEqual({ kind: "contradiction", asked: "pdf", extension: "csv" });
  });
});
