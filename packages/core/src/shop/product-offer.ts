import type { ShopProduct } from "../entities/product.ts";
import { isOrderable, stockStateOf, type StockState } from "./stock.ts";

/**
 * What a product card or page offers:
 * - `cart`: add to cart with a quantity from 1 to `maxQuantity`;
 * - `download`: educational material, downloaded instead of ordered. The API has no download
 *   address of its own yet, so `href` is the product's file (`image`) when that file is a
 *   document rather than a picture, else null (the page then says the file is not available);
 * - `none`: nothing can be done online (out of stock, not available online, gated by date or year).
 */
export type ProductOffer =
  | { readonly kind: "cart"; readonly stock: StockState; readonly maxQuantity: number }
  | { readonly kind: "download"; readonly stock: StockState; readonly href: string | null }
  | { readonly kind: "none"; readonly stock: StockState };

const PICTURE = /\.(avif|gif|jpe?g|png|svg|webp)(\?.*)?$/i;

/** The file a download-only product offers, or null when the catalogue only has its picture. */
export const downloadHrefOf = (product: Pick<ShopProduct, "image">): string | null => {
  const file = product.image ?? null;
  return file === null || file === "" || PICTURE.test(file) ? null : file;
};

/**
 * The offer for a product on `today` (`YYYY-MM-DD`). The quantity control never goes above the
 * stock nor the product's per-line maximum; other limits (order amount, per order, per year)
 * are the cart's to judge when the product is added, so the customer gets core's explanation.
 */
export const productOfferOf = (product: ShopProduct, today: string): ProductOffer => {
  const stock = stockStateOf(product, today);
  if (stock.state === "download_only") return { kind: "download", stock, href: downloadHrefOf(product) };
  if (!isOrderable(stock)) return { kind: "none", stock };
  const perLine = product.max_order_amount;
  const cap = typeof perLine === "number" && perLine > 0 ? Math.min(perLine, product.stock) : product.stock;
  return { kind: "cart", stock, maxQuantity: Math.max(1, Math.floor(cap)) };
};
