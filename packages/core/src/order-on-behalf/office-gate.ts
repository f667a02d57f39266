import type { RouteId, RouteMatch } from "../navigation/routes.ts";

/**
 * What a page of the shop does about a sales representative's office (SPEC 6: a rep acts for
 * the company they chose): `render` the page, `wait` while the office chosen before a reload is
 * set again, or ask to `choose` one first.
 */
export type OfficeGate = "render" | "wait" | "choose";

/** Logged-in pages that act for no company: where the office is chosen, and the profile's links. */
const PAGES_OF_NO_COMPANY: ReadonlySet<RouteId> = new Set(["orderOnBehalf", "profile"]);

/** Pages that show nothing but the company's own data (its orders, saved lists, patients). */
const PAGES_OF_COMPANY_DATA: ReadonlySet<RouteId> = new Set(["myOrders", "quickOrder", "zoomDelivered", "zoomDeliveries"]);

/**
 * The gate of one route. WHY wait: after a reload the office is set again by a call
 * (`onBehalf.restore`); a page that asked the server before would ask without the office and
 * be refused (403 `orders.company_not_chosen`), or show the rep's own market's catalogue. A
 * rep with no office is sent to choose one from the pages that could only fail without it; the
 * catalogue and the cart stay open (the cart says why it cannot be ordered).
 */
export const officeGate = (
  route: Pick<RouteMatch, "id" | "kind">,
  state: { readonly isSalesRep: boolean; readonly isRestoringOffice: boolean; readonly hasChosenOffice: boolean },
): OfficeGate => {
  if (route.kind !== "protected" || PAGES_OF_NO_COMPANY.has(route.id)) return "render";
  if (state.isRestoringOffice) return "wait";
  if (state.isSalesRep && !state.hasChosenOffice && PAGES_OF_COMPANY_DATA.has(route.id)) return "choose";
  return "render";
};
