import { companyLicenseState, ordersThisYear, type Company } from "../entities/company.ts";
import type { Organisation } from "../entities/organisation.ts";
import type { Banner } from "./banner.ts";

/**
 * The company banners of SPEC 4, shown under the header: a licence not approved yet waits for
 * approval, a refused one cannot order; an approved company whose orders created this calendar
 * year reached the organisation's `max_order_count_year` may order again next year. To a sales
 * representative acting for the company (`actingFor`) they name that company, never "your
 * licence". Blocking is not shown here (the server refuses the order; the cart explains).
 * `today` is given: rules never read the clock.
 */
export const companyBanner = (input: {
  readonly company: Company | null;
  /** The organisation whose yearly order limit applies (the company's, else the shop config's). */
  readonly organisation?: Pick<Organisation, "max_order_count_year"> | null;
  readonly today: Date;
  /** The viewer acts for the company (a sales representative), it is not their own. */
  readonly actingFor?: boolean;
}): Banner | null => {
  const { company } = input;
  if (company === null) return null;
  const named = (id: string): Banner =>
    input.actingFor === true
      ? { id: `navigation.banner.company_${id}`, params: { company: company.Name || company.cust_no } }
      : { id: `navigation.banner.${id}`, params: {} };
  const license = companyLicenseState(company);
  if (license !== "approved") return named(license === "refused" ? "license_refused" : "license_pending");
  // A company may carry its organisation as a bare id (no limit known): then the given one decides.
  const max = company.organisation?.max_order_count_year ?? input.organisation?.max_order_count_year;
  if (max === null || max === undefined || max <= 0) return null;
  return ordersThisYear(company, input.today) >= max ? named("yearly_maximum_reached") : null;
};
