/// <reference types="node" />
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { DIST, type Manifest, type ManifestChunk } from "../e2e/harness/paths.ts";

/*
 * First-load JavaScript of a route from Vite's build manifest: the entry chunk (index.html)
 * and the route module's chunk, each with everything it imports statically, counted once, plus
 * what main.tsx always loads at once: the app itself and the starting language's messages.
 * Other dynamic imports are left out: they load later, when the user needs them.
 */

/** Manifest keys main.tsx imports on every load: the app, and French, the shop's default (SPEC 1). */
export const ALWAYS_LOADED = ["src/app/start.tsx", "virtual:proshop-messages/fr"];

/** Entries that are not the shop's: the public occupancy page (issue 36) is a page of its own. */
export const OTHER_PAGES_ENTRIES = ["src/features/public-occupancy/main.ts"];


export interface FirstLoad {
  /** The route's module in the manifest (`src/routes/...`), or undefined when it is not split. */
  readonly module: string | undefined;
  /** The JavaScript files the route loads first, in dist/. */
  readonly files: readonly string[];
  readonly bytes: number;
  readonly gzipBytes: number;
}

const gzipCache = new Map<string, { bytes: number; gzipBytes: number }>();

/** Size of a file of dist/ as served and as gzip (level 9, what a compressing proxy would send). */
export const fileSizes = (file: string): { bytes: number; gzipBytes: number } => {
  const cached = gzipCache.get(file);
  if (cached !== undefined) return cached;
  const content = readFileSync(join(DIST, file));
  const sizes = { bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
  gzipCache.set(file, sizes);
  return sizes;
};

/** Sums the sizes of distinct files. */
export const totalSizes = (files: Iterable<string>): { files: string[]; bytes: number; gzipBytes: number } => {
  const unique = [...new Set(files)].sort();
  return unique.reduce(
    (sum, file) => {
      const sizes = fileSizes(file);
      return { files: sum.files, bytes: sum.bytes + sizes.bytes, gzipBytes: sum.gzipBytes + sizes.gzipBytes };
    },
    { files: unique, bytes: 0, gzipBytes: 0 },
  );
};

const staticClosure = (manifest: Manifest, key: string, seen: Set<string>): Set<string> => {
  if (seen.has(key) || manifest[key] === undefined) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
};

/** The route modules Vite split out (lazy routes), by manifest key. */
export const routeModules = (manifest: Manifest): string[] =>
  Object.keys(manifest).filter((key) => key.startsWith("src/routes/") && manifest[key]?.isDynamicEntry === true);

/** The first route module whose key matches one of the patterns, most specific pattern first. */
export const findRoute = (manifest: Manifest, patterns: readonly RegExp[]): string | undefined => {
  const routes = routeModules(manifest);
  for (const pattern of patterns) {
    const found = routes.find((key) => pattern.test(key));
    if (found !== undefined) return found;
  }
  return undefined;
};

export const firstLoad = (manifest: Manifest, routeModule: string | undefined): FirstLoad => {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry === true && !OTHER_PAGES_ENTRIES.includes(key));
  const keys = new Set<string>();
  for (const key of [...entries, ...ALWAYS_LOADED, ...(routeModule === undefined ? [] : [routeModule])]) staticClosure(manifest, key, keys);
  const js = [...keys].map((key) => manifest[key]!.file).filter((file) => file.endsWith(".js"));
  const { files, bytes, gzipBytes } = totalSizes(js);
  return { module: routeModule, files, bytes, gzipBytes };
};
