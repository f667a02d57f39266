import type { AccountState } from "../entities/account.ts";
import { companyLicenseState, ordersThisYear } from "../entities/company-values.ts";
import type { Organisation } from "../entities/organisation.ts";
import type { ShopProduct } from "../entities/product.ts";
import type { CartLimitContext, CartProductLimits } from "./limits.ts";

const definedOnly = <T extends Record<string, unknown>>(record: T): Partial<T> =>
  Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as Partial<T>;

/** One catalogue product's limits and availability, as the cart rules read them. */
export const cartProductLimitsOf = (product: ShopProduct): CartProductLimits =>
  definedOnly({
    SKUName: product.SKUName,
    max_order_amount: product.max_order_amount,
    max_per_order: product.max_per_order,
    max_per_year: product.max_per_year,
    ordered_this_year: product.ordered_this_year,
    stock: product.stock,
    online: product.online,
    download_only: product.download_only,
    available_from: product.available_from,
    incomplete: product.incomplete,
  }) as CartProductLimits;

/**
 * The limit context an adapter hands the cart machine (`cart.setContext`) from what the
 * session knows: the user's max order amount, the active company's orders this year against
 * the organisation's yearly maximum, whether its licence was refused, and the fresh catalogue's
 * limits by part_no.
 * `today` is left to the cart machine's clock.
 */
export const cartLimitContextFor = (input: {
  readonly account: Pick<AccountState, "maxOrderAmount" | "company">;
  readonly products: ReadonlyArray<ShopProduct> | null;
  readonly organisation?: Pick<Organisation, "max_order_count_year"> | null;
  readonly today: Date;
}): CartLimitContext => {
  const company = input.account.company;
  const maxPerYear = company?.organisation?.max_order_count_year ?? input.organisation?.max_order_count_year ?? null;
  return {
    max_order_amount: input.account.maxOrderAmount,
    ...(input.products === null
      ? {}
      : { products: Object.fromEntries(input.products.map((product) => [product.part_no, cartProductLimitsOf(product)])) }),
    ...(company === null ? {} : { company_orders_this_year: ordersThisYear(company, input.today) }),
    max_order_count_year: maxPerYear,
    ...(company !== null && companyLicenseState(company) === "refused" ? { license_refused: { company: company.Name || company.cust_no } } : {}),
  };
};
