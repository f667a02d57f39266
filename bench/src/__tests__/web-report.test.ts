import { describe, expect, it } from "vitest";
import { parseWebReport, webRows } from "../sections/web.ts";

/** The report of packages/web/bench/run.ts, as it prints it. */
const REPORT = `
Web bench: Chromium 131.0.6778.85, server on http://localhost:40123

First-load JavaScript (Vite manifest: entry + route chunk + their static imports)
  shop       98.4 kB gzipped  (310.2 kB raw, 9 files; route module src/routes/home.tsx)
  login      71.0 kB gzipped  (220.0 kB raw, 6 files; route module src/routes/login.tsx)
  as fetched by Chromium:
  shop      101.2 kB gzipped  (10 files)
  login      72.3 kB gzipped  (7 files)
  the stack's libraries alone (bench/floor: React DOM, XState, Effect Schema + HttpApiClient): 80.5 kB; shop route / floor 1.26x

Shop home (/, logged in as nurse@example.fr), 5 cold load(s): median (worst)
  FCP       412 ms  (530 ms)
  LCP       640 ms  (1210 ms)
  CLS       0.003  (0.010)
  TBT        35 ms  (80 ms)
  long tasks per load: 1, 2, 1, 1, 1 (90 ms, 140 ms, 80 ms, 85 ms, 88 ms in all, before the first paint included)

Lighthouse 5x (mobile preset, simulated throttling): median (worst)
  login  score  97 (worst 96)  LCP 1850 ms (worst 1910 ms)  FCP 1200 ms  TBT 20 ms
  shop   score  91 (worst 88)  LCP 2710 ms (worst 2900 ms)  FCP 1500 ms  TBT 60 ms
  cold   score  80 (worst 78)  LCP 2810 ms (worst 3100 ms)  FCP 1550 ms  TBT 875 ms

Interaction to Next Paint, a listing of 2,000 products, CPU 4x slower, 5 round(s): median (worst)
  INP add to cart     72 ms  (96 ms)
  INP search          48 ms  (64 ms)
  INP filter         120 ms  (152 ms)

Targets (issue 4)
  first-load JS of the shop route <= 120 kB gzipped: 101.2 kB  ok
  LCP <= 1000 ms: 640 ms  ok
  TBT <= 100 ms: 35 ms  ok
`;

describe("web report", () => {
  it("reads the shop route's first-load JS, the vitals' medians and worst, and the loads", () => {
    const report = parseWebReport(REPORT);
    expect(report.shopGzipKb).toBe(101.2);
    expect(report.loginGzipKb).toBe(71);
    expect(report.loads).toBe(5);
    expect(report.audits).toBe(5);
    expect(report.floorGzipKb).toBe(80.5);
    expect(report.vitals.get("LCP")).toEqual({ median: 640, worst: 1210 });
    expect(report.vitals.get("CLS")).toEqual({ median: 0.003, worst: 0.01 });
    expect(report.vitals.get("TBT")).toEqual({ median: 35, worst: 80 });
    expect(report.lighthouse.get("login")).toEqual({ score: 97, worstScore: 96, lcpMs: 1850, worstLcpMs: 1910, tbtMs: 20 });
    expect(report.lighthouse.get("shop")).toEqual({ score: 91, worstScore: 88, lcpMs: 2710, worstLcpMs: 2900, tbtMs: 60 });
    expect(report.lighthouse.get("cold")).toEqual({ score: 80, worstScore: 78, lcpMs: 2810, worstLcpMs: 3100, tbtMs: 875 });
    expect([...report.inp]).toEqual([
      ["add to cart", { median: 72, worst: 96 }],
      ["search", { median: 48, worst: 64 }],
      ["filter", { median: 120, worst: 152 }],
    ]);
    expect(report.inpRounds).toBe(5);
  });

  it("judges each figure against the issue's goal", () => {
    const rows = webRows(parseWebReport(REPORT.replace("LCP       640 ms", "LCP      1640 ms")));
    expect(rows.map((row) => [row.figure.split(" ").slice(0, 3).join(" "), row.verdict])).toEqual([
      ["first-load JS of", "met"],
      ["first-load JS of", "met"],
      ["the stack's libraries", "info"],
      ["shop home LCP", "MISSED"],
      ["shop home CLS", "met"],
      ["shop home TBT", "met"],
      ["Lighthouse performance score,", "met"],
      ["Lighthouse LCP, /login", "met"],
      ["Lighthouse TBT, /login", "info"],
      ["Lighthouse performance score,", "MISSED"],
      ["Lighthouse LCP, shop", "MISSED"],
      ["Lighthouse TBT, shop", "info"],
      ["Lighthouse performance score,", "MISSED"],
      ["Lighthouse LCP, shop", "MISSED"],
      ["Lighthouse TBT, shop", "info"],
      ["INP: add to", "met"],
      ["INP: search, a", "met"],
      ["INP: filter, a", "MISSED"],
    ]);
  });

  it("says how many audits each Lighthouse median is of", () => {
    const rows = webRows(parseWebReport(REPORT));
    expect(rows.filter((row) => row.figure.startsWith("Lighthouse")).map((row) => row.spread)).toEqual([
      "worst 96, 5 audits",
      "worst 1910 ms, 5 audits",
      "5 audits",
      "worst 88, 5 audits",
      "worst 2900 ms, 5 audits",
      "5 audits",
      "worst 78, 5 audits",
      "worst 3100 ms, 5 audits",
      "5 audits",
    ]);
    expect(rows.find((row) => row.figure.startsWith("Lighthouse TBT, shop home, cold"))?.median).toBe("875 ms");
  });

  it("finds nothing in an unrelated output", () => {
    expect(webRows(parseWebReport("web bench failed: no Chromium"))).toEqual([]);
  });
});
