import { companyLicenseState, type ApiRefusal } from "@proshop/core";
import { isRepresentative, loadAccount, loadCompany } from "../auth/account.ts";
import { catalogueLanguage } from "../db/catalogue.ts";
import type { CompanyRow, OrganisationRow, UserRow } from "../db/mappers.ts";
import type { ShopQueryable } from "../db/client.ts";
import { refuse } from "../errors.ts";
import { orderRefusal } from "./refusals.ts";

/**
 * Who orders, and for whom: the signed-in user (placed-by) and the active company (placed-for):
 * the user's own company, or for a sales rep or support agent the office chosen with
 * `X-Customer-Number` (the session middleware already checked they may serve it).
 */
export interface Buyer {
  readonly user: UserRow;
  readonly company: CompanyRow;
  /** The company's market: its catalogue, prices, stock, coupons and yearly order maximum. */
  readonly organisation: OrganisationRow;
  /** A sales rep or support agent, acting through `X-Customer-Number`: every order action is audited. */
  readonly representative: boolean;
  /** Acting for a company that is not the user's own. */
  readonly onBehalf: boolean;
  /** The user's language, for messages. */
  readonly locale: string;
  /** The catalogue language: the user's when the market keeps its catalogue in it, else the market's first. */
  readonly catalogueLanguage: string;
}

export type BuyerResult = { readonly buyer: Buyer } | { readonly refusal: ApiRefusal };

/**
 * The buyer of a session. A sales rep or support agent who has not chosen a company (no
 * `X-Customer-Number`: the middleware gives no customer number) is refused with 403
 * `orders.company_not_chosen`, for reading orders as much as for ordering: a rep has no orders
 * of their own to read.
 */
export const resolveBuyer = async (
  db: ShopQueryable,
  session: { readonly userId: string | number; readonly customerNumber: string | null },
): Promise<BuyerResult> => {
  const account = await loadAccount(db, Number(session.userId));
  if (account === null) return { refusal: refuse.unauthorized("session.expired") };
  const locale = account.user.language;
  const representative = isRepresentative(account.user);
  if (session.customerNumber === null) {
    return { refusal: orderRefusal("forbidden", "orders.company_not_chosen", locale) };
  }
  const custNo = representative ? session.customerNumber : account.user.companyCustNo;
  const found = custNo === account.company.custNo ? { company: account.company, organisation: account.organisation } : await loadCompany(db, custNo);
  if (found === null) return { refusal: orderRefusal("forbidden", "orders.company_not_chosen", locale) };
  return {
    buyer: {
      user: account.user,
      company: found.company,
      organisation: found.organisation,
      representative,
      onBehalf: representative && found.company.custNo !== account.user.companyCustNo,
      locale,
      catalogueLanguage: catalogueLanguage(found.organisation, locale),
    },
  };
};

/**
 * Refuses (403 `orders.license_refused`) acting for a company whose licence was refused: no
 * order, and no cart either, since none could ever be ordered. The same for the company's own
 * users and for a representative acting for it.
 */
export const refusedLicenceRefusal = (buyer: Buyer): ApiRefusal | null =>
  companyLicenseState({ license_valid: buyer.company.licenseValid }) === "refused"
    ? orderRefusal("forbidden", "orders.license_refused", buyer.locale, { company: buyer.company.name }, { cust_no: buyer.company.custNo })
    : null;

/**
 * Refuses (403) a buyer who may not order: an account that is not validated, or a company whose
 * licence is not approved (SPEC 4: "an unapproved or unvalidated account cannot order"): pending
 * (`orders.license_not_approved`) or refused (`orders.license_refused`). For a sales rep, their
 * own account must be valid and the chosen company approved.
 */
export const orderingRefusal = (buyer: Buyer): ApiRefusal | null => {
  if (!buyer.user.isValid) return orderRefusal("forbidden", "orders.account_not_validated", buyer.locale);
  const refused = refusedLicenceRefusal(buyer);
  if (refused !== null) return refused;
  if (companyLicenseState({ license_valid: buyer.company.licenseValid }) === "pending") {
    return orderRefusal("forbidden", "orders.license_not_approved", buyer.locale, { company: buyer.company.name }, { cust_no: buyer.company.custNo });
  }
  return null;
};
