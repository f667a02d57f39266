import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { filterByOrganisation } from "../organisation.ts";
import { arbCatalogue, makeProduct } from "./make-product.ts";

describe("organisation", () => {
  const ours = makeProduct({ part_no: "A", organisation: { id: 3 } });
  const oursAsText = makeProduct({ part_no: "B", organisation: { id: "3" } });
  const theirs = makeProduct({ part_no: "C", organisation: { id: 4 } });

  it("keeps the items of the shop config's organisation, ids compared as text", () => {
    expect(filterByOrganisation([ours, oursAsText, theirs], 3)).toEqual([ours, oursAsText]);
    expect(filterByOrganisation([ours, oursAsText, theirs], "4")).toEqual([theirs]);
  });

  it("keeps everything when the config names no organisation", () => {
    for (const none of [null, undefined, ""]) expect(filterByOrganisation([ours, theirs], none)).toEqual([ours, theirs]);
  });

  it("never adds items and keeps only the organisation's", () => {
    fc.assert(
      fc.property(arbCatalogue, fc.constantFrom(1, "1", 2, 9), (products, id) => {
        const kept = filterByOrganisation(products, id);
        expect(kept).toEqual(products.filter((p) => String(p.organisation.id) === String(id)));
      }),
    );
  });
});
