/*
 * shop-state.ts's plain values and rules, without Effect's Schema: the web's first screen uses them and must
 * not load Schema with them (issue 18). shop-state.ts re-exports them beside its schemas.
 */
import type { ShopState } from "./shop-state.ts";

/** Product fields the listing can be sorted by. */
export const SHOP_SORT_FIELDS = ["SKUName", "price_in_cents", "ctn", "SKU", "part_no", "stock"] as const;

/** The state before anything is loaded. */
export const initialShopState: ShopState = {
  initialized: false,
  config: null,
  categories: [],
  products: [],
  filteredProducts: [],
  categoryActive: null,
  categoryKeyActive: null,
  filters: [],
  bundlesFromCMSbyLng: {},
  keyword: "",
  maintenance: false,
  filterByValue: null,
  filterOnAttribute: null,
  sortBy: null,
};
