import type { ShopProduct } from "../entities/product.ts";
import { matchesAttribute, type AttributeFilter } from "./attribute.ts";
import { productsInCategory, type CategorySelector } from "./category.ts";

/**
 * The attribute filters a shopper can pick (SPEC 3 "filter on attribute, filter by value"),
 * each labelled by the message `shop.attribute.{id}`: free promotional items, download-only
 * material, products ordered offline.
 */
export const ATTRIBUTE_CHOICES = [
  { id: "promo", attribute: "promo", value: "true" },
  { id: "download_only", attribute: "download_only", value: "true" },
  { id: "offline", attribute: "online", value: "false" },
] as const satisfies ReadonlyArray<AttributeFilter & { readonly id: string }>;

export type AttributeChoice = (typeof ATTRIBUTE_CHOICES)[number];

/** The choices some product of the category matches, with how many it matches. */
export const attributeChoicesOf = (
  products: readonly ShopProduct[],
  category: CategorySelector,
): Array<AttributeChoice & { readonly count: number }> => {
  const inCategory = productsInCategory(products, category);
  return ATTRIBUTE_CHOICES.map((choice) => ({ ...choice, count: inCategory.filter((product) => matchesAttribute(product, choice)).length })).filter(
    (choice) => choice.count > 0,
  );
};

/** The choice a filter is, if it is one of them (a link may set any other attribute). */
export const attributeChoiceOf = (filter: AttributeFilter | null): AttributeChoice | undefined =>
  ATTRIBUTE_CHOICES.find((choice) => choice.attribute === filter?.attribute && choice.value === filter.value);
