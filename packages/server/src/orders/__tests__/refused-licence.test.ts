import { describe, expect, it } from "vitest";
import { OrderSubmitRequest, translator, type ShopProduct } from "@proshop/core";
import { SEED_CUSTOMER_NUMBERS as CUST } from "@proshop/fixtures/seed/companies";
import { SEED_EMAILS, SEED_PASSWORD } from "@proshop/fixtures/seed/users";
import { testDatabases } from "../../__tests__/databases.ts";
import { useTestServer } from "../../__tests__/test-server.ts";
import type { RunningServer } from "../../app.ts";
import { hashPassword } from "../../auth/passwords.ts";
import { users } from "../../db/schema.ts";
import type { ShopClient } from "../../handlers/__tests__/http.ts";
import { recordingOf } from "../../handlers/__tests__/recordings.ts";

/*
 * A company whose licence was refused (seed: 100237, Crèche Les Petits Pas, INVALID) cannot
 * order, whoever acts for it (issue 33 item 10): its own user and a sales representative get
 * the same 403 `orders.license_refused` from pricing, submitting and the live cart, in words
 * that say the licence was refused, not that it waits for approval. A pending licence keeps
 * its own refusal and may still fill a cart.
 */

const REFUSED = { custNo: CUST.frInvalid, name: "Crèche Les Petits Pas" };
const CRECHE_USER = "directrice@creche.example.fr";
const onBehalf = (custNo: string) => ({ "x-customer-number": custNo });

/** A submit body of the contract (which may ask for the confirmed total and shipping method too). */
const submitBody = (): Record<string, unknown> => ({
  payment: { type: "creditcard", method: "cod" },
  ...("confirmed_total" in OrderSubmitRequest.fields ? { confirmed_total: 790, shipping_method: "Standard" } : {}),
});

describe.each(testDatabases())("a company whose licence was refused ($name)", (database) => {
  let server: RunningServer;
  let api: ShopClient;
  let rep: string;
  let creche: string;
  let products: ReadonlyArray<ShopProduct>;
  useTestServer(database, async (running) => {
    ({ server, api } = running);
    // The seed gives the crèche no user: one of its own, validated, to compare with the rep.
    await server.db.insert(users).values({
      email: CRECHE_USER,
      passwordHash: await hashPassword(SEED_PASSWORD),
      role: "customer",
      companyCustNo: REFUSED.custNo,
      organisationId: "FR",
      isValid: true,
      language: "fr",
    });
    [rep, creche] = await Promise.all([api.login(SEED_EMAILS.rep), api.login(CRECHE_USER)]);
    const listed = await api.get("/admin/product", { token: rep, headers: onBehalf(REFUSED.custNo) });
    products = (listed.body as ShopProduct[]).filter((product) => product.part_no !== "").slice(0, 1);
  });

  /** Pricing, submitting and the live cart, as `token` acting with `headers`. */
  const orderCalls = (token: string, headers: Record<string, string>) => [
    api.post("/admin/order", { lines: [{ part_no: "88430025", quantity: 1 }] }, { token, headers }),
    api.post("/admin/order/999999/submit", submitBody(), { token, headers: { ...headers, "idempotency-key": `refused-${token.slice(-8)}` } }),
    api.put("/admin/cart", recordingOf(REFUSED.custNo, products, { adds: 1 }), { token, headers: { ...headers, "if-match": "*" } }),
  ];

  it("refuses its own user and a representative alike, saying the licence was refused", async () => {
    const answers = await Promise.all([...orderCalls(creche, {}), ...orderCalls(rep, onBehalf(REFUSED.custNo))]);
    const fr = translator("fr");
    for (const answer of answers) {
      expect(answer.status).toBe(403);
      expect(answer.body.error).toMatchObject({ code: "orders.license_refused", cust_no: REFUSED.custNo });
      expect(answer.body.error.message).toBe(fr("orders.license_refused", { company: REFUSED.name }));
    }
    // Nothing was kept for the company.
    const read = await api.get("/admin/cart", { token: creche });
    expect(read.status).toBe(404);
  });

  it("still answers a pending licence with its own refusal, and lets its cart be filled", async () => {
    const pending = onBehalf(CUST.frPending);
    const priced = await api.post("/admin/order", { lines: [{ part_no: "88430025", quantity: 1 }] }, { token: rep, headers: pending });
    expect(priced.status).toBe(403);
    expect(priced.body.error.code).toBe("orders.license_not_approved");
    const saved = await api.put("/admin/cart", recordingOf(CUST.frPending, products, { adds: 1 }), { token: rep, headers: { ...pending, "if-match": "*" } });
    expect(saved.status).toBe(200);
  });
});
