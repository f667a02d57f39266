/**
 * Company membership (issue 11 item 1): a user who registered into an EXISTING company is not
 * linked to it until support approves them or they came through an invitation of a confirmed
 * user of that company (`users.company_confirmed`). Until then they may read their own profile
 * and the catalogue only; every other signed-in call (orders, live cart, pricing, saved lists,
 * Zoom! Delivered, outbox...) answers 403 `membership.unconfirmed`. WHY a list of what is
 * allowed rather than of what is refused: a company-scoped call added later is closed by default.
 */

/** The contract's endpoints (by name) an unconfirmed member may call. */
export const UNCONFIRMED_MEMBER_ENDPOINTS: ReadonlySet<string> = new Set([
  "getCurrentUser",
  "changePassword",
  "listProducts",
  "listCategories",
  "getConfigForHostname",
]);

/** True when this user may call the endpoint as far as membership goes. */
export const membershipAllows = (user: { readonly role: string; readonly companyConfirmed: boolean }, endpointName: string): boolean =>
  user.role !== "customer" || user.companyConfirmed || UNCONFIRMED_MEMBER_ENDPOINTS.has(endpointName);
