import type { ShopProduct } from "../entities/product.ts";
import { isOrderable, stockStateOf, type StockState } from "./stock.ts";

/** The file a download-only product offers: where it is, its name and size (null: unknown). */
export interface DownloadFile {
  readonly href: string;
  readonly fileName: string;
  readonly sizeBytes: number | null;
}

/**
 * What a product card or page offers:
 * - `cart`: add to cart with a quantity from 1 to `maxQuantity`;
 * - `download`: educational material, downloaded instead of ordered, never added to a cart.
 *   `file` is the product's `download` document, else its `image` when that is a document
 *   rather than a picture (older catalogues), else null (the page says the file is not
 *   available yet); `href` repeats `file.href`;
 * - `none`: nothing can be done online (out of stock, not available online, gated by date or year).
 */
export type ProductOffer =
  | { readonly kind: "cart"; readonly stock: StockState; readonly maxQuantity: number }
  | { readonly kind: "download"; readonly stock: StockState; readonly href: string | null; readonly file: DownloadFile | null }
  | { readonly kind: "none"; readonly stock: StockState };

const PICTURE = /\.(avif|gif|jpe?g|png|svg|webp)(\?.*)?$/i;

/** The last path segment of an address, decoded: the name a browser would save it under. */
const fileNameOf = (href: string): string => {
  const last = href.split(/[?#]/)[0]!.split("/").filter((segment) => segment !== "").at(-1) ?? href;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
};

/** The file a download-only product offers, or null when the catalogue has none (only a picture). */
export const downloadFileOf = (product: Pick<ShopProduct, "image" | "download">): DownloadFile | null => {
  const document = product.download ?? null;
  if (document !== null && document.url.trim() !== "") {
    const size = document.size_bytes;
    return {
      href: document.url,
      fileName: document.file_name.trim() !== "" ? document.file_name : fileNameOf(document.url),
      sizeBytes: typeof size === "number" && Number.isFinite(size) && size > 0 ? size : null,
    };
  }
  const file = product.image ?? null;
  return file === null || file === "" || PICTURE.test(file) ? null : { href: file, fileName: fileNameOf(file), sizeBytes: null };
};

/** The address of the file a download-only product offers, or null (see `downloadFileOf`). */
export const downloadHrefOf = (product: Pick<ShopProduct, "image" | "download">): string | null => downloadFileOf(product)?.href ?? null;

/**
 * The offer for a product on `today` (`YYYY-MM-DD`). The quantity control never goes above the
 * stock nor the product's per-line maximum; other limits (order amount, per order, per year)
 * are the cart's to judge when the product is added, so the customer gets core's explanation.
 */
export const productOfferOf = (product: ShopProduct, today: string): ProductOffer => {
  const stock = stockStateOf(product, today);
  if (stock.state === "download_only") {
    const file = downloadFileOf(product);
    return { kind: "download", stock, href: file?.href ?? null, file };
  }
  if (!isOrderable(stock)) return { kind: "none", stock };
  const perLine = product.max_order_amount;
  const cap = typeof perLine === "number" && perLine > 0 ? Math.min(perLine, product.stock) : product.stock;
  return { kind: "cart", stock, maxQuantity: Math.max(1, Math.floor(cap)) };
};
