import { describe, expect, it } from "vitest";
import { AccountState, DEFAULT_REDIRECT, initialAccountState, isSalesRepFlag } from "../account.ts";
import { decodeOk, expectBadField } from "./decode-helpers.ts";

describe("account", () => {
  it("starts logged out, uninitialised, redirecting to /", () => {
    expect(initialAccountState.isLoggedIn).toBe(false);
    expect(initialAccountState.isInitialized).toBe(false);
    expect(initialAccountState.redirect).toBe("/");
    expect(DEFAULT_REDIRECT).toBe("/");
    expect(decodeOk(AccountState, initialAccountState)).toEqual(initialAccountState);
  });

  it("normalises the sales-rep flag sent as the string 'true'", () => {
    const stored = { ...initialAccountState, isLoggedIn: true, isSalesRep: "true", user_id: 7 };
    expect(decodeOk(AccountState, stored).isSalesRep).toBe(true);
    expect(decodeOk(AccountState, { ...stored, isSalesRep: "false" }).isSalesRep).toBe(false);
  });

  it("names the bad field of a stored state", () => {
    expectBadField(AccountState, "account", { ...initialAccountState, redirect: 3 }, "redirect");
    expectBadField(AccountState, "account", { ...initialAccountState, company: { Name: "x" } }, "company.cust_no");
  });

  it("reads a sales-rep flag however it is spelled", () => {
    for (const yes of [true, "true", "TRUE", 1, "1"]) expect(isSalesRepFlag(yes)).toBe(true);
    for (const no of [false, "false", 0, "0", null, undefined, "yes please", {}]) expect(isSalesRepFlag(no)).toBe(false);
  });
});
