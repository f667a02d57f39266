import { describe, expect, it } from "vitest";
import { productOfferOf } from "../product-offer.ts";
import { makeProduct } from "./make-product.ts";

const TODAY = "2026-11-22";

describe("productOfferOf", () => {
  it("offers the cart up to the stock, and to the per-line maximum when lower", () => {
    expect(productOfferOf(makeProduct({ stock: 40 }), TODAY)).toMatchObject({ kind: "cart", maxQuantity: 40 });
    expect(productOfferOf(makeProduct({ stock: 40, max_order_amount: 5 }), TODAY)).toMatchObject({ kind: "cart", maxQuantity: 5 });
    expect(productOfferOf(makeProduct({ stock: 3, max_order_amount: 5 }), TODAY)).toMatchObject({ kind: "cart", maxQuantity: 3 });
    expect(productOfferOf(makeProduct({ stock: 40, max_order_amount: -1 }), TODAY)).toMatchObject({ kind: "cart", maxQuantity: 40 });
  });

  it("offers a download for download-only material, whatever the stock", () => {
    expect(productOfferOf(makeProduct({ stock: 0, download_only: true, image: "/files/guide.pdf" }), TODAY)).toMatchObject({
      kind: "download",
      href: "/files/guide.pdf",
    });
    expect(productOfferOf(makeProduct({ download_only: true }), TODAY)).toMatchObject({ kind: "download", href: null });
    // Only a picture of the material: nothing to download yet.
    expect(productOfferOf(makeProduct({ download_only: true, image: "/images/products/edu001.JPG" }), TODAY)).toMatchObject({
      kind: "download",
      href: null,
    });
  });

  it("offers a download-only product's document with its name and size, never the cart", () => {
    const download = { url: "/downloads/fr/guide-expression-lait.pdf", file_name: "guide-expression-lait.pdf", size_bytes: 18_532 };
    for (const stock of [0, 99]) {
      expect(productOfferOf(makeProduct({ stock, download_only: true, download, image: "/images/products/edu201.jpg" }), TODAY)).toEqual({
        kind: "download",
        stock: { state: "download_only" },
        href: download.url,
        file: { href: download.url, fileName: "guide-expression-lait.pdf", sizeBytes: 18_532 },
      });
    }
    // No name given: the address's last segment; no size: unknown.
    expect(
      productOfferOf(makeProduct({ download_only: true, download: { url: "/downloads/nl/gids%20kolven.pdf", file_name: "" } }), TODAY),
    ).toMatchObject({ file: { fileName: "gids kolven.pdf", sizeBytes: null } });
    // A download field on an orderable product does not turn it into a download.
    expect(productOfferOf(makeProduct({ stock: 5, download }), TODAY).kind).toBe("cart");
  });

  it("offers nothing when the product cannot be ordered online", () => {
    expect(productOfferOf(makeProduct({ stock: 0 }), TODAY).kind).toBe("none");
    expect(productOfferOf(makeProduct({ online: false }), TODAY).kind).toBe("none");
    expect(productOfferOf(makeProduct({ available_from: "2027-01-10" }), TODAY)).toMatchObject({
      kind: "none",
      stock: { state: "available_from", date: "2027-01-10" },
    });
  });
});
