import { isLicenseApproved, ordersThisYear, type Company } from "../entities/company.ts";
import type { Organisation } from "../entities/organisation.ts";
import type { Banner } from "./banner.ts";

/**
 * The company banners of SPEC 4, shown under the header: a licence not approved yet waits for
 * approval; an approved company whose orders created this calendar year reached the
 * organisation's `max_order_count_year` may order again next year. Blocking is not shown here
 * (the server refuses the order; the cart explains). `today` is given: rules never read the clock.
 */
export const companyBanner = (input: {
  readonly company: Company | null;
  /** The organisation whose yearly order limit applies (the company's, else the shop config's). */
  readonly organisation?: Pick<Organisation, "max_order_count_year"> | null;
  readonly today: Date;
}): Banner | null => {
  const { company } = input;
  if (company === null) return null;
  if (!isLicenseApproved(company)) return { id: "navigation.banner.license_pending", params: {} };
  // A company may carry its organisation as a bare id (no limit known): then the given one decides.
  const max = company.organisation?.max_order_count_year ?? input.organisation?.max_order_count_year;
  if (max === null || max === undefined || max <= 0) return null;
  return ordersThisYear(company, input.today) >= max ? { id: "navigation.banner.yearly_maximum_reached", params: {} } : null;
};
