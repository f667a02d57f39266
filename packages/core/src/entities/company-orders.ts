import type { Company } from "./company.ts";

/*
 * WHY apart from company.ts: the cart's limit context counts these orders without the schema, and
 * a module without Effect keeps Effect out of what `proshop cart replay <file>` loads.
 */

/**
 * The year an order was created in. Taken from the leading YYYY of the text rather than through
 * Date, so a "2025-01-01 00:30" order does not slip into 2024 in a browser west of UTC.
 */
const yearOf = (created: string): number | null => {
  const leading = /^\s*(\d{4})-/.exec(created);
  if (leading?.[1] !== undefined) return Number(leading[1]);
  const date = new Date(created);
  return Number.isNaN(date.getTime()) ? null : date.getFullYear();
};

/** Number of the company's orders created in `today`'s calendar year (local time of `today`). */
export const ordersThisYear = (company: Pick<Company, "orders">, today: Date): number => {
  const year = today.getFullYear();
  return company.orders.filter((order) => yearOf(order.created) === year).length;
};
