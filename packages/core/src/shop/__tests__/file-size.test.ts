import { describe, expect, it } from "vitest";
import { formatFileSize } from "../file-size.ts";

describe("file-size", () => {
  it("says kilobytes below a megabyte and megabytes with one decimal above, in the locale's units", () => {
    expect(formatFileSize(18_532, "en")).toBe("19 kB");
    expect(formatFileSize(18_532, "fr").replace(/\s/g, " ")).toBe("19 ko");
    expect(formatFileSize(1_450_000, "nl").replace(/\s/g, " ")).toBe("1,5 MB");
    expect(formatFileSize(2_000_000, "es").replace(/\s/g, " ")).toBe("2 MB");
  });

  it("never says zero for a small file", () => {
    expect(formatFileSize(120, "en")).toBe("1 kB");
  });
});
