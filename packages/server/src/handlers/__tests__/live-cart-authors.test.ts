import { describe, expect, it } from "vitest";
import type { ShopProduct } from "@proshop/core";
import { SEED_CUSTOMER_NUMBERS as CUST } from "@proshop/fixtures/seed/companies";
import { SEED_EMAILS } from "@proshop/fixtures/seed/users";
import { testDatabases } from "../../__tests__/databases.ts";
import { useTestServer } from "../../__tests__/test-server.ts";
import type { ShopClient } from "./http.ts";
import { recordingOf } from "./recordings.ts";

/*
 * Issue 11, item 14: who made a live-cart recording (`user.email`, each step's `by`) is set by
 * the server from the session; what the body claims is ignored.
 */

const onBehalf = (custNo: string) => ({ "x-customer-number": custNo });

describe.each(testDatabases())("live cart authors ($name)", (database) => {
  let api: ShopClient;
  let nurse: string;
  let rep: string;
  let products: ReadonlyArray<ShopProduct>;
  useTestServer(database, async (running) => {
    ({ api } = running);
    [nurse, rep] = await Promise.all([api.login(SEED_EMAILS.nurse), api.login(SEED_EMAILS.rep)]);
    products = ((await api.get("/admin/product", { token: nurse })).body as ShopProduct[]).filter((product) => product.part_no !== "").slice(0, 1);
  });

  /** PUT with the cart's current version (If-Match), whatever the server's version scheme. */
  const put = async (token: string, body: unknown, headers: Record<string, string> = {}) => {
    const current = await api.get("/admin/cart", { token, headers });
    return api.put("/admin/cart", body, { token, headers: { ...headers, "if-match": current.headers.get("etag") ?? '"0"' } });
  };
  const read = async (token: string, headers: Record<string, string> = {}) => (await api.get("/admin/cart", { token, headers })).body.recording;

  it("ignores a customer's claim that support made the recording", async () => {
    const forged = recordingOf(CUST.frMaternity, products, { by: SEED_EMAILS.support, adds: 2 });
    expect((await put(nurse, forged)).status).toBe(200);
    const stored = await read(nurse);
    expect(stored.user.email).toBe(SEED_EMAILS.nurse);
    expect(stored.events.map((step: { by: string }) => step.by)).toEqual([SEED_EMAILS.nurse, SEED_EMAILS.nurse, SEED_EMAILS.nurse]);
  });

  it("keeps the stored steps' authors and gives the new steps to the session's user", async () => {
    const customer = recordingOf(CUST.frMidwives, products, { by: SEED_EMAILS.nurse, adds: 1 });
    // The rep starts the cart for the company, then adds a step claiming the customer made everything.
    expect((await put(rep, customer, onBehalf(CUST.frMidwives))).status).toBe(200);
    const longer = recordingOf(CUST.frMidwives, products, { by: SEED_EMAILS.nurse, adds: 3 });
    expect((await put(rep, { ...longer, user: { email: SEED_EMAILS.support } }, onBehalf(CUST.frMidwives))).status).toBe(200);
    const stored = await read(rep, onBehalf(CUST.frMidwives));
    expect(stored.events.map((step: { by: string }) => step.by)).toEqual(Array(4).fill(SEED_EMAILS.rep));
    expect(stored.user.email).toBe(SEED_EMAILS.rep);
  });
});
