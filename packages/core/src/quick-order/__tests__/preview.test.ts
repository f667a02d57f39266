import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addToCart } from "../../cart/changes.ts";
import type { CartLimitContext } from "../../cart/limits.ts";
import { resetCart } from "../../cart/reset.ts";
import { bundleItem, product } from "../../cart/__tests__/products.ts";
import { initialCartState, type CartState } from "../../entities/cart.ts";
import type { ShopProduct } from "../../entities/product.ts";
import { MESSAGE_LOCALES } from "../../i18n/locale.ts";
import { translator } from "../../i18n/catalogue.ts";
import { describeOrderPreviewLine } from "../describe.ts";
import { orderLineOf, orderLinesFrom, type OrderLineEntry } from "../lines.ts";
import { previewCounts, previewOrderLines, type OrderPreview } from "../preview.ts";

const TODAY = "2026-03-15";
const pump = product({ part_no: "88430001", SKU: "SCF397-11", ctn: "SCF397/11", price_in_cents: 24_900 });
const cream = product({ part_no: "88430035", price_in_cents: 1_290 });
const valves = product({ part_no: "88430012", price_in_cents: 590, max_order_amount: 20 });
const bags = product({ part_no: "88430019", price_in_cents: 1_090, max_per_order: 10 });
const travel = product({ part_no: "88430008", price_in_cents: 18_900, max_per_year: 2, ordered_this_year: 1 });
const usedUp = product({ part_no: "88430065", price_in_cents: 4_500, max_per_year: 1, ordered_this_year: 1 });
const labels = product({ part_no: "88430023", price_in_cents: 0, promo: true, max_order_amount: 2 });
const offline = product({ part_no: "88430041", online: false });
const download = product({ part_no: "88430061", price_in_cents: 0, download_only: true });
const later = product({ part_no: "88430045", stock: 0, available_from: "2026-04-14" });
const outOfStock = product({ part_no: "88430058", stock: 0 });
const incomplete = product({ part_no: "88430099", incomplete: true });
const lowStock = product({ part_no: "88430006", stock: 4 });
const bundled = bundleItem("PKMAT-1", { max_size: 3 });
const CATALOGUE: ShopProduct[] = [pump, cream, valves, bags, travel, usedUp, labels, offline, download, later, outOfStock, incomplete, lowStock, bundled];

const limits = (overrides: Partial<CartLimitContext> = {}): CartLimitContext => ({ today: TODAY, max_order_amount: 50_000, ...overrides });

const preview = (entries: OrderLineEntry[], options: { cart?: CartState; limits?: CartLimitContext } = {}): OrderPreview =>
  previewOrderLines({ cart: options.cart ?? resetCart(50_000), limits: options.limits ?? limits(), products: CATALOGUE, entries });

const lines = (...pairs: Array<[string, number | string]>): OrderLineEntry[] =>
  pairs.map(([reference, quantity], index) => orderLineOf(index + 1, reference, String(quantity)));

/** [outcome, units added, refusal code] of each line. */
const outcomes = (result: OrderPreview) =>
  result.lines.map((line) => [line.outcome, line.quantity, line.problem?.code ?? line.violation?.code ?? null]);

describe("preview", () => {
  it("adds what fits, by part number, SKU or ctn in any case", () => {
    const result = preview(lines(["88430001", 1], ["scf397-11", 1], ["88430035", 3]), { cart: resetCart(null), limits: limits({ max_order_amount: null }) });
    expect(outcomes(result)).toEqual([
      ["added", 1, null],
      ["added", 1, null],
      ["added", 3, null],
    ]);
    expect(result.cart.products.map((line) => [line.part_no, line.quantity])).toEqual([
      ["88430001", 2],
      ["88430035", 3],
    ]);
    expect(result.adds.map((add) => [add.product.part_no, add.quantity])).toEqual([
      ["88430001", 1],
      ["88430001", 1],
      ["88430035", 3],
    ]);
    expect(previewCounts(result)).toEqual({ added: 3, added_in_part: 0, refused: 0, units: 5 });
  });

  it("refuses lines that could not be read and unknown references, naming what was written", () => {
    const result = preview([
      orderLineOf(1, "", "2"),
      orderLineOf(2, "a\u0000b", "2"),
      orderLineOf(3, "x".repeat(65), "2"),
      orderLineOf(4, "88430001", ""),
      orderLineOf(5, "88430001", "deux"),
      orderLineOf(6, "88430001", "1000000"),
      { ok: false, line: 7, problem: "malformed", reference: "", value: '"88430001;1' },
      orderLineOf(8, "NOPE-1", "2"),
    ]);
    expect(outcomes(result)).toEqual([
      ["refused", 0, "reference_missing"],
      ["refused", 0, "reference_invalid"],
      ["refused", 0, "reference_too_long"],
      ["refused", 0, "quantity_missing"],
      ["refused", 0, "quantity_invalid"],
      ["refused", 0, "quantity_too_large"],
      ["refused", 0, "malformed"],
      ["refused", 0, "unknown_reference"],
    ]);
    expect(result.lines[4]?.problem).toEqual({ code: "quantity_invalid", value: "deux" });
    expect(result.lines[7]?.problem).toEqual({ code: "unknown_reference", value: "NOPE-1" });
    expect(result.adds).toEqual([]);
  });

  it("refuses products that cannot be ordered, with the limit's explanation", () => {
    const result = preview(lines(["88430041", 1], ["88430061", 1], ["88430045", 1], ["88430058", 1], ["88430099", 1]));
    expect(outcomes(result)).toEqual([
      ["refused", 0, "product_not_available_online"],
      ["refused", 0, "product_download_only"],
      ["refused", 0, "product_not_available_yet"],
      ["refused", 0, "product_out_of_stock"],
      ["refused", 0, "product_incomplete"],
    ]);
    expect(result.lines[2]?.violation?.fix).toEqual({ id: "limits.fix.order_from_date", params: { date: "2026-04-14" } });
  });

  it("adds in part what a unit limit still allows: per line, per order, per year, bundle size", () => {
    const result = preview(lines(["88430012", 30], ["88430019", 14], ["88430008", 3], ["PKMAT-1", 5]));
    expect(outcomes(result)).toEqual([
      ["added_in_part", 20, "max_product_amount_reached"],
      ["added_in_part", 10, "max_per_order_reached"],
      ["added_in_part", 1, "max_per_year_reached"],
      ["added_in_part", 3, "bundle_full"],
    ]);
    expect(result.lines[0]).toMatchObject({ requested: 30, quantity: 20, violation: { limit: 20, remaining: 20, requested: 30 } });
  });

  it("counts what the cart already holds", () => {
    const cart = addToCart(resetCart(50_000), valves, 15, limits()).cart;
    expect(outcomes(preview(lines(["88430012", 10]), { cart }))).toEqual([["added_in_part", 5, "max_product_amount_reached"]]);
  });

  it("refuses a product whose yearly maximum is used up, and everything once the yearly orders are", () => {
    expect(outcomes(preview(lines(["88430065", 1])))).toEqual([["refused", 0, "max_per_year_reached"]]);
    const full = limits({ max_order_count_year: 12, company_orders_this_year: 12 });
    expect(outcomes(preview(lines(["88430035", 1], ["88430001", 1]), { limits: full }))).toEqual([
      ["refused", 0, "max_order_count_year_reached"],
      ["refused", 0, "max_order_count_year_reached"],
    ]);
  });

  it("adds in part what the maximum order amount still buys, and refuses what it cannot", () => {
    // A 300 € ceiling: one pump (249 €) of three, then 3 creams (12.90 €) of ten with the 51 € left, then nothing.
    const result = preview(lines(["88430001", 3], ["88430035", 10], ["88430001", 1]), { limits: limits({ max_order_amount: 30_000 }) });
    expect(outcomes(result)).toEqual([
      ["added_in_part", 1, "max_order_price_reached"],
      ["added_in_part", 3, "max_order_price_reached"],
      ["refused", 0, "max_order_price_reached"],
    ]);
    expect(result.cart.subtotal).toBe(24_900 + 3 * 1_290);
  });

  it("judges paid products before free ones, so a free item listed first is not refused", () => {
    expect(outcomes(preview(lines(["88430023", 1], ["88430035", 1])))).toEqual([
      ["added", 1, null],
      ["added", 1, null],
    ]);
    // With no paid product at all, the free item is refused and says why.
    expect(outcomes(preview(lines(["88430023", 1])))).toEqual([["refused", 0, "free_items_need_paid_items"]]);
    // The lines keep their order; the adds put the paid one first.
    expect(preview(lines(["88430023", 1], ["88430035", 1])).adds.map((add) => add.product.part_no)).toEqual(["88430035", "88430023"]);
  });

  it("notes a stock below the units asked for (the order then carries what is available)", () => {
    expect(preview(lines(["88430006", 6])).lines[0]).toMatchObject({ outcome: "added", quantity: 6, in_stock: 4 });
    expect(preview(lines(["88430006", 4])).lines[0]?.in_stock).toBeNull();
  });

  it("takes past order and saved-list lines by part number", () => {
    const entries = orderLinesFrom([
      { part_no: "88430001", quantity: 1 },
      { part_no: "88430058", quantity: 2 },
      { part_no: "GONE", quantity: 1 },
    ]);
    expect(outcomes(preview(entries))).toEqual([
      ["added", 1, null],
      ["refused", 0, "product_out_of_stock"],
      ["refused", 0, "unknown_reference"],
    ]);
  });

  it("words every outcome in fr, es, nl and en, with every placeholder filled", () => {
    const result = preview([
      ...lines(["88430012", 30], ["88430001", 1], ["88430041", 1], ["88430006", 6], ["NOPE", 1], ["88430035", "x"]),
      orderLineOf(7, "y".repeat(70), "1"),
    ]);
    for (const locale of MESSAGE_LOCALES) {
      const t = translator(locale);
      for (const line of result.lines) {
        const text = describeOrderPreviewLine(t, line, locale);
        for (const part of [text.outcome, text.title, text.detail, text.fix]) {
          if (part === null) continue;
          expect(part, `${locale} line ${line.line}`).not.toMatch(/\{\{|quickOrder\.|limits\./);
        }
        if (line.outcome !== "added") expect(text.detail, `${locale} line ${line.line}`).not.toBeNull();
      }
    }
    const fr = translator("fr");
    expect(describeOrderPreviewLine(fr, result.lines[0]!, "fr")).toMatchObject({ outcome: "Ajoutée en partie : 20 sur 30", title: "Quantité maximale atteinte pour ce produit" });
    expect(describeOrderPreviewLine(fr, result.lines[4]!, "fr").detail).toContain("« NOPE »");
    expect(describeOrderPreviewLine(translator("en"), result.lines[6]!, "en").detail).toContain("64");
  });

  it("confirming does exactly what it previews: each planned add is accepted by the cart rule, in order, to the previewed cart", () => {
    const reference = fc.constantFrom(...CATALOGUE.map((item) => item.part_no), "NOPE");
    const entry = fc.tuple(reference, fc.integer({ min: 1, max: 40 }));
    const context = fc.record({
      max_order_amount: fc.constantFrom(null, 30_000, 50_000, 200_000),
      max_order_count_year: fc.constantFrom(null, 12),
      company_orders_this_year: fc.constantFrom(0, 11, 12),
    });
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 12 }), fc.array(entry, { maxLength: 12 }), context, (before, asked, overrides) => {
        const judged = limits(overrides);
        let cart: CartState = initialCartState;
        for (const [partNo, quantity] of before) cart = addToCart(cart, CATALOGUE.find((item) => item.part_no === partNo) ?? pump, quantity, judged).cart;
        const result = previewOrderLines({ cart, limits: judged, products: CATALOGUE, entries: lines(...asked) });
        let applied = cart;
        for (const add of result.adds) {
          const change = addToCart(applied, add.product, add.quantity, judged);
          expect(change.violation).toBeNull();
          applied = change.cart;
        }
        expect(applied).toEqual(result.cart);
        for (const [index, line] of result.lines.entries()) {
          expect(line.line).toBe(index + 1);
          expect(line.quantity).toBeLessThanOrEqual(line.requested ?? 0);
          if (line.outcome === "added") expect(line.quantity).toBe(line.requested);
          if (line.outcome !== "added") expect(line.problem ?? line.violation).not.toBeNull();
        }
        expect(result.adds.reduce((sum, add) => sum + add.quantity, 0)).toBe(previewCounts(result).units);
      }),
      { numRuns: 300 },
    );
  });
});
