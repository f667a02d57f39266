import { describe, expect, it } from "vitest";
import type { Coupon, ShopProduct } from "@proshop/core";
import { mergeRequestedLines, orderRefreshOf, priceCart, type PricingFacts } from "../pricing.ts";
import { vatIncludedIn } from "../tax.ts";

const product = (partNo: string, priceCents: number, extra: Partial<ShopProduct> = {}): ShopProduct => ({
  part_no: partNo,
  part_skey: `${partNo}-K`,
  SKU: partNo,
  SKUName: `Product ${partNo}`,
  SKUDescription: "",
  ctn: partNo,
  stock: 50,
  price: priceCents / 100,
  price_in_cents: priceCents,
  price_as_string: "",
  category: { id: 1, key: "BOTTLES", link: "bottles" },
  filters: [],
  language: "fr",
  organisation: { id: "FR" },
  ...extra,
});

const facts = (products: ReadonlyArray<ShopProduct>, extra: Partial<PricingFacts> = {}): PricingFacts => ({
  products: new Map(products.map((entry) => [entry.part_no, entry])),
  today: "2026-06-15",
  now: Date.parse("2026-06-15T10:00:00Z"),
  maxOrderAmount: null,
  companyOrdersThisYear: 0,
  maxOrderCountYear: null,
  shippingMethod: "Standard",
  shippingCharge: 0,
  code: null,
  coupon: null,
  vatPercent: 20,
  ...extra,
});

const welcome10: Coupon = { code: "WELCOME10", kind: "percent", value: 10, active: true };

describe("pricing", () => {
  it("prices from the server's products and merges lines of one part", () => {
    expect(mergeRequestedLines([{ part_no: "A", quantity: 1 }, { part_no: "B", quantity: 2 }, { part_no: "A", quantity: 3 }])).toEqual([
      { part_no: "A", quantity: 4 },
      { part_no: "B", quantity: 2 },
    ]);
    const priced = priceCart([{ part_no: "A", quantity: 2 }, { part_no: "A", quantity: 1 }], facts([product("A", 1250)]));
    expect(priced.lines).toHaveLength(1);
    expect(priced.subtotal).toBe(3750);
    expect(priced.total).toBe(3750);
    expect(priced.tax).toBe(625);
    expect(priced.violations).toEqual([]);
  });

  it("cuts a line to the stock, and cannot order unknown, offline, download-only or future products", () => {
    const priced = priceCart(
      [
        { part_no: "LOW", quantity: 5 },
        { part_no: "NONE", quantity: 1 },
        { part_no: "GHOST", quantity: 1 },
        { part_no: "OFF", quantity: 1 },
        { part_no: "DL", quantity: 1 },
        { part_no: "LATER", quantity: 1 },
        { part_no: "OK", quantity: 1 },
      ],
      facts([
        product("LOW", 100, { stock: 3 }),
        product("NONE", 100, { stock: 0 }),
        product("OFF", 100, { online: false }),
        product("DL", 100, { download_only: true }),
        product("LATER", 100, { available_from: "2027-01-01" }),
        product("OK", 100),
      ]),
    );
    const refresh = orderRefreshOf("FR1", priced);
    expect(refresh.lines.map((line) => [line.part_no, line.status, line.available_quantity])).toEqual([
      ["LOW", "CAN_ORDER_PART", 3],
      ["NONE", "CANNOT_ORDER", undefined],
      ["GHOST", "CANNOT_ORDER", undefined],
      ["OFF", "CANNOT_ORDER", undefined],
      ["DL", "CANNOT_ORDER", undefined],
      ["LATER", "CANNOT_ORDER", undefined],
      ["OK", "CAN_ORDER_ALL", 50],
    ]);
    expect(priced.subtotal).toBe(400);
  });

  it("applies a case-sensitive coupon to eligible lines only, shipping included in the total", () => {
    const products = [product("A", 10000), product("PROMO", 5000, { promo: true })];
    const lines = [
      { part_no: "A", quantity: 1 },
      { part_no: "PROMO", quantity: 1 },
    ];
    const priced = priceCart(lines, facts(products, { code: "WELCOME10", coupon: welcome10, shippingMethod: "Rush", shippingCharge: 1495 }));
    expect(priced.couponFailure).toBeNull();
    expect(priced.discount).toBe(1000);
    expect(priced.total).toBe(15000 + 1495 - 1000);
    expect(priced.tax).toBe(vatIncludedIn(priced.total, 20));
    const lower = priceCart(lines, facts(products, { code: "welcome10", coupon: null }));
    expect(lower.couponFailure?.code).toBe("coupon_invalid");
    expect(lower.discount).toBe(0);
  });

  it("reports the limits the cart breaks with core's violations", () => {
    const capped = priceCart([{ part_no: "A", quantity: 3 }], facts([product("A", 20000)], { maxOrderAmount: 50000 }));
    expect(capped.violations[0]).toMatchObject({ code: "max_order_price_reached", limit: 50000, used: 60000 });

    const perLine = priceCart([{ part_no: "A", quantity: 7 }], facts([product("A", 100, { max_order_amount: 6 })]));
    expect(perLine.violations[0]).toMatchObject({ code: "max_product_amount_reached", limit: 6, part_no: "A" });

    const perYear = priceCart([{ part_no: "A", quantity: 3 }], facts([product("A", 100, { max_per_year: 10, ordered_this_year: 8 })]));
    expect(perYear.violations[0]).toMatchObject({ code: "max_per_year_reached", limit: 10, used: 11 });

    const orders = priceCart([{ part_no: "A", quantity: 1 }], facts([product("A", 100)], { companyOrdersThisYear: 12, maxOrderCountYear: 12 }));
    expect(orders.violations[0]).toMatchObject({ code: "max_order_count_year_reached", limit: 12, used: 12 });

    const free = priceCart([{ part_no: "FREE", quantity: 1 }], facts([product("FREE", 0)]));
    expect(free.violations[0]).toMatchObject({ code: "free_items_need_paid_items" });
  });
});
