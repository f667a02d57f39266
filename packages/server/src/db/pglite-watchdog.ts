import { Worker } from "node:worker_threads";

/*
 * The last line of defence of pglite-faults.ts. When the disk fills faster than the free-space
 * check (another program writing), PGlite's next WAL file cannot be made and its commit loops
 * for ever inside WebAssembly, on the server's only thread: nothing is answered, SIGTERM is never
 * handled. A watchdog thread sees the server's thread stop beating while PGlite has a call in
 * hand and the disk is nearly full, terminates that JavaScript execution, and tells the server,
 * which then treats PGlite as broken (503 to every call, /ready 503, a clean stop on SIGTERM).
 */

export interface PgliteWatchdogOptions {
  readonly folder: string;
  /** How long the server's thread may not run before PGlite is judged stuck. */
  readonly stallMs: number;
  /** Below this much free disk a stuck PGlite is the WAL loop. */
  readonly lowDiskBytes: number;
  /** Told (on the server's thread, once it runs again) that PGlite's execution was terminated. */
  readonly onTerminated: (facts: { readonly stalledMs: number; readonly freeBytes: number }) => void;
}

export interface PgliteWatchdog {
  /** Around each PGlite call: the watchdog acts only while one is in hand. */
  readonly callStarted: () => void;
  readonly callEnded: () => void;
  readonly stop: () => void;
}

/** PGlite's WAL files are 16 MB: with less free, the next one cannot be made. */
export const WAL_FILE_BYTES = 16 * 1024 * 1024;

export const watchPglite = (options: PgliteWatchdogOptions): PgliteWatchdog => {
  const shared = new SharedArrayBuffer(16);
  const state = new BigInt64Array(shared);
  const beat = () => void Atomics.store(state, 0, BigInt(Date.now()));
  beat();
  const heart = setInterval(beat, 200).unref();
  const worker = new Worker(new URL("./pglite-watchdog-worker.ts", import.meta.url), {
    workerData: { folder: options.folder, stallMs: options.stallMs, lowDiskBytes: options.lowDiskBytes, shared },
  });
  worker.unref();
  worker.on("message", options.onTerminated);
  return {
    callStarted: () => void Atomics.add(state, 1, 1n),
    callEnded: () => void Atomics.sub(state, 1, 1n),
    stop: () => {
      clearInterval(heart);
      void worker.terminate();
    },
  };
};
