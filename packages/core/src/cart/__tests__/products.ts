import type { ShopProduct } from "../../entities/product.ts";

/** A catalogue product for tests: a paid, unlimited item unless told otherwise. */
export const product = (overrides: Partial<ShopProduct> & { part_no: string }): ShopProduct => ({
  part_skey: `SK-${overrides.part_no}`,
  SKU: overrides.part_no,
  SKUName: `Product ${overrides.part_no}`,
  SKUDescription: "",
  ctn: `CTN-${overrides.part_no}`,
  stock: 99,
  price: (overrides.price_in_cents ?? 1000) / 100,
  price_in_cents: 1000,
  price_as_string: "10,00 €",
  category: { id: 1, key: "pumps", link: "pumps" },
  filters: [],
  language: "fr",
  organisation: { id: 1 },
  ...overrides,
});

export const bundleItem = (
  partNo: string,
  options: { active?: boolean; group?: string; price?: number; max_per_order?: number; max_size?: number; code?: string } = {},
): ShopProduct =>
  product({
    part_no: partNo,
    price_in_cents: options.price ?? 500,
    max_per_order: options.max_per_order ?? null,
    category: { id: "PKG", key: "PKG", link: "pkg" },
    bundle_info: {
      package_skey: "PK1",
      package_code: options.code ?? "START",
      package_group: options.group ?? "A",
      WebPartNbr: partNo,
      max_size: options.max_size ?? 6,
      active: options.active ?? true,
      PackageQty: 2,
      PartPrice: 5,
    },
  });
