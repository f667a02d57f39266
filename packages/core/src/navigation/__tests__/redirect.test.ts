import { describe, expect, it } from "vitest";
import { isUsableRedirect, pathAfterOfficeChosen, postLoginRedirect, redirectToRemember, routeDecision } from "../redirect.ts";

describe("redirect", () => {
  it("sends a user back to the stored path after login", () => {
    expect(postLoginRedirect({ redirect: "/cart", isSalesRep: false })).toBe("/cart");
    expect(postLoginRedirect({ redirect: "/cart", isSalesRep: true, company: { cust_no: "100234" } })).toBe("/cart");
  });

  it("sends a sales rep who has not chosen an office to order on behalf, whatever was remembered", () => {
    for (const company of [undefined, null]) {
      expect(postLoginRedirect({ redirect: "/cart", isSalesRep: true, company })).toBe("/order-on-behalf");
      expect(routeDecision("/login", { isLoggedIn: true, isSalesRep: true, redirect: "/profile/my-orders", company })).toMatchObject({
        to: "/order-on-behalf",
      });
    }
  });

  it("takes a sales rep to the deep link kept over the log-in once the office is chosen (issue 35 item 19)", () => {
    for (const restored of [false, true]) {
      expect(pathAfterOfficeChosen({ redirect: "/profile/my-orders" }, { restored })).toBe("/profile/my-orders");
      expect(pathAfterOfficeChosen({ redirect: "/c-p/SCF430%2F10?x=1" }, { restored })).toBe("/c-p/SCF430%2F10?x=1");
    }
    // No link (or one that loops or leaves the shop): the shop after the rep's own choice, stay after a restore.
    for (const redirect of [undefined, null, "/", "/order-on-behalf", "/login", "//evil.example"]) {
      expect(pathAfterOfficeChosen({ redirect }, { restored: false }), String(redirect)).toBe("/");
      expect(pathAfterOfficeChosen({ redirect }, { restored: true }), String(redirect)).toBeNull();
    }
  });

  it("sends a sales rep without a stored path to order on behalf, anyone else to the default path", () => {
    expect(postLoginRedirect({ redirect: "/", isSalesRep: true })).toBe("/order-on-behalf");
    expect(postLoginRedirect({ redirect: null, isSalesRep: false })).toBe("/");
    expect(postLoginRedirect({ isSalesRep: false })).toBe("/");
  });

  it("ignores stored paths that would loop or leave the shop", () => {
    for (const path of ["/login", "/register?x", "//evil.example", "https://evil.example", "cart", ""]) {
      expect(isUsableRedirect(path), path).toBe(false);
      expect(postLoginRedirect({ redirect: path, isSalesRep: false })).toBe("/");
    }
  });

  it("remembers the current path unless it is the default", () => {
    expect(redirectToRemember("/c-p/tire-lait/12?page=2")).toBe("/c-p/tire-lait/12?page=2");
    expect(redirectToRemember("/")).toBeNull();
  });

  it("sends a logged-out user from a protected page to login, remembering the page", () => {
    expect(routeDecision("/cart", { isLoggedIn: false, isSalesRep: false })).toEqual({
      action: "redirect",
      to: "/login",
      remember: "/cart",
    });
    expect(routeDecision("/", { isLoggedIn: false, isSalesRep: false })).toEqual({ action: "redirect", to: "/login", remember: null });
  });

  it("sends a logged-in user away from the login pages", () => {
    expect(routeDecision("/login", { isLoggedIn: true, isSalesRep: true, redirect: "/" })).toEqual({
      action: "redirect",
      to: "/order-on-behalf",
      remember: null,
    });
    expect(routeDecision("/register", { isLoggedIn: true, isSalesRep: false, redirect: "/profile" })).toMatchObject({ to: "/profile" });
  });

  it("keeps order on behalf for sales reps", () => {
    expect(routeDecision("/order-on-behalf", { isLoggedIn: true, isSalesRep: false })).toMatchObject({ action: "redirect", to: "/" });
    expect(routeDecision("/order-on-behalf", { isLoggedIn: true, isSalesRep: true })).toMatchObject({ action: "render" });
  });

  it("renders open pages and the not-found page for everyone", () => {
    expect(routeDecision("/faq/", { isLoggedIn: false, isSalesRep: false })).toMatchObject({ action: "render", route: { id: "faq" } });
    expect(routeDecision("/a/b/c", { isLoggedIn: false, isSalesRep: false })).toMatchObject({ action: "render", route: { id: "notFound" } });
    expect(routeDecision("/login", { isLoggedIn: false, isSalesRep: false })).toMatchObject({ action: "render" });
  });
});
