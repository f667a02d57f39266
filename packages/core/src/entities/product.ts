import { Schema } from "effect";

/** Where a product belongs: categories are matched by id, key or link. */
export const ProductCategory = Schema.Struct({
  id: Schema.Union([Schema.String, Schema.Number]),
  key: Schema.String,
  link: Schema.String,
});
export type ProductCategory = typeof ProductCategory.Type;

/**
 * A product that belongs to a bundle (category `PKG`). The cart line id of a bundle item is
 * `package_skey_package_code_package_group_WebPartNbr`.
 */
export const BundleInfo = Schema.Struct({
  package_skey: Schema.String,
  package_code: Schema.String,
  package_group: Schema.String,
  WebPartNbr: Schema.String,
  /** Number of items that fill the bundle ("bundle full" at this size). */
  max_size: Schema.Number,
  /** An active bundle keeps the quantity the customer requested (`quantity_requested`). */
  active: Schema.Boolean,
  PackageQty: Schema.optional(Schema.Number),
  PartPrice: Schema.optional(Schema.Number),
});
export type BundleInfo = typeof BundleInfo.Type;

const OptionalCount = Schema.optional(Schema.NullOr(Schema.Number));

/**
 * The document a download-only product offers (educational material: a guide, a video), in
 * the language of the product's texts. The spec names download-only products but no field for
 * their file; this is it.
 */
export const ProductDownload = Schema.Struct({
  /** Where the file is: a path on the shop's own origin or an absolute https address. */
  url: Schema.String,
  /** The file's name as the customer saves it (`guide-expression-lait.pdf`). */
  file_name: Schema.String,
  /** Its size in bytes, when known. */
  size_bytes: Schema.optional(Schema.NullOr(Schema.Number)),
});
export type ProductDownload = typeof ProductDownload.Type;

/**
 * A product of the shop as the admin API serves it (SPEC section 3), plus the fields the
 * spec implies without naming: limits, promo flag and availability for the stock states of
 * SPEC section 4, related products and technical specifications.
 */
export const ShopProduct = Schema.Struct({
  part_no: Schema.String,
  part_skey: Schema.String,
  SKU: Schema.String,
  SKUName: Schema.String,
  SKUDescription: Schema.String,
  ctn: Schema.String,
  stock: Schema.Number,
  /** Price in euros as the server sends it; rules use `price_in_cents`. */
  price: Schema.Number,
  price_in_cents: Schema.Number.check(Schema.isInt()),
  price_as_string: Schema.String,
  category: ProductCategory,
  bundle_info: Schema.optional(Schema.NullOr(BundleInfo)),
  filters: Schema.Array(Schema.String),
  incomplete: Schema.optional(Schema.Boolean),
  language: Schema.String,
  organisation: Schema.Struct({ id: Schema.Union([Schema.String, Schema.Number]) }),
  /** Promotional item: only orderable together with paid items, never discounted by coupons. */
  promo: Schema.optional(Schema.Boolean),
  /** Most units of this product in one cart line (`max_product_amount_reached`). */
  max_order_amount: OptionalCount,
  /** Most units of this product in one order, all lines together (`max_per_order_reached`). */
  max_per_order: OptionalCount,
  /** Most units of this product a company may order per calendar year (`max_per_year_reached`). */
  max_per_year: OptionalCount,
  /** Units the active company already ordered this calendar year. */
  ordered_this_year: Schema.optional(Schema.Number),
  /** False when the product can only be ordered offline ("not available online"). */
  online: Schema.optional(Schema.Boolean),
  /** Educational material that is downloaded, not shipped. */
  download_only: Schema.optional(Schema.Boolean),
  /** The file a download-only product offers; absent or null when there is none yet. */
  download: Schema.optional(Schema.NullOr(ProductDownload)),
  /** ISO date from which the product can be ordered again. */
  available_from: Schema.optional(Schema.NullOr(Schema.String)),
  related: Schema.optional(Schema.Array(Schema.String)),
  specifications: Schema.optional(Schema.Record(Schema.String, Schema.String)),
  image: Schema.optional(Schema.NullOr(Schema.String)),
});
export type ShopProduct = typeof ShopProduct.Type;
