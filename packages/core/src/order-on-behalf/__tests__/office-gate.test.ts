import { describe, expect, it } from "vitest";
import { matchRoute, ROUTES } from "../../navigation/routes.ts";
import { officeGate } from "../office-gate.ts";

const rep = { isSalesRep: true, isRestoringOffice: false, hasChosenOffice: true };

describe("office-gate", () => {
  it("holds every page that acts for the office while a representative's chosen office is set again", () => {
    for (const path of ["/", "/c-p", "/c-p/SCF430%2F10", "/cart", "/profile/my-orders", "/profile/my-account", "/quick-order", "/zoom-delivered"]) {
      expect(officeGate(matchRoute(path), { ...rep, isRestoringOffice: true }), path).toBe("wait");
    }
  });

  it("lets through, while restoring, the page where the office is chosen and the pages of no company", () => {
    for (const path of ["/order-on-behalf", "/profile", "/contact", "/faq", "/login", "/no/such/page/here"]) {
      expect(officeGate(matchRoute(path), { ...rep, isRestoringOffice: true, hasChosenOffice: false }), path).toBe("render");
    }
  });

  it("asks a representative with no office to choose one on the pages that show only a company's data", () => {
    const noOffice = { ...rep, hasChosenOffice: false };
    for (const path of ["/profile/my-orders", "/quick-order", "/zoom-delivered/patient"]) {
      expect(officeGate(matchRoute(path), noOffice), path).toBe("choose");
    }
    // The catalogue and the cart stay open: the cart explains why it cannot be ordered.
    for (const path of ["/", "/c-p", "/cart", "/profile/my-account"]) expect(officeGate(matchRoute(path), noOffice), path).toBe("render");
  });

  it("never holds a customer, whatever the route", () => {
    const customer = { isSalesRep: false, isRestoringOffice: false, hasChosenOffice: false };
    for (const route of ROUTES) expect(officeGate(matchRoute(route.pattern.replace(/:\w+/g, "x")), customer), route.pattern).toBe("render");
  });

  it("renders every route for a representative whose office is set", () => {
    for (const route of ROUTES) expect(officeGate(matchRoute(route.pattern.replace(/:\w+/g, "x")), rep), route.pattern).toBe("render");
  });
});
