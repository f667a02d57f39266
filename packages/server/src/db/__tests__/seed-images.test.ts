import { existsSync, readdirSync, readFileSync } from "node:fs";
import { BUNDLE_TEXTS, buildSeedData, CATALOGUE_CATEGORIES, CATALOGUE_PRODUCTS, PRODUCT_PICTURES, pictureOf } from "@proshop/fixtures/seed/index";
import { describe, expect, it } from "vitest";

/*
 * Every picture the seed names is a file the web app serves (packages/web/public, copied into
 * dist by Vite), so the shop never falls back to its placeholder for a seeded product, category
 * or bundle. The illustrations are small scalable SVGs.
 */

const publicDir = new URL("../../../../web/public/", import.meta.url);
const fileOf = (path: string): URL => new URL(`.${path}`, publicDir);

const seed = buildSeedData(new Date("2025-06-15T10:00:00Z"));
const imagePaths = [
  ...new Set([
    ...seed.catalogue.categories.map((category) => category.image),
    ...seed.catalogue.products.map((product) => product.image),
    ...BUNDLE_TEXTS.map((bundle) => bundle.image),
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

  it("are small scalable SVGs without text", () => {
    const files = ["products", "categories", "bundles"].flatMap((dir) =>
      readdirSync(new URL(`images/${dir}/`, publicDir)).map((name) => new URL(`images/${dir}/${name}`, publicDir)),
    );
    expect(files.length).toBe(PRODUCT_PICTURES.length + CATALOGUE_CATEGORIES.length + BUNDLE_TEXTS.length);
    for (const file of files) {
      const svg = readFileSync(file, "utf8");
      expect(svg, file.pathname).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 \d+ \d+">/);
      expect(svg, file.pathname).not.toMatch(/<svg[^>]*\s(width|height)=/);
      expect(svg, file.pathname).not.toMatch(/<text|<image|<script/);
      expect(svg.length, file.pathname).toBeLessThan(3_000);
    }
  });
});
