import { describe, expect, it } from "vitest";
import { hasMessage, translator } from "../../i18n/catalogue.ts";
import { NO_CATEGORIES_MESSAGE, PRODUCTS_FAILED_MESSAGE } from "../machine.ts";
import { SORT_OPTIONS, sortOptionMessageId } from "../sort.ts";
import { stockMessage, type StockState } from "../stock.ts";

const STATES: StockState[] = [
  { state: "in_stock", stock: 40 },
  { state: "low_stock", stock: 3 },
  { state: "out_of_stock" },
  { state: "not_available_online" },
  { state: "download_only" },
  { state: "available_next_year", year: 2027 },
  { state: "available_from", date: "2027-03-01" },
];

describe("shop messages", () => {
  it("has a message for every code the shop can show", () => {
    const ids = [
      NO_CATEGORIES_MESSAGE,
      PRODUCTS_FAILED_MESSAGE,
      "shop.no_results",
      "shop.search.placeholder",
      "shop.filters.clear",
      "shop.bundle.full",
      ...STATES.map((s) => stockMessage(s, "fr").id),
      ...SORT_OPTIONS.map((o) => sortOptionMessageId(o.sortBy)),
    ];
    for (const id of ids) expect(hasMessage(id), id).toBe(true);
  });

  it("names each sort option by its own message", () => {
    expect(new Set(SORT_OPTIONS.map((o) => sortOptionMessageId(o.sortBy))).size).toBe(SORT_OPTIONS.length);
    expect(sortOptionMessageId({ field: "part_no", direction: "desc" })).toBe("shop.sort.catalogue");
  });

  it("fills stock-state placeholders in every language", () => {
    for (const locale of ["fr", "es", "nl", "en"]) {
      const t = translator(locale);
      const from = stockMessage({ state: "available_from", date: "2027-03-01" }, locale);
      expect(t(from.id, from.params)).toContain("2027");
      const low = stockMessage({ state: "low_stock", stock: 3 }, locale);
      expect(t(low.id, low.params)).toContain("3");
      expect(t("shop.stock.available_next_year", { year: 2027 })).toContain("2027");
    }
    expect(translator("fr")("shop.stock.available_from", stockMessage({ state: "available_from", date: "2027-03-01" }, "fr").params)).toBe(
      "Disponible à partir du 1 mars 2027",
    );
  });
});
