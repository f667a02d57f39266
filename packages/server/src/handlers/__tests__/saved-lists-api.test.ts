import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { MAX_SAVED_LIST_LINES, MAX_SAVED_LISTS_PER_COMPANY } from "@proshop/core";
import { SEED_CUSTOMER_NUMBERS as CUST } from "@proshop/fixtures/seed/companies";
import { SEED_PARTS as P } from "@proshop/fixtures/seed/catalogue/products";
import { ZOOM_PARTS } from "@proshop/fixtures/seed/catalogue/zoom-kits";
import { SEED_EMAILS } from "@proshop/fixtures/seed/users";
import { testDatabases } from "../../__tests__/databases.ts";
import { useTestServer } from "../../__tests__/test-server.ts";
import type { RunningServer } from "../../app.ts";
import { audit, savedLists } from "../../db/schema.ts";
import type { ShopClient } from "./http.ts";

/*
 * Saved lists (issue 17): saved for the active company, seen by its users and by the
 * representatives who act for it, and a 404 (never a 403) for every other company's list.
 */

const onBehalf = (custNo: string) => ({ "x-customer-number": custNo });
const LINES = [
  { part_no: P.nippleCream, quantity: 5 },
  { part_no: P.valveSet, quantity: 4 },
];

describe.each(testDatabases())("saved lists API ($name)", (database) => {
  let server: RunningServer;
  let api: ShopClient;
  let nurse: string;
  let dutch: string;
  let rep: string;
  useTestServer(database, async (running) => {
    ({ server, api } = running);
    [nurse, dutch, rep] = await Promise.all([api.login(SEED_EMAILS.nurse), api.login(SEED_EMAILS.vroedvrouw), api.login(SEED_EMAILS.rep)]);
  });

  const create = (token: string, body: unknown, headers: Record<string, string> = {}) => api.post("/admin/saved_list", body, { token, headers });

  it("saves a list for the customer's company and answers it with its lines, who saved it and when", async () => {
    const answer = await create(nurse, { name: "  Commande mensuelle  ", lines: LINES });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ name: "Commande mensuelle", cust_no: CUST.frMaternity, line_count: 2, created_by: SEED_EMAILS.nurse, lines: LINES });
    expect(Date.parse(answer.body.created_at)).toBeGreaterThan(Date.now() - 60_000);

    const listed = await api.get("/admin/saved_list", { token: nurse });
    expect(listed.status).toBe(200);
    expect(listed.body.lists).toContainEqual(expect.objectContaining({ id: answer.body.id, name: "Commande mensuelle", line_count: 2 }));
    const read = await api.get(`/admin/saved_list/${answer.body.id}`, { token: nurse });
    expect(read.status).toBe(200);
    expect(read.body).toEqual(answer.body);
  });

  it("shows the company's lists to its representative acting on behalf, who may save one too (audited)", async () => {
    const saved = await create(nurse, { name: "Pour le représentant", lines: LINES });
    const listed = await api.get("/admin/saved_list", { token: rep, headers: onBehalf(CUST.frMaternity) });
    expect(listed.status).toBe(200);
    expect(listed.body.lists.map((list: { id: number }) => list.id)).toContain(saved.body.id);
    expect((await api.get(`/admin/saved_list/${saved.body.id}`, { token: rep, headers: onBehalf(CUST.frMaternity) })).body.lines).toEqual(LINES);

    const byRep = await create(rep, { name: "Préparée par le représentant", lines: [LINES[0]] }, onBehalf(CUST.frMaternity));
    expect(byRep.status).toBe(201);
    expect(byRep.body).toMatchObject({ cust_no: CUST.frMaternity, created_by: SEED_EMAILS.rep });
    const rows = await server.db.select().from(audit).where(and(eq(audit.action, "saved_list.save"), eq(audit.onBehalfCustNo, CUST.frMaternity)));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.details).toMatchObject({ id: byRep.body.id, on_behalf: true });

    // The nurse sees what the representative prepared.
    expect((await api.get("/admin/saved_list", { token: nurse })).body.lists.map((list: { name: string }) => list.name)).toContain("Préparée par le représentant");
  });

  it("answers 404, never 403, for another company's list, and lists only the company's own", async () => {
    const saved = await create(nurse, { name: "Privée", lines: LINES });
    const id = saved.body.id as number;
    for (const [token, headers] of [
      [dutch, {}],
      [rep, onBehalf(CUST.frMidwives)],
    ] as const) {
      const read = await api.get(`/admin/saved_list/${id}`, { token, headers });
      expect(read.status).toBe(404);
      expect(read.body.error.code).toBe("savedList.not_found");
      expect((await api.call("DELETE", `/admin/saved_list/${id}`, undefined, { token, headers })).status).toBe(404);
      const listed = await api.get("/admin/saved_list", { token, headers });
      expect(listed.body.lists.map((list: { id: number }) => list.id)).not.toContain(id);
    }
    expect((await api.get("/admin/saved_list/999999", { token: nurse })).status).toBe(404);
    // Still there for its company.
    expect((await api.get(`/admin/saved_list/${id}`, { token: nurse })).status).toBe(200);
  });

  it("deletes a list of the company (204), then answers 404", async () => {
    const saved = await create(nurse, { name: "À supprimer", lines: LINES });
    const deleted = await api.call("DELETE", `/admin/saved_list/${saved.body.id}`, undefined, { token: nurse });
    expect(deleted.status).toBe(204);
    expect((await api.get(`/admin/saved_list/${saved.body.id}`, { token: nurse })).status).toBe(404);
    expect((await api.call("DELETE", `/admin/saved_list/${saved.body.id}`, undefined, { token: nurse })).status).toBe(404);
  });

  it("refuses a second list of the same name in the company, ignoring case (409), but not in another company", async () => {
    expect((await create(nurse, { name: "Hebdo", lines: LINES })).status).toBe(201);
    const again = await create(nurse, { name: "HEBDO", lines: LINES });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: "savedList.name_taken", field: "name" });
    expect(again.body.error.message).toContain("HEBDO");
    expect((await create(dutch, { name: "Hebdo", lines: [{ part_no: P.antiColicBottle, quantity: 1 }] })).status).toBe(201);
  });

  it("answers 400 naming the field for a bad name, bad lines, unknown properties or a product outside the catalogue", async () => {
    const refused = async (body: unknown, field: string, code = "request.invalid") => {
      const answer = await create(nurse, body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(answer.body.error).toMatchObject({ code, field });
      expect(JSON.stringify(answer.body)).not.toMatch(/\bat .*\.(ts|js):\d+|node_modules/);
    };
    await refused({ name: "", lines: LINES }, "name");
    await refused({ name: "   ", lines: LINES }, "name");
    await refused({ name: "x".repeat(81), lines: LINES }, "name");
    await refused({ name: "a\u0000b", lines: LINES }, "name");
    // A megabyte name (just under the 1 MB body cap): refused naming the field, not stored, no stack trace.
    await refused({ name: "x".repeat(1_000_000), lines: LINES }, "name");
    await refused({ name: "ok", lines: [] }, "lines");
    await refused({ name: "ok", lines: Array.from({ length: MAX_SAVED_LIST_LINES + 1 }, () => LINES[0]) }, "lines");
    await refused({ name: "ok", lines: [{ part_no: P.nippleCream, quantity: 0 }] }, "lines.0.quantity");
    await refused({ name: "ok", lines: [{ part_no: P.nippleCream, quantity: 1.5 }] }, "lines.0.quantity");
    await refused({ name: "ok", lines: [{ part_no: "x".repeat(65), quantity: 1 }] }, "lines.0.part_no");
    await refused({ name: "ok", lines: LINES, cust_no: CUST.frMidwives }, "cust_no");
    await refused({ name: "ok", lines: [{ ...LINES[0], price: 1 }] }, "lines.0.price");
    await refused({ name: "ok", lines: [LINES[0], { part_no: "NOT-SOLD", quantity: 1 }] }, "lines.1.part_no", "savedList.unknown_product");
    expect((await api.get("/admin/saved_list/abc", { token: nurse })).body.error).toMatchObject({ code: "request.invalid", field: "id" });
    expect((await api.get("/admin/saved_list/99999999999", { token: nurse })).body.error).toMatchObject({ code: "request.invalid", field: "id" });
  });

  // Issue 32 item 17: a list is a cart to fill later, so it holds only what the shop sells the company.
  it("refuses a Zoom! kit, which the shop never sells, even to a Zoom! practice, naming the line", async () => {
    const dentist = await api.login(SEED_EMAILS.dentist);
    for (const [token, headers] of [[nurse, {}], [dentist, {}], [rep, onBehalf(CUST.frDental)]] as const) {
      const answer = await create(token, { name: "Kits", lines: [LINES[0], { part_no: ZOOM_PARTS.refill16, quantity: 1 }] }, headers);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatchObject({ code: "savedList.unknown_product", field: "lines.1.part_no", part_no: ZOOM_PARTS.refill16 });
    }
    // The same rule as the catalogue's: what it lists is accepted.
    const listed = (await api.get("/admin/product", { token: dentist })).body as ReadonlyArray<{ part_no: string }>;
    const sold = listed.find((product) => product.part_no !== "")!.part_no;
    expect((await create(dentist, { name: "Cabinet", lines: [{ part_no: sold, quantity: 1 }] })).status).toBe(201);
    const stored = await server.db.select({ lines: savedLists.lines }).from(savedLists);
    expect(JSON.stringify(stored)).not.toContain(ZOOM_PARTS.refill16);
  });

  it("keeps at most the maximum number of lists per company (409)", async () => {
    const kept = (await api.get("/admin/saved_list", { token: dutch })).body.lists.length as number;
    await server.db.insert(savedLists).values(
      Array.from({ length: MAX_SAVED_LISTS_PER_COMPANY - kept }, (_, i) => ({ custNo: CUST.nlPractice, name: `Lijst ${i}`, lines: [{ part_no: P.antiColicBottle, quantity: 1 }] })),
    );
    const refused = await create(dutch, { name: "Eén te veel", lines: [{ part_no: P.antiColicBottle, quantity: 1 }] });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: "savedList.too_many", max: MAX_SAVED_LISTS_PER_COMPANY });
    // In the user's language.
    expect(refused.body.error.message).toMatch(/lijsten/);
  });

  it("asks for a session, and a representative must choose a company first", async () => {
    expect((await api.get("/admin/saved_list")).status).toBe(401);
    expect((await create("not-a-token", { name: "x", lines: LINES })).status).toBe(401);
    const withoutCompany = await api.get("/admin/saved_list", { token: rep });
    expect(withoutCompany.status).toBe(403);
    expect(withoutCompany.body.error.code).toBe("orders.company_not_chosen");
  });
});
