import { describe, expect, it } from "vitest";
import { categoryPath, isProtectedPath, isPublicAuthPath, matchRoute, productPath, routeKind } from "../routes.ts";

describe("routes", () => {
  it("protects the shop, listing, category, product, cart, order-on-behalf and profile pages", () => {
    const protectedPaths = [
      "/",
      "/c-p",
      "/c-p/tire-lait/12",
      "/tire-lait/12",
      "/SCF393",
      "/c-p/tire-lait/12/SCF393",
      "/c-p/SCF393",
      "/cart",
      "/order-on-behalf",
      "/profile",
      "/profile/my-account",
      "/profile/my-orders",
      "/quick-order",
      "/quick-order?reorder=100001",
    ];
    for (const path of protectedPaths) expect(isProtectedPath(path), path).toBe(true);
  });

  it("opens the quick order page at /quick-order, never as a product ctn", () => {
    expect(matchRoute("/quick-order?reorder=100001")).toEqual({ id: "quickOrder", kind: "protected", params: {} });
  });

  it("knows the public auth routes", () => {
    for (const path of ["/login", "/register", "/reset-password", "/forgot", "/login?next=1"]) {
      expect(routeKind(path), path).toBe("public-auth");
      expect(isPublicAuthPath(path)).toBe(true);
    }
  });

  it("keeps contact, FAQ and thanks open to everyone", () => {
    for (const path of ["/contact", "/faq/", "/faq", "/faq/authentication", "/thanks"]) expect(routeKind(path), path).toBe("always");
  });

  it("sends any other path to the not-found page, never mistaking a reserved word for a category", () => {
    for (const path of ["/a/b/c", "/profile/settings", "/cart/extra", "/login/x", "/c-p/a/b/c/d", "/faq/a/b"]) {
      expect(matchRoute(path).id, path).toBe("notFound");
      expect(isProtectedPath(path)).toBe(false);
    }
  });

  it("names the route and decodes its parameters", () => {
    expect(matchRoute("/c-p/tire-lait/12")).toEqual({ id: "category", kind: "protected", params: { category: "tire-lait", id: "12" } });
    expect(matchRoute("/c-p/SCF393%2F11").params).toEqual({ ctn: "SCF393/11" });
    expect(matchRoute("/SCF393").id).toBe("productByCtn");
    expect(matchRoute("/faq/orders").params).toEqual({ subject: "orders" });
  });

  it("builds product and category paths that route back to the same page", () => {
    const category = { link: "tire-lait", id: 12 };
    expect(productPath("SCF393/11")).toBe("/c-p/SCF393%2F11");
    expect(matchRoute(productPath("SCF393/11", category))).toEqual({
      id: "product",
      kind: "protected",
      params: { category: "tire-lait", id: "12", ctn: "SCF393/11" },
    });
    expect(matchRoute(categoryPath(category)).id).toBe("category");
  });
});
