import { explainCartLimits, hasMessage, initialCartState, LIMIT_CODES, translator, type CartState } from "@proshop/core";
import { describe, expect, it } from "vitest";
import type { CommandContext } from "../../context.ts";
import { renderCart, renderLimitReport } from "../cart.ts";
import { createOutput } from "../printer.ts";

const contextIn = (locale: "en" | "fr"): CommandContext => ({
  server: "http://localhost:8080",
  json: false,
  locale,
  t: translator(locale),
  out: createOutput(false, { stdout: { write: () => true }, stderr: { write: () => true } }, {}),
  env: {},
  stdin: process.stdin,
  now: () => Date.parse("2026-11-02T10:00:00Z"),
});

const line = {
  id: "88430002",
  part_no: "88430002",
  name: "Tire-lait électrique simple Comfort",
  price: 16_900,
  quantity: 2,
  quantity_requested: null,
  max_order_amount: null,
  max_per_order: null,
  max_per_year: null,
  ordered_this_year: 0,
  max_qty: 40,
  PackageQty: null,
  PartPrice: null,
  status: "CAN_ORDER_ALL" as const,
  promo: false,
  bundle: null,
  stock: 40,
  online: true,
  download_only: false,
  available_from: null,
  incomplete: false,
};
const cart: CartState = { ...initialCartState, max: 50_000, products: [line], quantity: 2, subtotal: 33_800, total: 33_800 };

describe("cart", () => {
  it("names every limit code in every locale for cart explain", () => {
    for (const code of LIMIT_CODES) expect(hasMessage(`cli.explain.names.${code}`), code).toBe(true);
  });

  it("shows lines, totals and statuses in the reader's locale", () => {
    const text = renderCart(contextIn("fr"), { heading: "Panier", cart, violations: [] });
    expect(text).toContain("Tire-lait électrique simple Comfort");
    expect(text).toMatch(/338,00\s€/);
    expect(text).toContain("Disponible");
    expect(text).toContain("Aucune limite n'est dépassée.");
  });

  it("explains each limit with its scope, limit, use, what remains and the fix", () => {
    const reports = explainCartLimits(cart, { max_order_amount: 50_000 });
    const text = renderLimitReport(contextIn("en"), reports);
    expect(text).toContain("Maximum order amount");
    expect(text).toContain("€500.00");
    expect(text).toContain("€162.00");
    expect(text).toContain("Within the limit");
    expect(text).toContain("You can still add products worth up to €162.00.");
  });
});
