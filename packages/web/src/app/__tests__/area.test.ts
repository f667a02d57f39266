import { afterEach, describe, expect, it } from "vitest";
import { opensReportingArea } from "../area.ts";

const tokenWith = (payload: object) => `e30.${btoa(JSON.stringify(payload)).replace(/=+$/, "")}.sig`;

afterEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, "", "/");
});

describe("area", () => {
  it("opens the reporting area on its paths", () => {
    window.history.replaceState(null, "", "/reporting/counts");
    expect(opensReportingArea()).toBe(true);
  });

  it("opens the shop for a shop account or nobody", () => {
    window.history.replaceState(null, "", "/cart");
    expect(opensReportingArea()).toBe(false);
    window.localStorage.setItem("token", tokenWith({ sub: "1" }));
    expect(opensReportingArea()).toBe(false);
    expect(window.location.pathname).toBe("/cart");
  });

  it("sends a reporting account from a shop page to /reporting", () => {
    window.history.replaceState(null, "", "/cart");
    window.localStorage.setItem("token", tokenWith({ sub: "9", level: 1 }));
    expect(opensReportingArea()).toBe(true);
    expect(window.location.pathname).toBe("/reporting");
  });
});
