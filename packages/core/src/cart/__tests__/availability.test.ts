import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ShopProduct } from "../../entities/product.ts";
import { isOrderable, stockStateOf } from "../../shop/stock.ts";
import { cartUnorderableReason } from "../availability.ts";
import { toCartLine } from "../lines.ts";
import { product } from "./products.ts";

const TODAY = "2026-05-01";
const reasonOf = (overrides: Partial<ShopProduct>) => cartUnorderableReason(product({ part_no: "P", ...overrides }), TODAY);

const CODE_OF_STATE: Partial<Record<string, string>> = {
  download_only: "product_download_only",
  not_available_online: "product_not_available_online",
  available_from: "product_not_available_yet",
  out_of_stock: "product_out_of_stock",
};

describe("availability", () => {
  it("lets an in-stock or low-stock product into the cart", () => {
    expect(reasonOf({ stock: 99 })).toBeNull();
    expect(reasonOf({ stock: 1 })).toBeNull();
  });

  it("refuses an incomplete product first, whatever else it says", () => {
    expect(reasonOf({ incomplete: true, stock: 99 })).toEqual({ code: "product_incomplete" });
    expect(reasonOf({ incomplete: true, online: false, stock: 0 })).toEqual({ code: "product_incomplete" });
  });

  it("refuses download-only material, which is never shipped, even when it has stock", () => {
    expect(reasonOf({ download_only: true, stock: 500 })).toEqual({ code: "product_download_only" });
  });

  it("refuses a product that is not available online", () => {
    expect(reasonOf({ online: false, stock: 500 })).toEqual({ code: "product_not_available_online" });
    expect(reasonOf({ online: true })).toBeNull();
  });

  it("refuses a product before its available_from day and accepts it from that day on", () => {
    expect(reasonOf({ available_from: "2026-05-02" })).toEqual({ code: "product_not_available_yet", date: "2026-05-02" });
    expect(reasonOf({ available_from: "2026-05-02T08:00:00Z" })).toEqual({ code: "product_not_available_yet", date: "2026-05-02" });
    expect(reasonOf({ available_from: TODAY })).toBeNull();
    expect(reasonOf({ available_from: "2026-04-30" })).toBeNull();
    expect(reasonOf({ available_from: null })).toBeNull();
  });

  it("does not judge available_from without a day", () => {
    expect(cartUnorderableReason(product({ part_no: "P", available_from: "2099-01-01" }), undefined)).toBeNull();
    expect(cartUnorderableReason(product({ part_no: "P", online: false }), undefined)?.code).toBe("product_not_available_online");
  });

  it("refuses an out-of-stock product (no backorder) and leaves unknown stock to the server", () => {
    expect(reasonOf({ stock: 0 })).toEqual({ code: "product_out_of_stock" });
    expect(reasonOf({ stock: -2 })).toEqual({ code: "product_out_of_stock" });
    const line = toCartLine(product({ part_no: "P" }), 1);
    expect(cartUnorderableReason({ ...line, stock: null }, TODAY)).toBeNull();
    expect(cartUnorderableReason({}, TODAY)).toBeNull();
  });

  it("leaves the next-year gate to max_per_year_reached, so it is not reported twice", () => {
    expect(reasonOf({ max_per_year: 4, ordered_this_year: 4, stock: 0 })).toBeNull();
  });

  it("reads a cart line's snapshot as it reads the product", () => {
    const offline = product({ part_no: "P", online: false });
    expect(cartUnorderableReason(toCartLine(offline, 1), TODAY)).toEqual(cartUnorderableReason(offline, TODAY));
  });

  it("agrees with the product page's stock state on every product", () => {
    const day = fc.constantFrom("2026-04-30", TODAY, "2026-05-02", "2027-03-01");
    const arbitraryProduct = fc.record({
      stock: fc.integer({ min: -2, max: 30 }),
      online: fc.option(fc.boolean(), { nil: undefined }),
      download_only: fc.option(fc.boolean(), { nil: undefined }),
      available_from: fc.option(day, { nil: null }),
      incomplete: fc.option(fc.boolean(), { nil: undefined }),
      max_per_year: fc.option(fc.integer({ min: -1, max: 5 }), { nil: null }),
      ordered_this_year: fc.integer({ min: 0, max: 6 }),
    });
    fc.assert(
      fc.property(arbitraryProduct, day, (fields, today) => {
        const item = product({ part_no: "P", ...fields });
        const state = stockStateOf(item, today);
        const reason = cartUnorderableReason(item, today);
        // The product page's orderable states go in, except downloads (never shipped); the year gate is left to the yearly limit.
        const accepted = (isOrderable(state) && state.state !== "download_only") || state.state === "available_next_year";
        if (item.incomplete === true) expect(reason?.code).toBe("product_incomplete");
        else if (accepted) expect(reason, state.state).toBeNull();
        else expect(reason?.code, state.state).toBe(CODE_OF_STATE[state.state]);
        // The line snapshot judges exactly like the product it was taken from.
        expect(cartUnorderableReason(toCartLine(item, 1), today)).toEqual(reason);
      }),
      { numRuns: 500 },
    );
  });
});
