import { DEFAULT_REDIRECT, initialAccountState, isSalesRepFlag, type AccountState } from "../entities/account.ts";
import type { Company } from "../entities/company.ts";
import { userMaxOrderCents, type User } from "../entities/user.ts";
import type { CurrentUserAnswer, LoginAnswer } from "../contract/bodies.ts";

/** Who signed in: the user record (SPEC 3) and the company the account belongs to (login state). */
export interface SessionUser {
  readonly user: User;
  readonly company: Company | null;
}

/**
 * Splits GET /user/me's answer (or the login answer) into the user record and its company.
 * The login answer's token (`auth`) is dropped: it belongs in the token store, not in state.
 */
export const sessionUserFromAnswer = (answer: CurrentUserAnswer | LoginAnswer): SessionUser => {
  const { company, ...fields } = answer;
  const { auth: _token, ...user } = fields as typeof fields & { readonly auth?: string };
  return { user, company: company ?? null };
};

/**
 * The account state of a signed-in user (SPEC 3 and 4): logged in and initialised, the
 * sales-rep flag normalised (true or "true"), the maximum order amount in cents (null: none).
 * A sales rep's own company is kept as `salesRepCompany` and the active `company` is the office
 * ordered for: none until one is chosen (the choice is not kept across sessions, like the
 * customer-number header); anyone else's active company is their own.
 * The remembered redirect is carried over so the login screen can still send the user there.
 */
export const signedInAccount = (signedIn: SessionUser, redirect: string = DEFAULT_REDIRECT): AccountState => {
  const isSalesRep = isSalesRepFlag(signedIn.user.is_sales);
  return {
    user_id: signedIn.user.id,
    isLoggedIn: true,
    isInitialized: true,
    isSalesRep,
    salesRepCompany: isSalesRep ? signedIn.company : null,
    company: isSalesRep ? null : signedIn.company,
    maxOrderAmount: userMaxOrderCents(signedIn.user),
    redirect,
    response: null,
  };
};

/**
 * SPEC 4: logging out (by choice, forced, or because starting failed) resets the account and
 * clears the post-login redirect. The session did finish initialising, so the screens stop
 * waiting for it.
 */
export const signedOutAccount = (response: AccountState["response"] = null): AccountState => ({
  ...initialAccountState,
  isInitialized: true,
  response,
});

/**
 * A sales rep chose (or dropped, with null) the office to order for: it becomes the active
 * company, their own stays as `salesRepCompany`. Other users cannot order on behalf: unchanged.
 */
export const withOrderForCompany = (account: AccountState, company: Company | null): AccountState =>
  account.isSalesRep ? { ...account, company } : account;

/** The company the shop orders for right now: the chosen office for a sales rep, else the user's own. */
export const activeCompany = (account: AccountState): Company | null => account.company;

/** SPEC 6: a sales rep must pick a company before ordering. */
export const needsOfficeChoice = (account: AccountState): boolean => account.isLoggedIn && account.isSalesRep && account.company === null;

