import { Schema } from "effect";
import { Category } from "./category.ts";
import { ShopProduct } from "./product.ts";
import { ShopConfig } from "./shop-config.ts";
import { SHOP_SORT_FIELDS, initialShopState } from "./shop-state-values.ts";
export { SHOP_SORT_FIELDS, initialShopState };

/** One tick box of the filter panel (SPEC 3: filters [{title, count, checked}]). */
export const ShopFilter = Schema.Struct({
  title: Schema.String,
  /** Products of the selected category carrying this title. */
  count: Schema.Number.check(Schema.isInt()),
  checked: Schema.Boolean,
});
export type ShopFilter = typeof ShopFilter.Type;

export const ShopSortBy = Schema.Struct({
  field: Schema.Literals(SHOP_SORT_FIELDS),
  direction: Schema.Literals(["asc", "desc"]),
});
export type ShopSortBy = typeof ShopSortBy.Type;

/**
 * A bundle as the content service describes it in one language: the texts and picture shown on
 * the bundle tile, joined to the bundle's products by `package_code`.
 */
export const CmsBundle = Schema.Struct({
  package_code: Schema.String,
  title: Schema.String,
  description: Schema.optional(Schema.NullOr(Schema.String)),
  image: Schema.optional(Schema.NullOr(Schema.String)),
});
export type CmsBundle = typeof CmsBundle.Type;

/** The shop state of SPEC 3. */
export const ShopState = Schema.Struct({
  /** True once products and categories have been loaded (successfully or not). */
  initialized: Schema.Boolean,
  config: Schema.NullOr(ShopConfig),
  /** Categories of the shop's organisation. */
  categories: Schema.Array(Category),
  /** Products of the shop's organisation, in catalogue order. */
  products: Schema.Array(ShopProduct),
  /** Products after category, ticked filters, keyword, attribute filter and sort. */
  filteredProducts: Schema.Array(ShopProduct),
  /** The selector the user chose (category id, key or link, or `PKG`); null for all products. */
  categoryActive: Schema.NullOr(Schema.Union([Schema.String, Schema.Number])),
  /** Key of the active category (`PKG` for bundles). */
  categoryKeyActive: Schema.NullOr(Schema.String),
  filters: Schema.Array(ShopFilter),
  /** Bundle texts from the content service, per language code (`fr`, `es`, `nl`). */
  bundlesFromCMSbyLng: Schema.Record(Schema.String, Schema.Array(CmsBundle)),
  keyword: Schema.String,
  /** Shop-wide maintenance mode, from the shop config. */
  maintenance: Schema.Boolean,
  /** Value the attribute named by `filterOnAttribute` must have; both set or the filter is off. */
  filterByValue: Schema.NullOr(Schema.String),
  filterOnAttribute: Schema.NullOr(Schema.String),
  /** Null keeps catalogue order. */
  sortBy: Schema.NullOr(ShopSortBy),
});
export type ShopState = typeof ShopState.Type;

