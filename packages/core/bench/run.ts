/**
 * `pnpm --filter @proshop/core bench`: the catalogue, cart and cart recording benchmarks in one table.
 * `--smoke` runs tiny sizes and few rounds so CI can check the benchmark still runs; its
 * numbers mean nothing. A benchmark reports, it never fails on a missed target.
 */
import { benchCart } from "./cart.ts";
import { benchCatalogue } from "./catalogue.ts";
import { benchRecording } from "./recording.ts";
import { printTable, type BenchRow } from "./stats.ts";

const smoke = process.argv.includes("--smoke");
console.log(`@proshop/core bench${smoke ? " (smoke: tiny sizes, numbers not meaningful)" : ""} · Node ${process.version}`);
const rows: BenchRow[] = [...(await benchCatalogue({ smoke })), ...(await benchCart({ smoke })), ...(await benchRecording({ smoke }))];
printTable(rows);
