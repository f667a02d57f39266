/*
 * user.ts's plain values and rules, without Effect's Schema: the web's first screen uses them and must
 * not load Schema with them (issue 18). user.ts re-exports them beside its schemas.
 */
import { toCents, type Cents } from "../money.ts";
import type { User } from "./user.ts";

/**
 * The user's order price ceiling in cents, or null when there is none. A zero or negative
 * amount is treated as "no ceiling": servers use 0 for "not configured", and a ceiling of 0
 * would forbid every order, which no administrator means.
 */
export const userMaxOrderCents = (user: Pick<User, "max_order_amount">): Cents | null => {
  const euros = user.max_order_amount;
  return euros === undefined || euros === null || euros <= 0 ? null : toCents(euros);
};
