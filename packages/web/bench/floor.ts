/// <reference types="node" />
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import react from "@vitejs/plugin-react";
import { build } from "vite";

/**
 * Builds floor/ (the stack's libraries with no shop in them) as the shop is built, and returns
 * its JavaScript gzipped (level 9, as first-load.ts counts). WHY: the shop route's first-load
 * JS means little without knowing how much of it the chosen libraries take before any shop code.
 */
export const librariesFloorGzipBytes = async (): Promise<number> => {
  const outDir = mkdtempSync(join(tmpdir(), "proshop-floor-"));
  try {
    await build({
      configFile: false,
      logLevel: "silent",
      root: fileURLToPath(new URL("./floor/", import.meta.url)),
      plugins: [react()],
      build: { target: "es2022", outDir, emptyOutDir: true },
    });
    const assets = join(outDir, "assets");
    return readdirSync(assets)
      .filter((file) => file.endsWith(".js"))
      .reduce((sum, file) => sum + gzipSync(readFileSync(join(assets, file)), { level: 9 }).length, 0);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
};
