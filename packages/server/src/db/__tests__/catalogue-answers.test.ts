import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { SEED_EMAILS } from "@proshop/fixtures/seed/users";
import type { RunningServer } from "../../app.ts";
import { testDatabases } from "../../__tests__/databases.ts";
import { useTestServer } from "../../__tests__/test-server.ts";
import type { ShopClient } from "../../handlers/__tests__/http.ts";
import { loadShopProducts } from "../catalogue.ts";
import { matchesEtag } from "../../etag.ts";
import { MAX_AGE_MS } from "../catalogue-answers.ts";
import { organisations, stock } from "../schema.ts";

/*
 * GET /admin/product served from bytes built once per catalogue change: the same products as
 * read from the database, an ETag that a 304 honours, an order placed here shows at once, and
 * a change made behind the server's back shows after MAX_AGE_MS.
 */

const COD = { payment: { type: "creditcard", method: "cod" } } as const;

describe("catalogue answers (matchesEtag)", () => {
  it("matches a listed tag, a weak form of it and *, not another tag", () => {
    expect(matchesEtag('"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('"x", W/"abc"', '"abc"')).toBe(true);
    expect(matchesEtag("*", '"abc"')).toBe(true);
    expect(matchesEtag('"abd"', '"abc"')).toBe(false);
    expect(matchesEtag(undefined, '"abc"')).toBe(false);
  });
});

describe.each(testDatabases())("catalogue answers ($name)", (database) => {
  let server: RunningServer;
  let api: ShopClient;
  let nurse: string;
  useTestServer(database, async (running) => {
    ({ server, api } = running);
    await server.db.update(organisations).set({ maxOrderCountYear: null }).where(eq(organisations.id, "FR"));
    nurse = await api.login(SEED_EMAILS.nurse);
  });

  const nurseCompany = "100234";
  const fromDatabase = () => loadShopProducts(server.db, { organisationId: "FR", language: "fr", orderedBy: { custNo: nurseCompany, now: new Date() } });
  const stockOf = async (partNo: string): Promise<number> =>
    (await server.db.select({ quantity: stock.quantity }).from(stock).where(and(eq(stock.organisationId, "FR"), eq(stock.partNo, partNo))))[0]!.quantity;

  it("answers what the database holds, with an ETag that a conditional request turns into a 304", async () => {
    const first = await api.get("/admin/product", { token: nurse });
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toContain("application/json");
    expect(first.body).toEqual(JSON.parse(JSON.stringify(await fromDatabase())));
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^".+"$/);

    const again = await api.get("/admin/product", { token: nurse, headers: { "if-none-match": etag! } });
    expect(again.status).toBe(304);
    expect(again.body).toBeNull();
    const other = await api.get("/admin/product", { token: nurse, headers: { "if-none-match": '"not-this-one"' } });
    expect(other.status).toBe(200);
    expect(other.headers.get("etag")).toBe(etag);
  });

  it("shows an order placed through this server at once: less stock, more units this year", async () => {
    const listed = (await api.get("/admin/product", { token: nurse })).body as Array<{ part_no: string; stock: number; ordered_this_year: number }>;
    const partNo = "88430029";
    const before = listed.find((product) => product.part_no === partNo)!;
    const priced = await api.post("/admin/order", { lines: [{ part_no: partNo, quantity: 2 }] }, { token: nurse });
    expect(priced.status).toBe(200);
    const placed = await api.post(`/admin/order/${priced.body.order_nr}/submit`, { ...COD, confirmed_total: priced.body.total, shipping_method: "Standard" }, { token: nurse, headers: { "idempotency-key": "catalogue-answers-1" } });
    expect(placed.status).toBe(200);

    const after = ((await api.get("/admin/product", { token: nurse })).body as typeof listed).find((product) => product.part_no === partNo)!;
    expect(after.stock).toBe(before.stock - 2);
    expect(after.stock).toBe(await stockOf(partNo));
    expect(after.ordered_this_year).toBe(before.ordered_this_year + 2);
  });

  it("shows a change made behind the server's back after MAX_AGE_MS", async () => {
    const partNo = "88430029";
    await api.get("/admin/product", { token: nurse });
    await server.db.update(stock).set({ quantity: 4321 }).where(and(eq(stock.organisationId, "FR"), eq(stock.partNo, partNo)));
    await new Promise((resolve) => setTimeout(resolve, MAX_AGE_MS + 100));
    const listed = (await api.get("/admin/product", { token: nurse })).body as Array<{ part_no: string; stock: number }>;
    expect(listed.find((product) => product.part_no === partNo)!.stock).toBe(4321);
  });
});
