/// <reference types="node" />
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import type { Plugin } from "vite";

/*
 * The per-module size report: which source modules each built chunk holds, and how big each is
 * (its code as rendered into the chunk, before minification, and that code gzipped alone: about
 * 1.8x what it adds to the minified gzipped chunk, so the figures compare modules with each
 * other rather than add up to the route's size). The build writes it beside Vite's
 * manifest; the bench prints the largest modules and packages of a route's first load from it.
 */

/** Where the report is written in the build's output (beside .vite/manifest.json). */
export const MODULE_SIZES_FILE = ".vite/module-sizes.json";

export interface ModuleSize {
  readonly chunk: string;
  /** Module path from the workspace's packages/ ("core/src/cart/machine.ts"), or the npm package's path ("effect/dist/Schema.js"). */
  readonly module: string;
  readonly bytes: number;
  readonly gzipBytes: number;
}

const shortName = (id: string): string => {
  const inPackage = /node_modules\/(?!\.pnpm)(.*)$/.exec(id)?.[1];
  if (inPackage !== undefined) return inPackage;
  return id.replace(/^.*\/packages\//, "").replace(/^\0/, "");
};

export const moduleSizesPlugin = (): Plugin => ({
  name: "proshop-module-sizes",
  apply: "build",
  generateBundle(_options, bundle) {
    const sizes: ModuleSize[] = [];
    for (const output of Object.values(bundle)) {
      if (output.type !== "chunk") continue;
      for (const [id, module] of Object.entries(output.modules)) {
        if (module.renderedLength === 0) continue;
        const code = module.code ?? "";
        sizes.push({ chunk: output.fileName, module: shortName(id), bytes: module.renderedLength, gzipBytes: gzipSync(code, { level: 9 }).length });
      }
    }
    this.emitFile({ type: "asset", fileName: MODULE_SIZES_FILE, source: JSON.stringify(sizes) });
  },
});

/** The report of the build in `dist`, or an empty one when that build has none. */
export const readModuleSizes = (dist: string): ModuleSize[] => {
  const file = join(dist, MODULE_SIZES_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as ModuleSize[]) : [];
};

/** The npm package a module belongs to ("effect", "@xstate/react"), or its workspace folder ("core/src/cart"). */
export const groupOf = (module: string): string => {
  const parts = module.split("/");
  if (module.startsWith("core/") || module.startsWith("web/")) return parts.slice(0, 3).join("/");
  return module.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0]!;
};
