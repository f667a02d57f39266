import { DEFAULT_REDIRECT } from "../entities/account.ts";
import { matchRoute, type RouteMatch } from "./routes.ts";

/** Where a user lands when nothing else applies (SPEC 1: default path `/`). */
export const DEFAULT_PATH = DEFAULT_REDIRECT;
export const LOGIN_PATH = "/login";
export const ORDER_ON_BEHALF_PATH = "/order-on-behalf";

/**
 * True for a path worth returning to after login: a local path (one leading slash, so never
 * `//evil.example` nor `https://...`), not the default, and not a login-family page (that
 * would send the user back to where they just logged in).
 */
export const isUsableRedirect = (path: string | null | undefined): path is string =>
  typeof path === "string" &&
  path.startsWith("/") &&
  !path.startsWith("//") &&
  path !== DEFAULT_PATH &&
  matchRoute(path).kind !== "public-auth";

/**
 * Where to go after login, or when a logged-in user opens a login-family page (SPEC 2 and 6):
 * a sales rep who has not chosen an office yet goes to the order-on-behalf page whatever was
 * remembered (nothing else can be done before choosing); otherwise the remembered path, else
 * the order-on-behalf page for sales reps, else the default path.
 */
export const postLoginRedirect = (account: {
  readonly redirect?: string | null;
  readonly isSalesRep: boolean;
  /** The active company; for a sales rep, the office chosen (absent or null: none yet). */
  readonly company?: unknown;
}): string => {
  if (account.isSalesRep && (account.company === undefined || account.company === null)) return ORDER_ON_BEHALF_PATH;
  if (isUsableRedirect(account.redirect)) return account.redirect;
  return account.isSalesRep ? ORDER_ON_BEHALF_PATH : DEFAULT_PATH;
};

/**
 * Where a sales rep goes once the office is set (issue 35 item 19): a rep who logs in from a
 * deep link (a product page, /profile/my-orders) must first choose an office, and is then
 * taken to that link rather than losing it. Without one: the shop's default page after the
 * rep's own choice, and nowhere (null, stay) when the office was merely set again after a
 * reload (the rep is where they were).
 */
export const pathAfterOfficeChosen = (account: { readonly redirect?: string | null }, how: { readonly restored: boolean }): string | null => {
  const link = account.redirect;
  if (isUsableRedirect(link) && matchRoute(link).id !== "orderOnBehalf") return link;
  return how.restored ? null : DEFAULT_PATH;
};

/**
 * The redirect to remember when a logged-out user opens a protected page: the page itself,
 * query string included so a search survives the login; null when it is the default path
 * (nothing worth remembering: the user lands there anyway).
 */
export const redirectToRemember = (location: string): string | null =>
  isUsableRedirect(location) ? location : null;

export type RouteDecision =
  | { readonly action: "render"; readonly route: RouteMatch }
  | {
      readonly action: "redirect";
      readonly to: string;
      /** Path to store as the post-login redirect, when there is one to store. */
      readonly remember: string | null;
    };

/**
 * What the router does with a location for this user:
 * - protected page, logged out: to /login, remembering the page (SPEC 4);
 * - login-family page, logged in: to `postLoginRedirect`;
 * - order on behalf, logged in but not a sales rep: to the default path (sales reps only);
 * - otherwise render it (not-found included: the page says so and links home).
 */
export const routeDecision = (
  location: string,
  account: { readonly isLoggedIn: boolean; readonly isSalesRep: boolean; readonly redirect?: string | null; readonly company?: unknown },
): RouteDecision => {
  const route = matchRoute(location);
  if (route.kind === "protected" && !account.isLoggedIn) {
    return { action: "redirect", to: LOGIN_PATH, remember: redirectToRemember(location) };
  }
  if (route.kind === "public-auth" && account.isLoggedIn) {
    return { action: "redirect", to: postLoginRedirect(account), remember: null };
  }
  if (route.id === "orderOnBehalf" && !account.isSalesRep) {
    return { action: "redirect", to: DEFAULT_PATH, remember: null };
  }
  return { action: "render", route };
};
