import { describe, expect, it } from "vitest";
import { initialCartState } from "../../entities/cart.ts";
import {
  bundleLineId,
  cartLineId,
  hasPaidCartLine,
  isPaidCartLine,
  cartLineWithQuantity,
  needsPaidCartLine,
  replaceCartLineAt,
  toCartLine,
  cartUnitsInBundle,
  cartUnitsOfPart,
  wholeCartUnits,
} from "../lines.ts";
import { bundleItem, product } from "./products.ts";

describe("lines", () => {
  it("uses the part_no as line id of a plain product", () => {
    expect(cartLineId(product({ part_no: "SCF332" }))).toBe("SCF332");
  });

  it("builds the bundle line id from package_skey, package_code, package_group and WebPartNbr", () => {
    expect(cartLineId(bundleItem("SCF010", { group: "G2" }))).toBe("PK1_START_G2_SCF010");
    expect(bundleLineId({ package_skey: "a", package_code: "b", package_group: "c", WebPartNbr: "d" })).toBe("a_b_c_d");
  });

  it("snapshots price in cents, name and limits into a new line", () => {
    const line = toCartLine(
      product({ part_no: "P1", price_in_cents: 1250, max_order_amount: 4, max_per_order: 6, max_per_year: 10, ordered_this_year: 3 }),
      2,
    );
    expect(line).toMatchObject({
      id: "P1",
      part_no: "P1",
      name: "Product P1",
      price: 1250,
      quantity: 2,
      quantity_requested: null,
      max_order_amount: 4,
      max_per_order: 6,
      max_per_year: 10,
      ordered_this_year: 3,
      status: null,
      promo: false,
      bundle: null,
    });
  });

  it("records the requested quantity only for active bundle items", () => {
    expect(toCartLine(bundleItem("B1", { active: true }), 3).quantity_requested).toBe(3);
    expect(toCartLine(bundleItem("B1", { active: false }), 3).quantity_requested).toBeNull();
    expect(toCartLine(bundleItem("B1"), 3)).toMatchObject({ PackageQty: 2, PartPrice: 5 });
  });

  it("keeps an active bundle's larger request when the item is added again, and takes a set quantity as the request", () => {
    const line = { ...toCartLine(bundleItem("B1"), 5), quantity: 2 };
    expect(cartLineWithQuantity(line, 3, "add")).toMatchObject({ quantity: 3, quantity_requested: 5 });
    expect(cartLineWithQuantity(line, 7, "add")).toMatchObject({ quantity: 7, quantity_requested: 7 });
    expect(cartLineWithQuantity(line, 3, "set")).toMatchObject({ quantity: 3, quantity_requested: 3 });
  });

  it("removes a line at or below 0 units", () => {
    const line = toCartLine(product({ part_no: "P1" }), 2);
    expect(cartLineWithQuantity(line, 0, "set")).toBeNull();
    expect(cartLineWithQuantity(line, -3, "add")).toBeNull();
  });

  it("counts whole units only", () => {
    expect(wholeCartUnits(2.9)).toBe(2);
    expect(wholeCartUnits(-1.5)).toBe(-1);
    expect(wholeCartUnits(Number.NaN)).toBe(0);
    expect(wholeCartUnits(Number.POSITIVE_INFINITY)).toBe(0);
  });

  it("tells paid lines from free and promotional ones", () => {
    const paid = toCartLine(product({ part_no: "P" }), 1);
    const free = toCartLine(product({ part_no: "F", price_in_cents: 0 }), 1);
    const promo = toCartLine(product({ part_no: "X", promo: true }), 1);
    expect([isPaidCartLine(paid), isPaidCartLine(free), isPaidCartLine(promo)]).toEqual([true, false, false]);
    expect(needsPaidCartLine(free) && needsPaidCartLine(promo)).toBe(true);
    expect(hasPaidCartLine([free, promo])).toBe(false);
    expect(hasPaidCartLine([free, paid])).toBe(true);
  });

  it("snapshots the product's availability, with 'nothing against it' for absent fields", () => {
    expect(toCartLine(product({ part_no: "P", stock: 7, online: false, download_only: true, available_from: "2026-09-01", incomplete: true }), 1)).toMatchObject({
      stock: 7,
      online: false,
      download_only: true,
      available_from: "2026-09-01",
      incomplete: true,
    });
    expect(toCartLine(product({ part_no: "P" }), 1)).toMatchObject({ stock: 99, online: true, download_only: false, available_from: null, incomplete: false });
  });

  it("counts the units in a bundle across its groups, and nothing of other bundles or plain lines", () => {
    const lines = [
      toCartLine(bundleItem("A1"), 2),
      toCartLine(bundleItem("B1", { group: "B" }), 3),
      toCartLine(bundleItem("C1", { code: "OTHER" }), 5),
      toCartLine(product({ part_no: "A1" }), 7),
    ];
    expect(cartUnitsInBundle(lines, { package_skey: "PK1", package_code: "START" })).toBe(5);
    expect(cartUnitsInBundle(lines, { package_skey: "PK1", package_code: "OTHER" })).toBe(5);
    expect(cartUnitsInBundle(lines, { package_skey: "PK9", package_code: "START" })).toBe(0);
  });

  it("counts the units of a part across plain and bundle lines", () => {
    const lines = [toCartLine(product({ part_no: "B1" }), 2), toCartLine(bundleItem("B1"), 3), toCartLine(product({ part_no: "Z" }), 9)];
    expect(cartUnitsOfPart(lines, "B1")).toBe(5);
  });

  it("updates subtotal and unit count from the difference when a line is appended, replaced or removed", () => {
    const a = toCartLine(product({ part_no: "A", price_in_cents: 300 }), 2);
    const b = toCartLine(product({ part_no: "B", price_in_cents: 125 }), 4);
    let cart = replaceCartLineAt(initialCartState, -1, a);
    cart = replaceCartLineAt(cart, -1, b);
    expect([cart.subtotal, cart.quantity, cart.total]).toEqual([1100, 6, 1100]);
    cart = replaceCartLineAt(cart, 0, { ...a, quantity: 5 });
    expect([cart.subtotal, cart.quantity]).toEqual([2000, 9]);
    cart = replaceCartLineAt(cart, 1, null);
    expect(cart.products.map((line) => line.id)).toEqual(["A"]);
    expect([cart.subtotal, cart.quantity]).toEqual([1500, 5]);
  });
});
