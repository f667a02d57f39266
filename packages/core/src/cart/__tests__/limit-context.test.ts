import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { Company } from "../../entities/company.ts";
import { cartLimitContextFor } from "../limit-context.ts";
import { product } from "./products.ts";

const company = Schema.decodeUnknownSync(Company)({
  cust_no: "100234",
  Name: "Maternité",
  orders: [{ created: "2026-02-01" }, { created: "2025-02-01" }],
  license_valid: "APPROVED",
});

describe("limit-context", () => {
  const today = new Date(2026, 5, 15);

  it("takes the user's max order amount, the company's orders this year and the organisation's yearly maximum", () => {
    const context = cartLimitContextFor({
      account: { maxOrderAmount: 50_000, company },
      products: null,
      organisation: { max_order_count_year: 4 },
      today,
    });
    expect(context).toEqual({ max_order_amount: 50_000, company_orders_this_year: 1, max_order_count_year: 4 });
  });

  it("indexes the catalogue's limits by part number", () => {
    const context = cartLimitContextFor({
      account: { maxOrderAmount: null, company: null },
      products: [product({ part_no: "P1", max_order_amount: 3, stock: 5, online: false })],
      today,
    });
    expect(context.products?.["P1"]).toMatchObject({ max_order_amount: 3, stock: 5, online: false, SKUName: "Product P1" });
    expect(context.max_order_count_year).toBeNull();
    expect(context).not.toHaveProperty("company_orders_this_year");
  });
});
