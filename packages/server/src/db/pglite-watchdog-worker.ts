import { statfsSync } from "node:fs";
import { Session } from "node:inspector";
import { parentPort, workerData } from "node:worker_threads";

/*
 * The watchdog's thread (pglite-watchdog.ts): when the server's thread has not run for
 * `stallMs` while PGlite has a call in hand and the disk is nearly full, PGlite is looping in
 * its WAL flush; its JavaScript execution is then terminated through the inspector (no port is
 * opened: this session lives in the process), which hands the thread back to the server.
 */

interface WatchdogData {
  readonly folder: string;
  readonly stallMs: number;
  readonly lowDiskBytes: number;
  /** As a BigInt64Array: [0] the server thread's last beat (ms since the epoch), [1] PGlite calls in hand. */
  readonly shared: SharedArrayBuffer;
}

const { folder, stallMs, lowDiskBytes, shared } = workerData as WatchdogData;
const state = new BigInt64Array(shared);
const session = new Session();
session.connectToMainThread();

const freeBytes = (): number => {
  try {
    const { bavail, bsize } = statfsSync(folder);
    return bavail * bsize;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
};

setInterval(() => {
  const stalledMs = Date.now() - Number(Atomics.load(state, 0));
  if (stalledMs < stallMs || Atomics.load(state, 1) === 0n) return;
  const free = freeBytes();
  if (free >= lowDiskBytes) return;
  session.post("Runtime.terminateExecution");
  parentPort!.postMessage({ stalledMs, freeBytes: free });
}, Math.min(500, stallMs));
