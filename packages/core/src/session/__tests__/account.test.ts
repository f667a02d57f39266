import { describe, expect, it } from "vitest";
import { initialAccountState } from "../../entities/account.ts";
import {
  needsOfficeChoice,
  sessionUserFromAnswer,
  signedInAccount,
  signedOutAccount,
  withOrderForCompany,
} from "../account.ts";
import { customerUser, officeCompany, ownCompany, salesCompany, salesRepUser } from "./fixtures.ts";

describe("account", () => {
  it("logs a customer in with their own company and the maximum order amount in cents", () => {
    const account = signedInAccount({ user: customerUser, company: ownCompany });
    expect(account).toMatchObject({
      user_id: 42,
      isLoggedIn: true,
      isInitialized: true,
      isSalesRep: false,
      salesRepCompany: null,
      company: ownCompany,
      maxOrderAmount: 150_050,
      redirect: "/",
    });
  });

  it("keeps a sales rep's own company aside; the active company is the office ordered for", () => {
    const account = signedInAccount({ user: salesRepUser, company: salesCompany });
    expect(account.isSalesRep).toBe(true);
    expect(account.salesRepCompany).toEqual(salesCompany);
    expect(account.company).toBeNull();
    expect(account.maxOrderAmount).toBeNull();
    expect(needsOfficeChoice(account)).toBe(true);
    expect(needsOfficeChoice(withOrderForCompany(account, officeCompany))).toBe(false);
  });

  it("splits the server's answer into user and company, leaving the login token out", () => {
    const signedIn = sessionUserFromAnswer({ ...customerUser, company: ownCompany, auth: "secret-token" });
    expect(signedIn.company).toEqual(ownCompany);
    expect(signedIn.user).toEqual(customerUser);
    expect(JSON.stringify(signedIn)).not.toContain("secret-token");
    expect(sessionUserFromAnswer({ ...customerUser }).company).toBeNull();
  });

  it("normalises the sales-rep flag whether the user says true or 'true'", () => {
    for (const flag of [true, "true"] as const) {
      const user = { ...customerUser, is_sales: flag as unknown as boolean };
      expect(signedInAccount({ user, company: null }).isSalesRep).toBe(true);
    }
    expect(signedInAccount({ user: { ...customerUser, is_sales: "false" as unknown as boolean }, company: null }).isSalesRep).toBe(false);
  });

  it("switches the active company only for sales reps", () => {
    const rep = signedInAccount({ user: salesRepUser, company: salesCompany });
    const switched = withOrderForCompany(rep, officeCompany);
    expect(switched.company).toEqual(officeCompany);
    expect(switched.salesRepCompany).toEqual(salesCompany);
    expect(withOrderForCompany(switched, null).company).toBeNull();
    const customer = signedInAccount({ user: customerUser, company: ownCompany });
    expect(withOrderForCompany(customer, officeCompany)).toBe(customer);
  });

  it("logs out to the initial account, initialised, with the redirect cleared", () => {
    expect(signedOutAccount()).toEqual({ ...initialAccountState, isInitialized: true });
    expect(signedOutAccount().redirect).toBe("/");
  });
});
