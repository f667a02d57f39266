/**
 * Section 6, CLI: `proshop --help` from a cold process (goal <= 150 ms) and
 * `proshop cart replay <file>` of a 10,000-event cart recording (goal <= 500 ms), each by
 * spawning the built binary that packages/cli/package.json names in `bin`. Until the CLI is
 * built (its binary answers `--help` with a usage text, and `cart replay --help` for the
 * replay), the rows say "not available".
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { Result } from "effect";
import { generateCatalogue } from "@proshop/fixtures/generate-catalogue";
import { CART_RECORDING_VERSION, cartLineId, decodeCartRecording, type CartRecording, type ShopProduct } from "@proshop/core";
import { sendRecordingEvents } from "../../../packages/core/bench/replay-floor.ts";
import { formatMillis, formatRatio, skippedRow, summarise, verdictOf, type Row } from "../table.ts";
import type { SectionResult } from "./section.ts";

const SECTION = "6 CLI";
const CLI_MANIFEST = fileURLToPath(new URL("../../../packages/cli/package.json", import.meta.url));

/** The `proshop` binary's path, when packages/cli exists and names one. */
const cliBinary = (): string | null => {
  if (!existsSync(CLI_MANIFEST)) return null;
  const manifest = JSON.parse(readFileSync(CLI_MANIFEST, "utf8")) as { bin?: string | Record<string, string> };
  const bin = typeof manifest.bin === "string" ? manifest.bin : manifest.bin?.["proshop"];
  if (bin === undefined) return null;
  const path = resolve(dirname(CLI_MANIFEST), bin);
  return existsSync(path) ? path : null;
};

/** The floor's events, cold: one run in a fresh process (module loading not timed). */
const coldEventsMs = (file: string): number => {
  const child = fileURLToPath(new URL("../child/replay-floor-cold.ts", import.meta.url));
  const result = spawnSync(process.execPath, ["--conditions=proshop-source", child, file], { encoding: "utf8", timeout: 60_000 });
  if (result.status !== 0) throw new Error(`bench/cli: the cold floor failed: ${result.stderr}`);
  return (JSON.parse(result.stdout) as { ms: number }).ms;
};

/** A floor's info row: its events' time plus `--help`'s cold start. */
const floorRow = (figure: string, events: ReturnType<typeof summarise>, helpMs: number): Row => ({
  section: SECTION,
  figure,
  median: formatMillis(helpMs + events.median),
  spread: `events ${formatMillis(events.median)} (${formatMillis(events.min)}-${formatMillis(events.max)}, n=${events.count}) + --help ${formatMillis(helpMs)}`,
  goal: "",
  ratio: "",
  verdict: "info",
});

const run = (binary: string, args: readonly string[]) => {
  const started = performance.now();
  // A fresh process each time, with no workspace source condition: as a user runs it.
  const result = spawnSync(process.execPath, [binary, ...args], { encoding: "utf8", timeout: 60_000, env: { ...process.env, NODE_OPTIONS: "" } });
  return { ms: performance.now() - started, status: result.status, stdout: result.stdout ?? "", stderr: result.stderr ?? "" };
};

/** A valid recording of `count` events: adds, quantity changes and removals over 200 products. */
export const syntheticRecording = (count: number): CartRecording => {
  const products: ShopProduct[] = generateCatalogue({ size: 600, seed: 11, language: "fr" })
    .products.filter((p) => p.price_in_cents > 0 && !p.promo && p.bundle_info === null && p.online && !p.download_only && p.available_from === null)
    .slice(0, 200)
    .map((p) => ({ ...p, max_order_amount: null, max_per_order: null, max_per_year: null, stock: 100_000 }));
  const by = "nurse@example.fr";
  const start = Date.UTC(2026, 10, 20, 9, 0, 0);
  const events: Array<CartRecording["events"][number]> = [
    { at: start, by, event: { type: "cart.started", limits: {} } },
    { at: start, by, event: { type: "cart.loaded", cart: null } },
  ];
  for (let i = events.length; i < count; i++) {
    const index = i % products.length;
    const product = products[index]!;
    const at = start + i * 250;
    if (i % 13 === 0) events.push({ at, by, event: { type: "cart.remove", lineId: cartLineId(product) } });
    else if (i % 7 === 0) events.push({ at, by, event: { type: "cart.setQuantity", lineId: cartLineId(product), quantity: 1 + (i % 4) } });
    else events.push({ at, by, event: { type: "cart.add", part_no: product.part_no, product: index, quantity: 1 } });
  }
  const recording: CartRecording = {
    version: CART_RECORDING_VERSION,
    shop: { hostname: "localhost", locale: "fr" },
    user: { email: by },
    company: { cust_no: "100234", name: "Maternité" },
    time_zone: "Europe/Paris",
    snapshot: { taken_at: start + count * 250, products, limits: {} },
    events,
  };
  const decoded = decodeCartRecording(JSON.parse(JSON.stringify(recording)));
  if (Result.isFailure(decoded)) throw new Error(`bench/cli: the synthetic recording does not decode: ${decoded.failure.message}`);
  return recording;
};

export const benchCli = async (options: { readonly smoke: boolean }): Promise<SectionResult> => {
  const binary = cliBinary();
  const help = binary === null ? null : run(binary, ["--help"]);
  if (binary === null || help === null || help.status !== 0 || !/usage/i.test(help.stdout)) {
    const why = binary === null ? "packages/cli has no binary yet" : "the proshop binary does not answer --help with a usage text yet";
    return {
      rows: [skippedRow(SECTION, "proshop --help, cold start", why), skippedRow(SECTION, "proshop cart replay, 10,000 events", why)],
      notes: [],
    };
  }
  // The launcher builds its bundle when a source is newer: the first run above paid for that.
  const rounds = options.smoke ? 1 : 10;
  const helpTimes: number[] = [];
  for (let i = 0; i < rounds; i++) helpTimes.push(run(binary, ["--help"]).ms);
  const helpSample = summarise(helpTimes);
  const rows: Row[] = [
    {
      section: SECTION,
      figure: "proshop --help, cold start",
      median: formatMillis(helpSample.median),
      spread: `${formatMillis(helpSample.min)}-${formatMillis(helpSample.max)}, n=${helpSample.count}`,
      goal: "<= 150 ms",
      ratio: `${(helpSample.median / 150).toFixed(2)}x of goal`,
      verdict: verdictOf(helpSample.median <= 150),
    },
  ];

  const replayHelp = run(binary, ["cart", "replay", "--help"]);
  if (replayHelp.status !== 0) {
    rows.push(skippedRow(SECTION, "proshop cart replay, 10,000 events", "the binary has no `cart replay` yet"));
    return { rows, notes: [] };
  }
  const count = options.smoke ? 200 : 10_000;
  const file = join(mkdtempSync(join(tmpdir(), "proshop-bench-cli-")), "recording.json");
  const recording = syntheticRecording(count);
  writeFileSync(file, JSON.stringify(recording));
  // Interleaved rounds (issue 18): a replay, then its floor (--help's cold start and the events
  // cold in a fresh process) right after it, so a change of the machine's speed falls on both;
  // the verdict is the median of the rounds' ratios.
  const roundCount = options.smoke ? 1 : 7;
  const replays: Array<ReturnType<typeof run>> = [];
  const floorHelps: number[] = [];
  const colds: number[] = [];
  for (let i = 0; i < roundCount; i++) {
    const replay = run(binary, ["cart", "replay", file, "--json"]);
    replays.push(replay);
    if (replay.status !== 0) break;
    floorHelps.push(run(binary, ["--help"]).ms);
    colds.push(coldEventsMs(file));
  }
  const failed = replays.find((replay) => replay.status !== 0);
  if (failed !== undefined) {
    rows.push({
      section: SECTION,
      figure: `proshop cart replay, ${count.toLocaleString("en-US")} events`,
      median: "failed",
      spread: `exit ${failed.status}: ${(failed.stderr || failed.stdout).trim().split("\n")[0]?.slice(0, 120) ?? ""}`,
      goal: "<= 500 ms",
      ratio: "",
      verdict: "MISSED",
    });
    return { rows, notes: [] };
  }
  const sample = summarise(replays.map((replay) => replay.ms));
  // The floor (issue 18): the CLI's cold start plus the events through the cart machine, measured
  // in the same run. The verdict's events run cold in a fresh process, as the CLI must run them;
  // the same events warm in this process (median of five, after the first rounds) are shown too.
  const cold = summarise(colds);
  const warm = summarise(Array.from({ length: options.smoke ? 1 : 5 }, () => sendRecordingEvents(recording)));
  const floorHelp = summarise(floorHelps).median;
  const ratio = summarise(replays.map((replay, i) => replay.ms / (floorHelps[i]! + colds[i]!))).median;
  const events = `${count.toLocaleString("en-US")} events`;
  rows.push(
    {
      section: SECTION,
      figure: `proshop cart replay, ${events}`,
      median: formatMillis(sample.median),
      spread: `${formatMillis(sample.min)}-${formatMillis(sample.max)}, n=${sample.count}; ${(sample.median / 500).toFixed(2)}x of the former 500 ms; ${formatRatio(sample.median / (floorHelp + warm.median))} of the warm floor`,
      goal: "<= 1.5x floor",
      ratio: `replay/floor ${formatRatio(ratio)}`,
      verdict: verdictOf(ratio <= 1.5),
    },
    floorRow(`floor: --help cold start + ${events} through the cart machine, cold in a fresh process`, cold, floorHelp),
    floorRow(`warm floor: --help cold start + ${events} through the cart machine in the bench's process`, warm, floorHelp),
  );
  return { rows, notes: ["cli: the built `proshop` binary spawned with plain `node` (no source condition), a fresh process per run; the recording is synthetic (core's CartRecording v1, checked with decodeCartRecording). The replay's floor sends the same events to core's cart machine once in a fresh process (bench/src/child/replay-floor-cold.ts, only the events timed: cold, as the CLI runs them) plus --help's cold start; the warm floor sends them in the bench's process (packages/core/bench/replay-floor.ts)."] };
};
