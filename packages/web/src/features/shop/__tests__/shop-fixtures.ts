import type { Category, ShopProduct } from "@proshop/core";
import { customerAnswer } from "../../../test/fake-api.ts";

/** A catalogue product as GET /admin/product sends it; override what the test is about. */
export const apiProduct = (n: number, overrides: Partial<ShopProduct> = {}): ShopProduct => ({
  part_no: `P-${n}`,
  part_skey: `SK-${n}`,
  SKU: `SKU-${n}`,
  SKUName: `Produit ${n}`,
  SKUDescription: `Description ${n}`,
  ctn: `SCF${100 + n}/10`,
  stock: 50,
  price: 12.5,
  price_in_cents: 1250,
  price_as_string: "12,50 €",
  category: { id: 1, key: "BREAST_PUMPS", link: "tire-lait" },
  bundle_info: null,
  filters: [],
  language: "fr",
  organisation: { id: 1 },
  ...overrides,
});

export const apiCategories: Category[] = [
  { id: 1, key: "BREAST_PUMPS", link: "tire-lait", name: "Tire-lait", organisation: { id: 1 }, sort_order: 1 },
  { id: 2, key: "BOTTLES", link: "biberons", name: "Biberons", organisation: { id: 1 }, sort_order: 2 },
];

/** A signed-in customer of 100234 (max order 500 EUR) with this catalogue. */
export const shopSession = (products: readonly ShopProduct[], categories: readonly Category[] = apiCategories) => ({
  token: "stored-token",
  routes: {
    "GET /admin/user/me": { body: customerAnswer },
    "GET /admin/product": { body: products },
    "GET /admin/category": { body: categories },
  },
});
