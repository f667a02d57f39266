import { describe, expect, it } from "vitest";
import { CliFailure } from "../../errors.ts";
import { EXIT } from "../../exit-codes.ts";
import { parseQuantity, productByPartNo } from "../cart-change.ts";
import { parsePositive, parseSort } from "../products.ts";

const usageOf = (run: () => unknown): CliFailure => {
  try {
    run();
  } catch (error) {
    if (error instanceof CliFailure) return error;
    throw error;
  }
  throw new Error("no failure");
};

describe("arguments", () => {
  it("takes whole quantities only, from the command's minimum", () => {
    expect(parseQuantity("3", 1)).toBe(3);
    expect(parseQuantity(" 0 ", 0)).toBe(0);
    for (const bad of ["0", "-1", "2.5", "two", "", "1e3"]) {
      expect(usageOf(() => parseQuantity(bad, 1)), bad).toMatchObject({ exitCode: EXIT.usage, messageId: "cli.usage.bad_quantity" });
    }
  });

  it("reads --sort as field:direction on the shop's sort fields", () => {
    expect(parseSort(undefined)).toBeNull();
    expect(parseSort("price_in_cents:desc")).toEqual({ field: "price_in_cents", direction: "desc" });
    expect(parseSort("SKUName")).toEqual({ field: "SKUName", direction: "asc" });
    expect(usageOf(() => parseSort("price:up")).messageId).toBe("cli.usage.bad_sort");
  });

  it("reads page numbers and limits as positive whole numbers", () => {
    expect(parsePositive("--page", undefined)).toBeUndefined();
    expect(parsePositive("--page", "2")).toBe(2);
    expect(usageOf(() => parsePositive("--page", "0")).params).toEqual({ option: "--page", value: "0" });
  });

  it("picks the plain product of a part number before a bundle item of the same part", () => {
    const plain = { part_no: "A", bundle_info: null } as never;
    const bundled = { part_no: "A", bundle_info: { package_code: "P" } } as never;
    expect(productByPartNo([bundled, plain], "A")).toBe(plain);
    expect(productByPartNo([bundled], "A")).toBe(bundled);
    expect(productByPartNo([plain], "B")).toBeUndefined();
  });
});
