import type { ShopProduct } from "../entities/product.ts";
import { isOrderable, stockStateOf, type StockState } from "./stock.ts";

/**
 * What a product card or page offers:
 * - `cart`: add to cart with a quantity from 1 to `maxQuantity`;
 * - `download`: educational material, downloaded instead of ordered (`href` is the file when
 *   the catalogue has one, else null: the API does not carry a separate download address yet,
 *   so the product's own file, `image`, stands for it);
 * - `none`: nothing can be done online (out of stock, not available online, gated by date or year).
 */
export type ProductOffer =
  | { readonly kind: "cart"; readonly stock: StockState; readonly maxQuantity: number }
  | { readonly kind: "download"; readonly stock: StockState; readonly href: string | null }
  | { readonly kind: "none"; readonly stock: StockState };

/**
 * The offer for a product on `today` (`YYYY-MM-DD`). The quantity control never goes above the
 * stock nor the product's per-line maximum; other limits (order amount, per order, per year)
 * are the cart's to judge when the product is added, so the customer gets core's explanation.
 */
export const productOfferOf = (product: ShopProduct, today: string): ProductOffer => {
  const stock = stockStateOf(product, today);
  if (stock.state === "download_only") return { kind: "download", stock, href: product.image ?? null };
  if (!isOrderable(stock)) return { kind: "none", stock };
  const perLine = product.max_order_amount;
  const cap = typeof perLine === "number" && perLine > 0 ? Math.min(perLine, product.stock) : product.stock;
  return { kind: "cart", stock, maxQuantity: Math.max(1, Math.floor(cap)) };
};
