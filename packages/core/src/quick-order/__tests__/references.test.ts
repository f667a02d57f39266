import { describe, expect, it } from "vitest";
import { bundleItem, product } from "../../cart/__tests__/products.ts";
import { productByReference, suggestProducts } from "../references.ts";

const pump = product({ part_no: "88430001", SKU: "SCF397-11", ctn: "SCF397/11", SKUName: "Tire-lait électrique double Comfort" });
const single = product({ part_no: "88430002", SKU: "SCF395-11", ctn: "SCF395/11", SKUName: "Tire-lait électrique simple" });
const bottle = product({ part_no: "88430028", SKU: "SCF810-17", ctn: "SCF810/17", SKUName: "Biberon anti-colique 260 ml", SKUDescription: "Pour tire-lait et allaitement" });
// A bundle item packing the pump under its own part number, sharing the pump's SKU.
const packed = { ...bundleItem("PKMAT-88430001"), SKU: "SCF397-11", ctn: "PKG001/01" };
const CATALOGUE = [packed, pump, single, bottle];

describe("references", () => {
  it("finds a product by part number, SKU or ctn, in any case and with spaces around", () => {
    expect(productByReference(CATALOGUE, "88430001")).toBe(pump);
    expect(productByReference(CATALOGUE, " scf395-11 ")).toBe(single);
    expect(productByReference(CATALOGUE, "SCF810/17")).toBe(bottle);
    expect(productByReference(CATALOGUE, "PKMAT-88430001")).toBe(packed);
    expect(productByReference(CATALOGUE, "pkg001/01")).toBe(packed);
    expect(productByReference(CATALOGUE, "")).toBeUndefined();
    expect(productByReference(CATALOGUE, "SCF397")).toBeUndefined();
  });

  it("names the plain product before a bundle item that shares the reference", () => {
    expect(productByReference(CATALOGUE, "SCF397-11")).toBe(pump);
  });

  it("suggests products whose reference matches or starts with the text first, then others that mention it", () => {
    expect(suggestProducts(CATALOGUE, "scf39").map((item) => item.part_no)).toEqual(["PKMAT-88430001", "88430001", "88430002"]);
    expect(suggestProducts(CATALOGUE, "88430028").map((item) => item.part_no)).toEqual(["88430028"]);
    // "tire-lait" is in two names and one description; none is a reference.
    expect(suggestProducts(CATALOGUE, "Tire-lait").map((item) => item.part_no)).toEqual(["88430001", "88430002", "88430028"]);
    expect(suggestProducts(CATALOGUE, "tire", 2)).toHaveLength(2);
    expect(suggestProducts(CATALOGUE, "  ")).toEqual([]);
  });
});
