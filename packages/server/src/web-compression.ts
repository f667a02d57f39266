import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import Negotiator from "negotiator";

/*
 * Compressed copies of the web app's text files (scripts, styles, pages, SVG pictures), and of
 * the API's JSON answers (api-compression.ts).
 *
 * WHY: the shop's first page is ~650 kB of JavaScript as built and ~210 kB compressed; on a
 * clinic's slow line that is the difference between seconds. Each file is compressed once per
 * version (path, size, modification time) and kept in memory, so a busy morning costs no CPU.
 */

export type Encoding = "br" | "gzip";

/** Below this, compressing saves less than the headers cost. */
const MIN_BYTES = 1024;
/** Compressed bytes kept at most; the least recently used go first. */
const MAX_CACHED_BYTES = 32 * 1024 * 1024;

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;

export const isCompressible = (contentType: string, size: number): boolean => size >= MIN_BYTES && COMPRESSIBLE.test(contentType);

// negotiator 1.x takes the server's order for ties; @types/negotiator (0.6) does not know it yet.
type EncodingWithPreference = (available: readonly string[], options: { readonly preferred: readonly string[] }) => string | undefined;

/** The encoding the client weighs highest; on a tie brotli (smaller), then gzip, then none. */
export const chooseEncoding = (acceptEncoding: string | undefined): Encoding | undefined => {
  const negotiator = new Negotiator({ headers: { "accept-encoding": acceptEncoding ?? "" } });
  const chosen = (negotiator.encoding as EncodingWithPreference).call(negotiator, ["br", "gzip", "identity"], { preferred: ["br", "gzip", "identity"] });
  return chosen === "br" || chosen === "gzip" ? chosen : undefined;
};

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const compressors: Record<Encoding, (body: Uint8Array) => Promise<Buffer>> = {
  // Quality 9 rather than 11: several times faster for a few per cent more bytes.
  br: (body) => brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
  gzip: (body) => gzipAsync(body, { level: 9 }),
};

// Answers computed per request (API JSON) are compressed once each: a lower quality keeps it
// cheaper than sending the bytes (brotli 5 is several times faster than 9 for ~5 % more bytes).
const quickCompressors: Record<Encoding, (body: Uint8Array) => Promise<Buffer>> = {
  br: (body) => brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  gzip: (body) => gzipAsync(body, { level: 6 }),
};

/** `body` compressed now, not kept (an answer that is not the same twice). */
export const compressOnce = (body: Uint8Array, encoding: Encoding): Promise<Uint8Array> => quickCompressors[encoding](body);

interface Cached {
  readonly bytes: Promise<Uint8Array>;
  size: number;
}

const cache = new Map<string, Cached>();
let cachedBytes = 0;

/**
 * The file's bytes in `encoding`, compressed on first use. `version` names the file's content
 * (e.g. size and mtime); another version is compressed afresh. A failure is not kept.
 */
export const compressedBytes = (path: string, version: string, encoding: Encoding, read: () => Promise<Uint8Array>): Promise<Uint8Array> => {
  const key = `${encoding}\n${version}\n${path}`;
  const hit = cache.get(key);
  if (hit !== undefined) {
    cache.delete(key); // re-insert: a Map iterates oldest first, so this marks it recently used
    cache.set(key, hit);
    return hit.bytes;
  }
  const entry: Cached = { bytes: read().then((body) => compressors[encoding](body)), size: 0 };
  cache.set(key, entry);
  entry.bytes.then(
    (bytes) => {
      if (cache.get(key) !== entry) return;
      entry.size = bytes.length;
      cachedBytes += bytes.length;
      evictOverflow();
    },
    () => {
      if (cache.get(key) === entry) cache.delete(key);
    },
  );
  return entry.bytes;
};

const evictOverflow = (): void => {
  for (const [key, entry] of cache) {
    if (cachedBytes <= MAX_CACHED_BYTES) return;
    cache.delete(key);
    cachedBytes -= entry.size;
  }
};
