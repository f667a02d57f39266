import { describe, expect, it } from "vitest";
import { formatDay, isOrderable, LOW_STOCK_THRESHOLD, stockMessage, stockStateOf } from "../stock.ts";
import { makeProduct } from "./make-product.ts";

describe("stock", () => {
  const today = "2026-11-22";

  it("says in stock above the low-stock threshold, low stock from 1 up to it, out of stock at 0 or less", () => {
    expect(stockStateOf(makeProduct({ stock: LOW_STOCK_THRESHOLD + 1 }), today)).toEqual({ state: "in_stock", stock: 11 });
    expect(stockStateOf(makeProduct({ stock: LOW_STOCK_THRESHOLD }), today)).toEqual({ state: "low_stock", stock: 10 });
    expect(stockStateOf(makeProduct({ stock: 1 }), today).state).toBe("low_stock");
    expect(stockStateOf(makeProduct({ stock: 0 }), today).state).toBe("out_of_stock");
    expect(stockStateOf(makeProduct({ stock: -3 }), today).state).toBe("out_of_stock");
  });

  it("says download only for downloadable material whatever its stock", () => {
    expect(stockStateOf(makeProduct({ download_only: true, stock: 0, online: false }), today).state).toBe("download_only");
  });

  it("says not available online for offline-only products", () => {
    expect(stockStateOf(makeProduct({ online: false, stock: 500 }), today).state).toBe("not_available_online");
  });

  it("says available again next year or from a date before looking at stock", () => {
    expect(stockStateOf(makeProduct({ max_per_year: 5, ordered_this_year: 6, stock: 0 }), today)).toEqual({
      state: "available_next_year",
      year: 2027,
    });
    expect(stockStateOf(makeProduct({ available_from: "2026-12-24", stock: 200 }), today)).toEqual({
      state: "available_from",
      date: "2026-12-24",
    });
  });

  it("lets only in-stock, low-stock and download-only products into the cart", () => {
    const orderable = ["in_stock", "low_stock", "download_only"];
    const products = [
      makeProduct({ stock: 100 }),
      makeProduct({ stock: 2 }),
      makeProduct({ stock: 0 }),
      makeProduct({ online: false }),
      makeProduct({ download_only: true }),
      makeProduct({ max_per_year: 1, ordered_this_year: 1 }),
      makeProduct({ available_from: "2027-02-01" }),
    ];
    for (const product of products) {
      const state = stockStateOf(product, today);
      expect(isOrderable(state), state.state).toBe(orderable.includes(state.state));
    }
  });

  it("names a message per state, with the date formatted for the locale", () => {
    expect(stockMessage({ state: "low_stock", stock: 3 }, "fr")).toEqual({ id: "shop.stock.low_stock", params: { count: 3 } });
    expect(stockMessage({ state: "available_next_year", year: 2027 }, "fr").params).toEqual({ year: 2027 });
    expect(stockMessage({ state: "available_from", date: "2027-03-01" }, "fr").params.date).toBe("1 mars 2027");
    expect(stockMessage({ state: "out_of_stock" }, "nl").id).toBe("shop.stock.out_of_stock");
    expect(formatDay("not a date", "fr")).toBe("not a date");
  });
});
