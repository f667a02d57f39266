/**
 * CPU time (user + system) that processes used, read from /proc (Linux), for the orders
 * section's "CPU per order" figures: on a machine whose speed varies from run to run, the CPU
 * one order costs each process says more about where the time goes than orders per second.
 * Elsewhere (no /proc) every reading is null and the figures say "not available".
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { queryOnce } from "./databases.ts";

const ticksPerSecond = (() => {
  try {
    return Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** Milliseconds of CPU the process has used so far; null when it is gone or /proc is missing. */
export const processCpuMs = (pid: number): number | null => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the command name (which may hold spaces, hence the last ')'): utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
  } catch {
    return null;
  }
};

/** The backend processes serving connections to `databaseUrl`'s database (not this look-up's own). */
export const databaseBackendPids = async (databaseUrl: string): Promise<number[]> =>
  (await queryOnce<{ pid: number }>(databaseUrl, "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()")).map(
    (row) => row.pid,
  );

/** CPU milliseconds per pid now (pids whose reading failed are left out). */
export const cpuSnapshot = (pids: readonly number[]): Map<number, number> =>
  new Map(pids.flatMap((pid) => {
    const ms = processCpuMs(pid);
    return ms === null ? [] : [[pid, ms] as const];
  }));

/** CPU used between two snapshots; a pid absent from `before` started in between and counts whole. */
export const cpuBetween = (before: ReadonlyMap<number, number>, after: ReadonlyMap<number, number>): number =>
  [...after].reduce((sum, [pid, ms]) => sum + ms - (before.get(pid) ?? 0), 0);
