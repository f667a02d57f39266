import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyCheckedFilters, buildFilters, checkedTitles, clearFilters, toggleFilter } from "../filters.ts";
import { arbCatalogue, makeProduct, TITLES } from "./make-product.ts";

describe("filters", () => {
  const a = makeProduct({ part_no: "A", filters: ["Sans BPA", "Électrique"] });
  const b = makeProduct({ part_no: "B", filters: ["Sans BPA", "Sans BPA"] });
  const c = makeProduct({ part_no: "C", filters: [] });

  it("rebuilds the panel with one entry per title, counting each product once, alphabetically", () => {
    expect(buildFilters([a, b, c])).toEqual([
      { title: "Sans BPA", count: 2, checked: false },
      { title: "Électrique", count: 1, checked: false },
    ]);
  });

  it("keeps ticks on titles that still exist when asked to", () => {
    const filters = buildFilters([a], new Set(["Électrique", "Gone"]));
    expect(filters.find((f) => f.title === "Électrique")?.checked).toBe(true);
    expect(filters.some((f) => f.title === "Gone")).toBe(false);
  });

  it("toggles one filter and clears all of them", () => {
    const ticked = toggleFilter(buildFilters([a, b]), "Électrique");
    expect(checkedTitles(ticked)).toEqual(["Électrique"]);
    expect(checkedTitles(toggleFilter(ticked, "Électrique"))).toEqual([]);
    expect(checkedTitles(clearFilters(toggleFilter(ticked, "Sans BPA")))).toEqual([]);
    expect(toggleFilter(ticked, "unknown")).toEqual(ticked);
  });

  it("keeps products carrying any ticked title, and all products when none is ticked", () => {
    expect(applyCheckedFilters([a, b, c], ["Électrique"])).toEqual([a]);
    expect(applyCheckedFilters([a, b, c], ["Électrique", "Sans BPA"])).toEqual([a, b]);
    expect(applyCheckedFilters([a, b, c], [])).toEqual([a, b, c]);
  });

  it("counts exactly the products carrying each title", () => {
    fc.assert(
      fc.property(arbCatalogue, (products) => {
        const filters = buildFilters(products);
        const titles = new Set(products.flatMap((p) => p.filters));
        expect(filters.map((f) => f.title).sort()).toEqual([...titles].sort());
        for (const f of filters) expect(f.count).toBe(products.filter((p) => p.filters.includes(f.title)).length);
      }),
    );
  });

  it("never adds products and every kept product carries a ticked title", () => {
    fc.assert(
      fc.property(arbCatalogue, fc.subarray<string>([...TITLES]), (products, checked) => {
        const kept = applyCheckedFilters(products, checked);
        expect(kept.length).toBeLessThanOrEqual(products.length);
        for (const p of kept) expect(checked.length === 0 || p.filters.some((t) => checked.includes(t))).toBe(true);
        const dropped = products.filter((p) => !kept.includes(p));
        for (const p of dropped) expect(p.filters.some((t) => checked.includes(t))).toBe(false);
      }),
    );
  });
});
