/// <reference types="node" />
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** Folders the e2e tests and the bench share. */
export const WEB_ROOT = fileURLToPath(new URL("../../", import.meta.url));
/** What the server serves at `/` (packages/web/dist). */
export const DIST = join(WEB_ROOT, "dist");
/** Vite's build manifest: chunk files and their imports, per source module. */
export const MANIFEST = join(DIST, ".vite", "manifest.json");
/** Screenshots for review; git-ignored, never committed. */
export const SCREENSHOTS = join(WEB_ROOT, "screenshots");

/** One entry of Vite's manifest (the fields the tests and the bench read). */
export interface ManifestChunk {
  readonly file: string;
  readonly src?: string;
  readonly isEntry?: boolean;
  readonly isDynamicEntry?: boolean;
  readonly imports?: readonly string[];
}

export type Manifest = Readonly<Record<string, ManifestChunk>>;

/** The last build's manifest. */
export const readManifest = (): Manifest => JSON.parse(readFileSync(MANIFEST, "utf8")) as Manifest;
