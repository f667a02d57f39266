/*
 * A screen's code that does not arrive (SPEC 8 and 9: "ChunkLoadError", "Loading chunk {{n}}
 * failed ({{reason}})", chunk timeout 120000 ms). Adapters load screens lazily; these rules say
 * how long to wait, how to word a failure, and when a new deployment justifies a reload.
 */

/** SPEC 9: a screen's chunk that has not arrived after this long has failed. */
export const CHUNK_TIMEOUT_MS = 120_000;

export type ChunkFailureReason = "missing" | "timeout" | "error";

/** The error a lazily loaded screen fails with; `name` is SPEC 8's "ChunkLoadError". */
export class ChunkLoadError extends Error {
  override readonly name = "ChunkLoadError";
  readonly chunk: string;
  readonly reason: ChunkFailureReason;
  constructor(chunk: string, reason: ChunkFailureReason, options?: { readonly cause?: unknown }) {
    super(`Loading chunk ${chunk} failed (${reason}).`, options);
    this.chunk = chunk;
    this.reason = reason;
  }
}

/** The message id and parameters of a chunk failure (the reason is translated first: `common.chunk.reason.*`). */
export const chunkFailureMessage = (error: ChunkLoadError): { readonly id: string; readonly reasonId: string; readonly chunk: string } => ({
  id: "common.chunk.failed",
  reasonId: `common.chunk.reason.${error.reason}`,
  chunk: error.chunk,
});

/**
 * A new deployment replaced the chunk names: the page's entry script is not the one the server
 * now serves. Reload once per new version (`reloadedFor` is the version already reloaded into),
 * so a chunk missing for another cause never loops.
 */
export const shouldReloadForNewVersion = (loadedEntry: string | null, servedEntry: string | null, reloadedFor: string | null): boolean =>
  loadedEntry !== null && servedEntry !== null && servedEntry !== loadedEntry && reloadedFor !== servedEntry;
