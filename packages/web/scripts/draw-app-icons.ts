/// <reference types="node" />
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../e2e/harness/chromium.ts";
import { drawSvg } from "./svg-in-chromium.ts";

/*
 * `pnpm --filter @proshop/web icons`: draws the installable app's icons (issue 37) into
 * public/icons with Chromium: the shop's blue with a white "P", as the favicon. "any" icons are a
 * rounded square on transparency; "maskable" ones fill the square and keep the letter inside the
 * central 80 % circle that every launcher's mask leaves visible. Run again after changing them.
 */

const BLUE = "#1565c0";
const LETTER = `<path fill="#fff" fill-rule="evenodd" d="M36 24h17a15 15 0 0 1 0 30h-8v22h-9zM45 32v14h8a7 7 0 0 0 0-14z"/>`;

const anyIcon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" rx="20" fill="${BLUE}"/>${LETTER}</svg>`;
// The letter at 70 % around the centre: within the safe circle (radius 40 of 50).
const maskableIcon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="${BLUE}"/><g transform="translate(15 15) scale(.7)">${LETTER}</g></svg>`;

const ICONS = [
  { file: "icon-192.png", svg: anyIcon, size: 192 },
  { file: "icon-512.png", svg: anyIcon, size: 512 },
  { file: "maskable-192.png", svg: maskableIcon, size: 192 },
  { file: "maskable-512.png", svg: maskableIcon, size: 512 },
] as const;

const target = join(import.meta.dirname, "../public/icons");
mkdirSync(target, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });
try {
  const page = await browser.newPage();
  for (const { file, svg, size } of ICONS) {
    const png = await drawSvg(page, svg, { width: size, height: size, type: "image/png" });
    writeFileSync(join(target, file), png);
    console.log(`icons/${file}: ${(png.length / 1024).toFixed(1)} kB`);
  }
} finally {
  await browser.close();
}
