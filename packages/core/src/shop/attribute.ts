import type { ShopProduct } from "../entities/product.ts";

/**
 * "Filter on attribute, filter by value" (SPEC 3 shop state): a narrowing that comes from a link
 * rather than from the filter panel, e.g. `promo = true` for a "free items" banner or
 * `SKU = ABC-123`. Both halves must be set for it to apply.
 */
export interface AttributeFilter {
  readonly attribute: string;
  readonly value: string;
}

/**
 * True when the product's attribute equals the value, compared as text (`true`, `42`, `BF-12`);
 * for a list attribute such as `filters`, when the list holds the value. Anything else (an
 * unknown attribute, an object) does not match.
 */
export const matchesAttribute = (product: ShopProduct, filter: AttributeFilter | null): boolean => {
  if (filter === null) return true;
  const value: unknown = (product as Record<string, unknown>)[filter.attribute];
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") {
    return String(value) === filter.value;
  }
  return Array.isArray(value) && value.some((item) => String(item) === filter.value);
};

/** Builds the filter from the shop state's two fields; null unless both are set. */
export const attributeFilterOf = (attribute: string | null, value: string | null): AttributeFilter | null =>
  attribute === null || attribute === "" || value === null ? null : { attribute, value };
