/*
 * account.ts's plain values and rules, without Effect's Schema: the web's first screen uses them and must
 * not load Schema with them (issue 18). account.ts re-exports them beside its schemas.
 */
import type { AccountState } from "./account.ts";

/** Where a user lands when nothing else was remembered. */
export const DEFAULT_REDIRECT = "/";

export const initialAccountState: AccountState = {
  user_id: null,
  isLoggedIn: false,
  isInitialized: false,
  isSalesRep: false,
  salesRepCompany: null,
  company: null,
  maxOrderAmount: null,
  redirect: DEFAULT_REDIRECT,
  response: null,
};

/** Normalises the sales-rep flag as servers send it: true, "true", 1, "1" mean yes. */
export const isSalesRepFlag = (value: unknown): boolean =>
  value === true || value === 1 || (typeof value === "string" && ["true", "1"].includes(value.trim().toLowerCase()));
