import type { ShopProduct } from "../entities/product.ts";
import type { LimitCode } from "../limits/violation.ts";
import { stockStateOf } from "../shop/stock.ts";

/**
 * What the cart knows about whether a product can be ordered: a `ShopProduct`, a cart line's
 * snapshot (`CartProduct`) and a context catalogue entry (`CartProductLimits`) all fit.
 * An absent field counts as "nothing against it".
 */
export interface CartAvailabilitySource {
  readonly stock?: number | null;
  readonly online?: boolean;
  readonly download_only?: boolean;
  readonly available_from?: string | null;
  readonly incomplete?: boolean;
  readonly max_per_year?: number | null;
  readonly ordered_this_year?: number;
}

/** Why a product cannot go into the cart (each is a limit code, see `LIMIT_CODES`). */
export const CART_UNORDERABLE_CODES = [
  "product_incomplete",
  "product_download_only",
  "product_not_available_online",
  "product_not_available_yet",
  "product_out_of_stock",
] as const satisfies readonly LimitCode[];
export type CartUnorderableCode = (typeof CART_UNORDERABLE_CODES)[number];

export interface CartUnorderable {
  readonly code: CartUnorderableCode;
  /** For `product_not_available_yet`: the `YYYY-MM-DD` from which it can be ordered. */
  readonly date?: string;
}

/** The neutral rest of a catalogue product, so the catalogue's stock rule can read any source. */
const NEUTRAL_PRODUCT: ShopProduct = {
  part_no: "",
  part_skey: "",
  SKU: "",
  SKUName: "",
  SKUDescription: "",
  ctn: "",
  stock: Number.POSITIVE_INFINITY,
  price: 0,
  price_in_cents: 0,
  price_as_string: "",
  category: { id: "", key: "", link: "" },
  filters: [],
  language: "",
  organisation: { id: "" },
};

/**
 * Why the product cannot be put in the cart on `today` (`YYYY-MM-DD`), or null when it can.
 * The stock state is the catalogue's own (`stockStateOf`), so the cart refuses exactly what
 * the product page shows as not orderable, with these choices of the cart:
 * - incomplete products (unknown to the last stock update) are refused first: their stock and
 *   price cannot be trusted;
 * - download only: educational downloads are not shipped, so they never go into an order
 *   (the product page offers the download instead), although the catalogue's `isOrderable`
 *   counts them as obtainable;
 * - out of stock (stock 0 or less) is refused when adding: a customer expects to hear it at
 *   once rather than at checkout, and there is no backorder. A positive stock below the
 *   requested quantity is accepted; the server's refresh then answers CAN_ORDER_PART. Unknown
 *   stock (null, a cart saved before the snapshot existed) is left to that refresh too;
 * - "available again next year" (the company's yearly maximum is used up) returns null here:
 *   the cart refuses it as `max_per_year_reached`, which says the same with the numbers, so
 *   one fact is never reported twice;
 * - without `today` the `available_from` date cannot be judged and is not checked; the cart
 *   machine and the server always pass their day.
 */
export const cartUnorderableReason = (source: CartAvailabilitySource, today: string | undefined): CartUnorderable | null => {
  if (source.incomplete === true) return { code: "product_incomplete" };
  const state = stockStateOf(
    {
      ...NEUTRAL_PRODUCT,
      stock: typeof source.stock === "number" ? source.stock : Number.POSITIVE_INFINITY,
      online: source.online ?? true,
      download_only: source.download_only ?? false,
      available_from: today === undefined ? null : (source.available_from ?? null),
      max_per_year: source.max_per_year ?? null,
      ordered_this_year: source.ordered_this_year ?? 0,
    },
    today ?? "",
  );
  switch (state.state) {
    case "download_only":
      return { code: "product_download_only" };
    case "not_available_online":
      return { code: "product_not_available_online" };
    case "available_from":
      return { code: "product_not_available_yet", date: state.date };
    case "out_of_stock":
      return { code: "product_out_of_stock" };
    default:
      return null;
  }
};
