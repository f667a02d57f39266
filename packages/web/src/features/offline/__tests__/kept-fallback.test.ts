import "fake-indexeddb/auto";
import { afterEach, describe, expect, it } from "vitest";
import { keepChosenCompany, keptCompanyOr, loadOrKept } from "../kept-fallback.ts";
import { forgetKeptData, listStoredOrders, putStoredOrder, readKeptAnswer } from "../kept-store.ts";
import { offlineStatus } from "../offline-status.ts";

const noAnswer = { _tag: "ApiCallFailed", status: null, body: "Wrong Services", messageId: "content.wrong_services" };
const refused = { _tag: "ApiCallFailed", status: 401, body: null, messageId: "session.expired" };
const clock = (at: number) => () => at;

/** The keeping runs after the answer is handed on: wait until it is written. */
const kept = async (userId: string, kind: "products" | "user") => {
  for (let i = 0; i < 50; i++) {
    const record = await readKeptAnswer(userId, kind);
    if (record !== null) return record;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return null;
};

afterEach(() => offlineStatus.answered());

describe("the session's loads with the device's copy behind them", () => {
  it("keeps each answer for its user, with the time it was read", async () => {
    expect(await loadOrKept("7", "products", async () => ["pump"], clock(1_000))).toEqual(["pump"]);
    expect(await kept("7", "products")).toEqual({ value: ["pump"], keptAt: 1_000 });
    expect(offlineStatus.keptAt()).toBeNull();
  });

  it("answers a load that gets no answer from the copy, and says the tab works from kept data", async () => {
    await loadOrKept("8", "products", async () => ["bottle"], clock(2_000));
    await kept("8", "products");
    expect(await loadOrKept("8", "products", () => Promise.reject(noAnswer), clock(9_000))).toEqual(["bottle"]);
    expect(offlineStatus.keptAt()).toBe(2_000);
  });

  it("never hides a refusal behind a copy, and has none for another user", async () => {
    await loadOrKept("9", "products", async () => ["bag"], clock(3_000));
    await kept("9", "products");
    await expect(loadOrKept("9", "products", () => Promise.reject(refused), clock(4_000))).rejects.toBe(refused);
    await expect(loadOrKept("10", "products", () => Promise.reject(noAnswer), clock(4_000))).rejects.toBe(noAnswer);
    await expect(loadOrKept(null, "products", () => Promise.reject(noAnswer), clock(4_000))).rejects.toBe(noAnswer);
    expect(offlineStatus.keptAt()).toBeNull();
  });

  it("keeps the companies a representative chose, by customer number", async () => {
    const company = { cust_no: "100234", Name: "Maternité Sainte-Anne", orders: [] };
    keepChosenCompany("11", " 100234 ", company, 5_000);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await keptCompanyOr("11", "100234", noAnswer)).toEqual(company);
    expect(offlineStatus.keptAt()).toBe(5_000);
    await expect(keptCompanyOr("11", "100999", noAnswer)).rejects.toBe(noAnswer);
    await expect(keptCompanyOr("11", "100234", refused)).rejects.toBe(refused);
  });

  it("a log-out removes the user's kept data but not the orders waiting to be sent", async () => {
    await loadOrKept("12", "user", async () => ({ id: 12 }), clock(7_000));
    await kept("12", "user");
    await putStoredOrder({ key: "k-12", userId: "12" });
    await forgetKeptData("12");
    expect(await readKeptAnswer("12", "user")).toBeNull();
    expect(await listStoredOrders("12")).toEqual([{ key: "k-12", userId: "12" }]);
  });
});
