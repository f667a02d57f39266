import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { MAX_LIVE_CART_BYTES, MAX_LIVE_CART_EVENTS, type ShopProduct } from "@proshop/core";
import { SEED_CUSTOMER_NUMBERS as CUST } from "@proshop/fixtures/seed/companies";
import { SEED_EMAILS, SEED_PASSWORD } from "@proshop/fixtures/seed/users";
import { testDatabases } from "../../__tests__/databases.ts";
import { useTestServer } from "../../__tests__/test-server.ts";
import type { RunningServer } from "../../app.ts";
import { hashPassword } from "../../auth/passwords.ts";
import { audit, liveCarts, repCompanies, users } from "../../db/schema.ts";
import type { ShopClient } from "./http.ts";
import { recordingOf } from "./recordings.ts";

/*
 * Live carts: PUT and GET /admin/cart for the active company, GET /admin/cart/{cust_no} for
 * those who serve the company, and a 404 (never a 403) for everyone else.
 */

const onBehalf = (custNo: string) => ({ "x-customer-number": custNo });

describe.each(testDatabases())("live carts API ($name)", (database) => {
  let server: RunningServer;
  let api: ShopClient;
  let nurse: string;
  let dutch: string;
  let rep: string;
  let support: string;
  let nlRep: string;
  let products: ReadonlyArray<ShopProduct>;
  useTestServer(database, async (running) => {
    ({ server, api } = running);
    // A sales rep of the Dutch market, to show a rep sees only their own market's carts.
    const [nlOffice] = await server.db
      .insert(users)
      .values({
        email: "rep@example.nl",
        passwordHash: await hashPassword(SEED_PASSWORD),
        role: "sales_rep",
        companyCustNo: CUST.nlCentre,
        organisationId: "NL",
        isValid: true,
        language: "nl",
      })
      .returning({ id: users.id });
    await server.db.insert(repCompanies).values({ userId: nlOffice!.id, organisationId: "NL" });
    [nurse, dutch, rep, support, nlRep] = await Promise.all([
      api.login(SEED_EMAILS.nurse),
      api.login(SEED_EMAILS.vroedvrouw),
      api.login(SEED_EMAILS.rep),
      api.login(SEED_EMAILS.support),
      api.login("rep@example.nl"),
    ]);
    const listed = await api.get("/admin/product", { token: nurse });
    products = (listed.body as ShopProduct[]).filter((product) => product.part_no !== "").slice(0, 1);
  });

  const put = (token: string, body: unknown, headers: Record<string, string> = {}) => api.put("/admin/cart", body, { token, headers: { "if-match": "*", ...headers } });

  it("stores the customer's recording and answers it back unchanged, with who and when", async () => {
    const recording = recordingOf(CUST.frMaternity, products, { adds: 3 });
    const stored = await put(nurse, recording);
    expect(stored.status).toBe(200);
    expect(stored.body).toEqual({ cust_no: CUST.frMaternity, updated_at: expect.any(String), updated_by: SEED_EMAILS.nurse, events: 4, version: stored.headers.get("etag") });
    expect(Date.parse(stored.body.updated_at)).not.toBeNaN();

    const read = await api.get("/admin/cart", { token: nurse });
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ ...stored.body, recording });
  });

  it("keeps only the last write of a company", async () => {
    await put(nurse, recordingOf(CUST.frMaternity, products, { adds: 1 }));
    const last = recordingOf(CUST.frMaternity, products, { adds: 5 });
    await put(nurse, last);
    const read = await api.get("/admin/cart", { token: nurse });
    expect(read.body.recording).toEqual(last);
    expect(read.body.events).toBe(6);
    const rows = await server.db.select({ custNo: liveCarts.custNo }).from(liveCarts).where(eq(liveCarts.custNo, CUST.frMaternity));
    expect(rows).toHaveLength(1);
  });

  it("lets the FR rep and the FR support agent read cust_no 100234's cart, and audits it", async () => {
    const recording = recordingOf(CUST.frMaternity, products, { adds: 2 });
    await put(nurse, recording);
    for (const [token, email] of [
      [rep, SEED_EMAILS.rep],
      [support, SEED_EMAILS.support],
    ] as const) {
      const read = await api.get(`/admin/cart/${CUST.frMaternity}`, { token });
      expect(read.status).toBe(200);
      expect(read.body).toMatchObject({ cust_no: CUST.frMaternity, updated_by: SEED_EMAILS.nurse, events: 3, recording });
      const [reader] = await server.db.select({ id: users.id }).from(users).where(eq(users.email, email));
      const audited = await server.db
        .select({ action: audit.action })
        .from(audit)
        .where(and(eq(audit.userId, reader!.id), eq(audit.action, "live_cart.read"), eq(audit.onBehalfCustNo, CUST.frMaternity)));
      expect(audited.length).toBeGreaterThan(0);
    }
  });

  it("answers 404 to another customer, a rep of another market and for unknown companies; 401 without a session", async () => {
    await put(nurse, recordingOf(CUST.frMaternity, products));
    const refusals = [
      await api.get(`/admin/cart/${CUST.frMaternity}`, { token: dutch }),
      await api.get(`/admin/cart/${CUST.frMaternity}`, { token: nlRep }),
      await api.get("/admin/cart/9999999", { token: rep }),
      await api.get("/admin/cart/not-a-number", { token: support }),
    ];
    for (const refused of refusals) {
      expect(refused.status).toBe(404);
      expect(refused.body.error.code).toBe("liveCart.not_found");
    }
    // A company the caller may not serve and one that does not exist answer alike.
    const unknown = await api.get("/admin/cart/9999999", { token: nlRep });
    expect({ ...refusals[1]!.body.error, cust_no: "" }).toEqual({ ...unknown.body.error, cust_no: "" });
    expect((await api.get(`/admin/cart/${CUST.frMaternity}`)).status).toBe(401);
    expect((await api.get("/admin/cart")).status).toBe(401);
    expect((await api.put("/admin/cart", recordingOf(CUST.frMaternity, products))).status).toBe(401);
  });

  it("answers 404 when the company has no cart, for its own users and for those who serve it", async () => {
    const own = await api.get("/admin/cart", { token: dutch });
    expect(own.status).toBe(404);
    expect(own.body.error.code).toBe("liveCart.not_found");
    expect((await api.get(`/admin/cart/${CUST.frMidwives}`, { token: rep })).status).toBe(404);
  });

  it("lets a rep work on the chosen company's cart, hand it back, and keeps who made each change", async () => {
    const byRep = recordingOf(CUST.frMidwives, products, { by: SEED_EMAILS.rep, adds: 1 });
    const stored = await put(rep, byRep, onBehalf(CUST.frMidwives));
    expect(stored.status).toBe(200);
    expect(stored.body).toMatchObject({ cust_no: CUST.frMidwives, updated_by: SEED_EMAILS.rep });
    const read = await api.get("/admin/cart", { token: support, headers: onBehalf(CUST.frMidwives) });
    expect(read.status).toBe(200);
    expect(read.body.recording.events.map((step: { by: string }) => step.by)).toEqual([SEED_EMAILS.rep, SEED_EMAILS.rep]);
    const [saved] = await server.db.select({ details: audit.details }).from(audit).where(and(eq(audit.action, "live_cart.save"), eq(audit.onBehalfCustNo, CUST.frMidwives)));
    expect(saved?.details).toMatchObject({ events: 2, on_behalf: true });
  });

  it("refuses a rep who chose no company (403), and a recording of another company (400)", async () => {
    const none = await put(rep, recordingOf(CUST.frMidwives, products));
    expect(none.status).toBe(403);
    expect(none.body.error.code).toBe("orders.company_not_chosen");
    expect((await api.get("/admin/cart", { token: rep })).status).toBe(403);

    const mismatch = await put(nurse, recordingOf(CUST.frMidwives, products));
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.error).toMatchObject({ code: "liveCart.company_mismatch", field: "company.cust_no", recorded: CUST.frMidwives, cust_no: CUST.frMaternity });
    expect(mismatch.body.error.message).toContain(CUST.frMidwives);
    await put(nurse, recordingOf(CUST.frMaternity, products));
    const elsewhere = await put(rep, recordingOf(CUST.frMaternity, products, { by: SEED_EMAILS.rep }), onBehalf(CUST.frMidwives));
    expect(elsewhere.status).toBe(400);
    // The company named in the recording keeps its own cart.
    expect((await api.get(`/admin/cart/${CUST.frMaternity}`, { token: rep })).body.updated_by).toBe(SEED_EMAILS.nurse);
  });

  it("answers 400 naming the field of a malformed recording", async () => {
    const recording = recordingOf(CUST.frMaternity, products);
    const added = (event: Record<string, unknown>) => ({ ...recording, events: [...recording.events, { at: 1, by: "x", event: { type: "cart.add", ...event } }] });
    const cases: ReadonlyArray<[unknown, string, string]> = [
      // The shape, checked by the contract.
      [{ ...recording, time_zone: 7 }, "request.invalid", "time_zone"],
      [{ ...recording, company: {} }, "request.invalid", "company.cust_no"],
      [added({ part_no: "1", product: 0, quantity: "two" }), "request.invalid", "events.3.event"],
      // What a replay needs, checked by core's recording reader.
      [{ ...recording, version: 2 }, "cart.recording.unsupported_version", "version"],
      [{ ...recording, time_zone: "Mars/Olympus" }, "cart.recording.malformed", "time_zone"],
      [added({ part_no: products[0]!.part_no, product: 9, quantity: 1 }), "cart.recording.malformed", "events[3].event.product"],
    ];
    for (const [body, code, field] of cases) {
      const refused = await put(nurse, body);
      expect(refused.status, JSON.stringify(refused.body)).toBe(400);
      expect(refused.body.error.code).toBe(code);
      expect(refused.body.error.field, JSON.stringify(refused.body)).toContain(field);
      expect(refused.body.error.message).not.toContain("{{");
    }
    // Nothing of it was stored.
    expect((await api.get("/admin/cart", { token: nurse })).body.recording?.time_zone ?? "Europe/Paris").toBe("Europe/Paris");
    const unreadable = await api.call("PUT", "/admin/cart", undefined, { token: nurse, raw: '{"version": 1,' });
    expect(unreadable.status).toBe(400);
  });

  it(`refuses more than ${MAX_LIVE_CART_EVENTS} events and bodies over ${MAX_LIVE_CART_BYTES} bytes with 413`, async () => {
    const base = recordingOf(CUST.frMaternity, products);
    const tiny = { at: 1, by: "", event: { type: "cart.dismissError" } };
    const many = { ...base, events: [...base.events, ...Array.from({ length: MAX_LIVE_CART_EVENTS }, () => tiny)] };
    expect(JSON.stringify(many).length).toBeLessThan(MAX_LIVE_CART_BYTES);
    const tooMany = await put(nurse, many);
    expect(tooMany.status).toBe(413);
    expect(tooMany.body.error).toMatchObject({ code: "liveCart.too_many_events", max_events: MAX_LIVE_CART_EVENTS });

    const padded = { ...recordingOf(CUST.frMaternity, products), shop: { hostname: "x".repeat(MAX_LIVE_CART_BYTES), locale: "fr" } };
    const tooBig = await put(nurse, padded);
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.error).toMatchObject({ code: "request.too_large", max_bytes: MAX_LIVE_CART_BYTES });
    // Other calls keep the 1 MB cap.
    expect((await api.post("/auth/login", { email: "x".repeat(1_100_000), password: "x" })).status).toBe(413);
  });

  it("accepts a recording above 1 MB under the cart's own cap", async () => {
    const large = recordingOf(CUST.frMaternity, products, { adds: 12_000 });
    expect(JSON.stringify(large).length).toBeGreaterThan(1024 * 1024);
    const stored = await put(nurse, large);
    expect(stored.status).toBe(200);
    expect(stored.body.events).toBe(12_001);
  });

  it("is listed in the OpenAPI document", async () => {
    const document = (await api.get("/admin/openapi.json")).body as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(document.paths["/admin/cart"] ?? {})).toEqual(expect.arrayContaining(["get", "put"]));
    expect(Object.keys(document.paths["/admin/cart/{cust_no}"] ?? {})).toContain("get");
  });
});
