/// <reference types="node" />
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../e2e/harness/chromium.ts";
import { drawSvg } from "./svg-in-chromium.ts";

/*
 * `pnpm --filter @proshop/web pictures`: writes a WebP beside every SVG picture of public/images
 * (categories, products, bundles, the Zoom! kit), drawn by Chromium at twice the SVG's viewBox.
 * WHY: Chromium builds a whole isolated document for each SVG shown through <img> (10-45 ms of
 * main thread each at full speed, issue 18), while a WebP decodes off the main thread. The SVGs
 * stay the source; run this again after changing one.
 */

const PUBLIC_IMAGES = join(import.meta.dirname, "../public/images");
const FOLDERS = ["categories", "products", "bundles", "zoom"] as const;
const SCALE = 2;
const QUALITY = 0.85;

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });
try {
  const page = await browser.newPage();
  for (const folder of FOLDERS) {
    for (const name of readdirSync(join(PUBLIC_IMAGES, folder)).filter((file) => file.endsWith(".svg"))) {
      const svg = readFileSync(join(PUBLIC_IMAGES, folder, name), "utf8");
      // An SVG with a viewBox alone has no size of its own to an <img> (Chromium gives it 300x150's height).
      const viewBox = /viewBox="0 0 (\d+) (\d+)"/.exec(svg);
      if (viewBox === null) throw new Error(`${folder}/${name} has no viewBox="0 0 width height"`);
      const webp = await drawSvg(page, svg, { width: Number(viewBox[1]) * SCALE, height: Number(viewBox[2]) * SCALE, type: "image/webp", quality: QUALITY });
      const target = name.replace(/\.svg$/, ".webp");
      writeFileSync(join(PUBLIC_IMAGES, folder, target), webp);
      console.log(`${folder}/${target}: ${(webp.length / 1024).toFixed(1)} kB`);
    }
  }
} finally {
  await browser.close();
}
