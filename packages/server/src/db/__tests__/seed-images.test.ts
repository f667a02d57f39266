import { existsSync, readdirSync, readFileSync } from "node:fs";
import { BUNDLE_TEXTS, buildSeedData, CATALOGUE_CATEGORIES, CATALOGUE_PRODUCTS, PRODUCT_PICTURES, pictureOf, ZOOM_KIT_IMAGE } from "@proshop/fixtures/seed/index";
import { describe, expect, it } from "vitest";

/*
 * Every picture the seed names is a file the web app serves (packages/web/public, copied into
 * dist by Vite), so the shop never falls back to its placeholder for a seeded product, category
 * or bundle. The illustrations are drawn as small SVGs and shown as WebP images made from them
 * (packages/web/scripts/rasterize-pictures.ts, issue 18): Chromium builds a document of its own
 * for every SVG an <img> shows, on the main thread.
 */

const publicDir = new URL("../../../../web/public/", import.meta.url);
const fileOf = (path: string): URL => new URL(`.${path}`, publicDir);

const seed = buildSeedData(new Date("2025-06-15T10:00:00Z"));
const imagePaths = [
  ...new Set([
    ...seed.catalogue.categories.map((category) => category.image),
    ...seed.catalogue.products.map((product) => product.image),
    ...BUNDLE_TEXTS.map((bundle) => bundle.image),
    ZOOM_KIT_IMAGE,
  ]),
].sort();

describe("seeded pictures", () => {
  it("name files in packages/web/public", () => {
    expect(imagePaths.length).toBeGreaterThan(20);
    const missing = imagePaths.filter((path) => !path.startsWith("/images/") || !existsSync(fileOf(path)));
    expect(missing).toEqual([]);
  });

  it("give every category its own picture and every product kind of the catalogue a picture", () => {
    const categoryImages = new Set(seed.catalogue.categories.map((category) => category.image));
    expect(categoryImages.size).toBe(CATALOGUE_CATEGORIES.length);
    // Every kind is used by some product, and every bundle item shows the product it packs.
    expect(new Set(CATALOGUE_PRODUCTS.map(pictureOf))).toEqual(new Set(PRODUCT_PICTURES));
    for (const product of CATALOGUE_PRODUCTS) {
      if (product.bundle === undefined) continue;
      const item = CATALOGUE_PRODUCTS.find((candidate) => candidate.partNo === product.bundle?.item);
      expect(item && pictureOf(item)).toBe(pictureOf(product));
    }
  });

  it("are WebP images drawn from small SVGs without text, at twice the SVG's size", () => {
    expect(imagePaths.every((path) => path.endsWith(".webp"))).toBe(true);
    const sources = ["products", "categories", "bundles", "zoom"].flatMap((dir) =>
      readdirSync(new URL(`images/${dir}/`, publicDir))
        .filter((name) => name.endsWith(".svg"))
        .map((name) => new URL(`images/${dir}/${name}`, publicDir)),
    );
    expect(sources.length).toBe(PRODUCT_PICTURES.length + CATALOGUE_CATEGORIES.length + BUNDLE_TEXTS.length + 1);
    for (const source of sources) {
      const svg = readFileSync(source, "utf8");
      const viewBox = /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 (\d+) (\d+)">/.exec(svg);
      expect(viewBox, source.pathname).not.toBeNull();
      expect(svg, source.pathname).not.toMatch(/<svg[^>]*\s(width|height)=/);
      expect(svg, source.pathname).not.toMatch(/<text|<image|<script/);
      expect(svg.length, source.pathname).toBeLessThan(3_000);
      const webp = readFileSync(new URL(source.href.replace(/\.svg$/, ".webp")));
      expect(webp.length, source.pathname).toBeLessThan(12_000);
      expect(webpSize(webp), source.pathname).toEqual({ width: Number(viewBox?.[1]) * 2, height: Number(viewBox?.[2]) * 2 });
    }
  });
});

/** The canvas size of a WebP file as Chromium writes it (RIFF "WEBP" led by a VP8X chunk), or null. */
const webpSize = (file: Buffer): { width: number; height: number } | null => {
  if (file.toString("latin1", 0, 4) !== "RIFF" || file.toString("latin1", 8, 16) !== "WEBPVP8X") return null;
  return { width: file.readUIntLE(24, 3) + 1, height: file.readUIntLE(27, 3) + 1 };
};
