import { describe, expect, it } from "vitest";
import { formatConsoleTable, formatMarkdownTable, formatMicros, summarise, type Row } from "../table.ts";

describe("table", () => {
  it("takes the median of an odd and an even count, and nearest-rank percentiles", () => {
    expect(summarise([5, 1, 3]).median).toBe(3);
    expect(summarise([4, 1, 3, 2]).median).toBe(2.5);
    const hundred = summarise(Array.from({ length: 100 }, (_, i) => i + 1));
    expect(hundred.p95).toBe(95);
    expect(hundred.p99).toBe(99);
    expect(hundred.min).toBe(1);
    expect(hundred.max).toBe(100);
  });

  it("formats microseconds in the unit that reads best", () => {
    expect(formatMicros(12.345)).toBe("12.35 µs");
    expect(formatMicros(1500)).toBe("1.50 ms");
    expect(formatMicros(2_500_000)).toBe("2.50 s");
  });

  it("prints every row once, aligned, and escapes pipes in Markdown", () => {
    const rows: Row[] = [
      { section: "1 catalogue", figure: "a | b", median: "1 ms", spread: "p95 2 ms", goal: "<= 1 ms", ratio: "", verdict: "met" },
      { section: "3 API", figure: "c", median: "10 req/s", spread: "", goal: "", ratio: "0.50x", verdict: "MISSED" },
    ];
    const lines = formatConsoleTable(rows).split("\n");
    expect(lines).toHaveLength(4);
    expect(lines[2]!.indexOf("1 ms")).toBe(lines[3]!.indexOf("10 req/s"));
    expect(formatMarkdownTable(rows)).toContain("a \\| b");
  });
});
