/**
 * Section 5, web: runs the web package's own benchmark (`pnpm --filter @proshop/web bench`:
 * first-load JavaScript per route from Vite's manifest and as Chromium fetched it, then the
 * shop home in headless Chromium against the local server, 5 cold loads) as a child process and
 * reads its printed report. Spawning keeps the web package's build and browser harness its
 * own; the lines read here are the report's "Targets", "Shop home" and "Lighthouse" lines.
 */
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { skippedRow, verdictOf, type Row } from "../table.ts";
import type { SectionResult } from "./section.ts";

const SECTION = "5 web";
/** Issue 18's goal for the first-load JavaScript of the shop and login routes. */
const GOAL_GZIP_KB = 150;
const ROOT = fileURLToPath(new URL("../../../", import.meta.url));

export interface WebReport {
  readonly shopGzipKb: number | null;
  readonly loginGzipKb: number | null;
  /** The stack's libraries alone, as a page with no shop code (packages/web/bench/floor). */
  readonly floorGzipKb: number | null;
  /** Median and worst of the loads, per vital. */
  readonly vitals: ReadonlyMap<string, { readonly median: number; readonly worst: number }>;
  readonly loads: number | null;
  /** Lighthouse's medians per page ("login", "shop", "cold"); absent from a smoke run. */
  readonly lighthouse: ReadonlyMap<string, LighthouseMedians>;
  /** Audits per page behind those medians. */
  readonly audits: number | null;
  /** Interaction to Next Paint per interaction (issue 38): median and worst of the rounds. */
  readonly inp: ReadonlyMap<string, { readonly median: number; readonly worst: number }>;
  readonly inpRounds: number | null;
}

interface LighthouseMedians {
  readonly score: number;
  readonly lcpMs: number;
  readonly worstScore: number;
  readonly worstLcpMs: number;
  /** Total blocking time (simulated at 4x CPU), the main-thread work the score weighs most. */
  readonly tbtMs: number;
}

/** How each audited page is named in the rows. */
const AUDITED_PAGE: Record<string, string> = {
  login: "/login",
  shop: "shop home, logged in",
  cold: "shop home, cold visit (only the session token stored)",
};

/** Reads the web bench's report (see packages/web/bench/run.ts). */
export const parseWebReport = (output: string): WebReport => {
  const vitals = new Map<string, { median: number; worst: number }>();
  for (const match of output.matchAll(/^\s*(FCP|LCP|CLS|TBT)\s+([\d.]+)\s*(?:ms)?\s+\(([\d.]+)/gm)) {
    vitals.set(match[1]!, { median: Number(match[2]), worst: Number(match[3]) });
  }
  const target = /first-load JS of the shop route[^:]*:\s*([\d.]+)\s*kB/.exec(output)?.[1];
  const shopLine = /^\s*shop\s+([\d.]+)\s*kB gzipped/m.exec(output)?.[1];
  const loginLine = /^\s*login\s+([\d.]+)\s*kB gzipped/m.exec(output)?.[1];
  const lighthouse = new Map<string, LighthouseMedians>();
  for (const match of output.matchAll(/^\s*(login|shop|cold)\s+score\s+(\d+) \(worst (\d+)\)\s+LCP\s+(\d+) ms \(worst (\d+) ms\)\s+FCP\s+\d+ ms\s+TBT\s+(\d+) ms/gm)) {
    lighthouse.set(match[1]!, { score: Number(match[2]), worstScore: Number(match[3]), lcpMs: Number(match[4]), worstLcpMs: Number(match[5]), tbtMs: Number(match[6]) });
  }
  const inp = new Map<string, { median: number; worst: number }>();
  for (const match of output.matchAll(/^\s*INP (add to cart|search|filter)\s+(\d+) ms\s+\((\d+) ms\)/gm)) {
    inp.set(match[1]!, { median: Number(match[2]), worst: Number(match[3]) });
  }
  const inpRounds = /CPU \d+x slower, (\d+) round/.exec(output)?.[1];
  const loads = /(\d+) cold load/.exec(output)?.[1];
  const audits = /^Lighthouse (\d+)x/m.exec(output)?.[1];
  const floor = /libraries alone \([^)]*\):\s*([\d.]+)\s*kB/.exec(output)?.[1];
  return {
    shopGzipKb: target !== undefined ? Number(target) : shopLine !== undefined ? Number(shopLine) : null,
    loginGzipKb: loginLine === undefined ? null : Number(loginLine),
    floorGzipKb: floor === undefined ? null : Number(floor),
    vitals,
    loads: loads === undefined ? null : Number(loads),
    lighthouse,
    audits: audits === undefined ? null : Number(audits),
    inp,
    inpRounds: inpRounds === undefined ? null : Number(inpRounds),
  };
};

const runWebBench = (smoke: boolean): Promise<{ code: number | null; output: string }> =>
  new Promise((resolve) => {
    const child = spawn("pnpm", ["--filter", "@proshop/web", "bench", ...(smoke ? ["--smoke"] : [])], { cwd: ROOT, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
    // Bounded like every load of the bench: the build and 5 loads take well under this.
    const timer = setTimeout(() => child.kill("SIGTERM"), 10 * 60_000);
    child.once("close", (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
    child.once("error", (error) => {
      clearTimeout(timer);
      resolve({ code: -1, output: `${output}\n${error.message}` });
    });
  });

export const webRows = (report: WebReport): Row[] => {
  const rows: Row[] = [];
  const loads = report.loads === null ? "" : `, ${report.loads} loads`;
  if (report.shopGzipKb !== null) {
    rows.push({
      section: SECTION,
      figure: "first-load JS of the shop route, gzipped",
      median: `${report.shopGzipKb.toFixed(1)} kB`,
      spread: report.loginGzipKb === null ? "" : `login route ${report.loginGzipKb.toFixed(1)} kB`,
      goal: `<= ${GOAL_GZIP_KB} kB`,
      ratio: `${(report.shopGzipKb / GOAL_GZIP_KB).toFixed(2)}x of goal`,
      verdict: verdictOf(report.shopGzipKb <= GOAL_GZIP_KB),
    });
  }
  if (report.loginGzipKb !== null) {
    rows.push({
      section: SECTION,
      figure: "first-load JS of the login route, gzipped",
      median: `${report.loginGzipKb.toFixed(1)} kB`,
      spread: "",
      goal: `<= ${GOAL_GZIP_KB} kB`,
      ratio: `${(report.loginGzipKb / GOAL_GZIP_KB).toFixed(2)}x of goal`,
      verdict: verdictOf(report.loginGzipKb <= GOAL_GZIP_KB),
    });
  }
  if (report.floorGzipKb !== null) {
    rows.push({
      section: SECTION,
      figure: "the stack's libraries alone (no shop code), gzipped",
      median: `${report.floorGzipKb.toFixed(1)} kB`,
      spread: "React DOM, XState, Effect Schema + HttpApiClient",
      goal: "",
      ratio: report.shopGzipKb === null ? "" : `shop/floor ${(report.shopGzipKb / report.floorGzipKb).toFixed(2)}x`,
      verdict: "info",
    });
  }
  const vital = (name: string, goal: number, unit: string) => {
    const value = report.vitals.get(name);
    if (value === undefined) return;
    const format = (v: number) => (unit === "" ? v.toFixed(3) : `${Math.round(v)} ${unit}`);
    rows.push({
      section: SECTION,
      figure: `shop home ${name} (headless Chromium, logged in)`,
      median: format(value.median),
      spread: `worst ${format(value.worst)}${loads}`,
      goal: `<= ${unit === "" ? goal : `${goal} ${unit}`}`,
      ratio: `${(value.median / goal).toFixed(2)}x of goal`,
      verdict: verdictOf(value.median <= goal),
    });
  };
  vital("LCP", 1000, "ms");
  vital("CLS", 0.05, "");
  vital("TBT", 100, "ms");
  const audits = report.audits === null ? "" : `, ${report.audits} audits`;
  for (const [page, audit] of report.lighthouse) {
    const where = AUDITED_PAGE[page] ?? page;
    rows.push({
      section: SECTION,
      figure: `Lighthouse performance score, ${where} (mobile)`,
      median: String(audit.score),
      spread: `worst ${audit.worstScore}${audits}`,
      goal: ">= 95",
      ratio: "",
      verdict: verdictOf(audit.score >= 95),
    });
    rows.push({
      section: SECTION,
      figure: `Lighthouse LCP, ${where} (mobile)`,
      median: `${audit.lcpMs} ms`,
      spread: `worst ${audit.worstLcpMs} ms${audits}`,
      goal: "<= 2500 ms",
      ratio: `${(audit.lcpMs / 2500).toFixed(2)}x of goal`,
      verdict: verdictOf(audit.lcpMs <= 2500),
    });
    rows.push({
      section: SECTION,
      figure: `Lighthouse TBT, ${where} (mobile)`,
      median: `${audit.tbtMs} ms`,
      spread: audits.slice(2),
      goal: "",
      ratio: "",
      verdict: "info",
    });
  }
  for (const [interaction, value] of report.inp) {
    rows.push({
      section: SECTION,
      figure: `INP: ${interaction}, a listing of 2,000 products (Chromium, CPU 4x slower, web-vitals)`,
      median: `${value.median} ms`,
      spread: `worst ${value.worst} ms${report.inpRounds === null ? "" : `, ${report.inpRounds} rounds`}`,
      goal: "<= 100 ms",
      ratio: `${(value.median / 100).toFixed(2)}x of goal`,
      verdict: verdictOf(value.median <= 100),
    });
  }
  return rows;
};

export const benchWeb = async (options: { readonly smoke: boolean }): Promise<SectionResult> => {
  if (options.smoke) {
    // The web package smoke-runs its own bench in CI; building and a browser would take most of this smoke run's minute.
    return { rows: [skippedRow(SECTION, "web bench", "smoke: @proshop/web smoke-runs its own bench")], notes: [] };
  }
  const { code, output } = await runWebBench(false);
  const report = parseWebReport(output);
  const rows = webRows(report);
  if (code !== 0 || rows.length === 0) {
    const last = output.trim().split("\n").slice(-3).join(" / ");
    throw new Error(`pnpm --filter @proshop/web bench exited ${code}: ${last}`);
  }
  return { rows, notes: ["web: figures read from `pnpm --filter @proshop/web bench` (packages/web/bench), run as a child process."] };
};
