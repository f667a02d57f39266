import type { PGlite } from "@electric-sql/pglite";

/*
 * PGlite runs PostgreSQL as one standalone backend: there is no autovacuum, so nothing gathers
 * the planner's table statistics, and every read is planned as if each table were nearly empty
 * (under load, each order's product read walked all of a market's texts: issue 18's bench).
 * The server gathers them itself: when the database opens, then at this interval.
 */
export const PGLITE_ANALYZE_INTERVAL_MS = 10 * 60_000;

/** Runs ANALYZE every `intervalMs` until stopped. */
export const keepPgliteStatistics = (client: PGlite, intervalMs: number): { readonly stop: () => void } => {
  const timer = setInterval(() => {
    // A run that fails (the database closing) changes nothing; the next one tries again.
    client.exec("ANALYZE").catch(() => {});
  }, intervalMs);
  // Never the reason the process stays up.
  timer.unref();
  return { stop: () => clearInterval(timer) };
};
