import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { Layer } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isPublicSlug, PUBLIC_OCCUPANCY_FIELDS } from "@proshop/core";
import { testDatabases, type CreatedTestDatabase } from "../../__tests__/databases.ts";
import { serveRoutes, type ServedRoutes } from "../../__tests__/test-server.ts";
import { startServer, type RunningServer } from "../../app.ts";
import { loadConfig, ServerConfig } from "../../config.ts";
import { Db } from "../../db/client.ts";
import { reportingLocations } from "../../db/schema.ts";
import { shopClient, type ShopClient } from "../../handlers/__tests__/http.ts";
import { PUBLIC_RATE_LIMIT, publicOccupancyOf } from "../public-occupancy.ts";
import { publicPageRoutesWith } from "../public-page-route.ts";
import { createSite, events, loginReportingAccounts, REPORTING, type Tokens } from "./kit.ts";

/*
 * A location's public occupancy (issue 36), over real HTTP: made public by its administrator,
 * read by anyone (CORS open, a short cache, one database read per slug and period whatever the
 * number of visitors), rate-limited per address, 404 at once when private again; the public page
 * may be framed by the origins the location lists, and no other page by anyone.
 */

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><script>window.x=1</script><title>Occupancy</title></head><body><main id="root"></main></body></html>`;

describe.each(testDatabases())("public occupancy ($name)", (database) => {
  let created: CreatedTestDatabase;
  let server: RunningServer;
  let api: ShopClient;
  let tokens: Omit<Tokens, "blocked">;
  let webRoot: string;
  let page: ServedRoutes;
  /** A distinct client address per test (the server trusts X-Forwarded-For from loopback here), so the limit of one test does not reach another. */
  let addresses = 0;
  const fromNewAddress = () => ({ headers: { "x-forwarded-for": `198.51.100.${++addresses}` } });

  beforeAll(async () => {
    created = await database.create();
    server = await startServer({ port: 0, host: "127.0.0.1", quiet: true, seed: true, trustProxy: ["loopback"], ...created.options });
    api = shopClient(server.url);
    tokens = await loginReportingAccounts(api);
    // The page's route over a build folder of the test's own, on the same database (and so the same instance cache).
    webRoot = await mkdtemp(join(tmpdir(), "proshop-public-page-"));
    await writeFile(join(webRoot, "occupancy.html"), PAGE);
    page = await serveRoutes(
      publicPageRoutesWith({ root: webRoot }).pipe(
        Layer.provide(Layer.succeed(Db, server.db)),
        Layer.provide(Layer.succeed(ServerConfig, { ...loadConfig({}), trustProxy: ["loopback"] })),
      ),
    );
  });
  afterAll(async () => {
    await page?.close();
    await server?.close();
    await created?.drop();
    if (webRoot !== undefined) await rm(webRoot, { recursive: true, force: true });
  });

  /** A public location of the Dutch library with the given settings; answers its id and slug. */
  const publicSite = async (settings: Record<string, unknown> = {}) => {
    const site = await createSite(api, tokens.nlAdmin, { name: "Bibliotheek Centrale – Hal", optimal_balance: 10, balance_orange: 50, balance_red: 90, ...settings });
    const made = await api.put(`${REPORTING}/locations/${site.location}`, { public: true }, { token: tokens.nlAdmin });
    expect(made.status).toBe(200);
    return { ...site, slug: made.body.public_slug as string };
  };

  it("lets the company's administrator make a location public: a readable, unguessable slug, kept when private again", async () => {
    const site = await createSite(api, tokens.nlAdmin, { name: "Médiathèque Part-Dieu" });
    const before = await api.get(`${REPORTING}/locations/${site.location}`, { token: tokens.nlAdmin });
    expect(before.body).toMatchObject({ public: false, public_slug: null, public_embed_origins: [] });

    const made = await api.put(`${REPORTING}/locations/${site.location}`, { public: true, public_embed_origins: ["https://www.Library.example/"] }, { token: tokens.nlAdmin });
    expect(made.status).toBe(200);
    expect(made.body.public).toBe(true);
    expect(made.body.public_slug).toMatch(/^mediatheque-part-dieu-[a-z0-9]{10}$/);
    expect(isPublicSlug(made.body.public_slug)).toBe(true);
    expect(made.body.public_embed_origins).toEqual(["https://www.library.example"]);

    const slug = made.body.public_slug as string;
    const privateAgain = await api.put(`${REPORTING}/locations/${site.location}`, { public: false }, { token: tokens.nlAdmin });
    expect(privateAgain.body).toMatchObject({ public: false, public_slug: slug });
    const publicAgain = await api.put(`${REPORTING}/locations/${site.location}`, { public: true }, { token: tokens.superAdmin });
    expect(publicAgain.body).toMatchObject({ public: true, public_slug: slug });
  });

  it("refuses a level 1 user (403) and another company's administrator (404); shows the settings only to those who may change them", async () => {
    const site = await createSite(api, tokens.nlAdmin);
    const librarian = await api.put(`${REPORTING}/locations/${site.location}`, { public: true }, { token: tokens.librarian });
    expect(librarian.status).toBe(403);
    const otherCompany = await api.put(`${REPORTING}/locations/${site.location}`, { public: true }, { token: tokens.frAdmin });
    expect(otherCompany.status).toBe(404);
    const [row] = await server.db.select({ isPublic: reportingLocations.isPublic }).from(reportingLocations).where(eq(reportingLocations.id, site.location));
    expect(row?.isPublic).toBe(false);

    for (const token of [tokens.librarian, tokens.countsOnly, tokens.kiosk]) {
      const read = await api.get(`${REPORTING}/locations/${site.location}`, { token });
      expect(read.status).toBe(200);
      expect(read.body).not.toHaveProperty("public");
      expect(read.body).not.toHaveProperty("public_slug");
      expect(read.body).not.toHaveProperty("public_embed_origins");
      const listed = await api.get(`${REPORTING}/locations`, { token });
      expect(listed.body.find((location: { id: number }) => location.id === site.location)).not.toHaveProperty("public_slug");
    }
    const listed = await api.get(`${REPORTING}/locations`, { token: tokens.nlAdmin });
    expect(listed.body.find((location: { id: number }) => location.id === site.location)).toHaveProperty("public_slug", null);
  });

  it("refuses embedding origins with a path or too many of them, naming the field", async () => {
    const site = await createSite(api, tokens.nlAdmin);
    const path = await api.put(`${REPORTING}/locations/${site.location}`, { public_embed_origins: ["https://library.example/agenda"] }, { token: tokens.nlAdmin });
    expect(path.status).toBe(400);
    expect(path.body.error).toMatchObject({ code: "publicSettings.field.embed_origin", field: "public_embed_origins", origin: "https://library.example/agenda" });
    const injection = await api.put(`${REPORTING}/locations/${site.location}`, { public_embed_origins: ["https://a.example; script-src *"] }, { token: tokens.nlAdmin });
    expect(injection.status).toBe(400);
    const many = await api.put(
      `${REPORTING}/locations/${site.location}`,
      { public_embed_origins: Array.from({ length: 11 }, (_, index) => `https://s${index}.example`) },
      { token: tokens.nlAdmin },
    );
    expect(many.status).toBe(400);
    expect(many.body.error.field).toBe("public_embed_origins");
  });

  it("answers the public JSON without log-in: exactly the public fields, CORS open, a 5 s public cache", async () => {
    const site = await publicSite({ image: "https://images.example/centrale.jpg" });
    const now = Date.now();
    const ingest = await api.post(`${REPORTING}/ingest`, events([1, new Date(now - 60_000).toISOString(), "enter", 7], [2, new Date(now - 30_000).toISOString(), "leave", 1]), {
      token: site.deviceToken,
    });
    expect(ingest.status).toBe(200);

    const answer = await api.get(`${REPORTING}/public/${site.slug}`, fromNewAddress());
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body).sort()).toEqual([...PUBLIC_OCCUPANCY_FIELDS].sort());
    expect(Object.keys(answer.body).sort()).toEqual(["at", "expected", "image", "indicator", "name", "percent", "summary"]);
    expect(answer.body).toMatchObject({ name: "Bibliotheek Centrale – Hal", image: "https://images.example/centrale.jpg", percent: 60, indicator: "orange" });
    // The venue's local time with its offset.
    expect(answer.body.at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?[+-]\d\d:\d\d$/);
    expect(Array.isArray(answer.body.expected)).toBe(true);
    expect(answer.headers.get("access-control-allow-origin")).toBe("*");
    expect(answer.headers.get("access-control-allow-credentials")).toBeNull();
    expect(answer.headers.get("cache-control")).toBe("public, max-age=5");
    // Nothing of the company, its devices or counts (the exact keys above say so too).
    const text = JSON.stringify(answer.body);
    for (const secret of ["300500", "enters", "leaves", "organisation", "device", "Test counter"]) expect(text).not.toContain(secret);
  });

  it("gives today's expected occupancy by hour in percent and the day's summary, as the reporting area computes them", async () => {
    const listed = await api.get(`${REPORTING}/locations`, { token: tokens.nlAdmin });
    const demo = listed.body.find((location: { name: string }) => location.name === "Centrale Bibliotheek Oosterpoort") as { id: number; optimal_balance: number };
    const made = await api.put(`${REPORTING}/locations/${demo.id}`, { public: true }, { token: tokens.nlAdmin });
    const answer = await api.get(`${REPORTING}/public/${made.body.public_slug}`, fromNewAddress());
    const expected = await api.get(`${REPORTING}/locations/${demo.id}/expected`, { token: tokens.nlAdmin });
    expect(expected.status).toBe(200);
    const hours = (expected.body.hours as Array<{ hour: string; expected: number | null }>).filter((hour) => hour.expected !== null);
    // The demo's year of history: a weekday like today in each of the last weeks.
    expect(hours.length).toBeGreaterThan(0);
    expect(answer.body.expected).toEqual(hours.map((hour) => ({ hour: hour.hour, percent: Math.round((hour.expected! * 100) / demo.optimal_balance) })));
    expect(answer.body.summary).toEqual(expected.body.summary);
    for (const hour of answer.body.expected) expect(Object.keys(hour).sort()).toEqual(["hour", "percent"]);
  });

  it("reads the database once per slug and period, whatever the number of concurrent visitors", async () => {
    const site = await publicSite();
    const { cache } = publicOccupancyOf(server.db);
    const before = cache.reads();
    const answers = await Promise.all(Array.from({ length: 50 }, (_, index) => fetch(`${server.url}${REPORTING}/public/${site.slug}`, { headers: { "x-forwarded-for": `203.0.113.${index + 1}` } })));
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 50 }, () => 200));
    expect(cache.reads() - before).toBe(1);
    // The same period: still no new read.
    await api.get(`${REPORTING}/public/${site.slug}`, fromNewAddress());
    expect(cache.reads() - before).toBe(1);
  });

  it("answers 404 at once when the location is made private again, and for an unknown slug", async () => {
    const site = await publicSite();
    expect((await api.get(`${REPORTING}/public/${site.slug}`, fromNewAddress())).status).toBe(200);
    await api.put(`${REPORTING}/locations/${site.location}`, { public: false }, { token: tokens.nlAdmin });
    const gone = await api.get(`${REPORTING}/public/${site.slug}`, fromNewAddress());
    expect(gone.status).toBe(404);
    expect(gone.body.error.code).toBe("publicPage.not_found");
    expect(gone.headers.get("access-control-allow-origin")).toBe("*");
    // Public again: at once too (the same address).
    await api.put(`${REPORTING}/locations/${site.location}`, { public: true }, { token: tokens.nlAdmin });
    expect((await api.get(`${REPORTING}/public/${site.slug}`, fromNewAddress())).status).toBe(200);

    expect((await api.get(`${REPORTING}/public/no-such-place-aaaaaaaaaa`, fromNewAddress())).status).toBe(404);
  });

  it("answers 404, never a 500, for a slug that cannot be one; the server's NUL guard answers 400", async () => {
    for (const slug of ["x".repeat(80), "%C3%A9t%C3%A9", "UPPER-case", "'%3B--", "a%20b", "..%2E"]) {
      const answer = await api.get(`${REPORTING}/public/${slug}`, fromNewAddress());
      expect(answer.status, slug.slice(0, 20)).toBe(404);
      expect(answer.body.error.code, slug.slice(0, 20)).toBe("publicPage.not_found");
    }
    // A slug longer than the router takes as a parameter, or an encoded slash, makes a path no route knows: 404 too.
    expect((await api.get(`${REPORTING}/public/${"x".repeat(5_000)}`, fromNewAddress())).status).toBe(404);
    expect((await api.get(`${REPORTING}/public/a%2Fb`, fromNewAddress())).status).toBe(404);
    // Every URL with a NUL byte is refused before any route (errors.ts): 400, not 500.
    const nul = await api.get(`${REPORTING}/public/a%00b`, fromNewAddress());
    expect(nul.status).toBe(400);
    expect((await fetch(`${page.url}/reporting/public/${"x".repeat(5_000)}`)).status).toBe(404);
  });

  it("limits each client address: 429 with Retry-After past the limit, other addresses still served", async () => {
    const site = await publicSite();
    const address = { headers: { "x-forwarded-for": "192.0.2.77" } };
    for (let sent = 0; sent < PUBLIC_RATE_LIMIT.max; sent += 50) {
      const statuses = await Promise.all(Array.from({ length: Math.min(50, PUBLIC_RATE_LIMIT.max - sent) }, () => api.get(`${REPORTING}/public/${site.slug}`, address).then((answer) => answer.status)));
      expect(new Set(statuses)).toEqual(new Set([200]));
    }
    const refused = await api.get(`${REPORTING}/public/${site.slug}`, address);
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe("publicPage.too_many_requests");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(PUBLIC_RATE_LIMIT.windowSeconds);
    expect(refused.headers.get("access-control-allow-origin")).toBe("*");
    expect(refused.headers.get("cache-control")).toBe("no-store");
    expect((await api.get(`${REPORTING}/public/${site.slug}`, fromNewAddress())).status).toBe(200);
  });

  it("lets the listed origins frame the public page, and nobody frame any other page", async () => {
    const site = await publicSite({});
    await api.put(`${REPORTING}/locations/${site.location}`, { public_embed_origins: ["https://www.library.example", "http://localhost:5173"] }, { token: tokens.nlAdmin });
    const framed = await fetch(`${page.url}/reporting/public/${site.slug}`, fromNewAddress());
    expect(framed.status).toBe(200);
    expect(await framed.text()).toBe(PAGE);
    const policy = framed.headers.get("content-security-policy") ?? "";
    expect(policy).toContain("frame-ancestors https://www.library.example http://localhost:5173");
    expect(policy).toContain("script-src 'self' 'sha256-");
    expect(framed.headers.get("x-content-type-options")).toBe("nosniff");

    // No origins listed: nobody.
    await api.put(`${REPORTING}/locations/${site.location}`, { public_embed_origins: [] }, { token: tokens.nlAdmin });
    const unlisted = await fetch(`${page.url}/reporting/public/${site.slug}`, fromNewAddress());
    expect(unlisted.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");

    // Private again or unknown: the page (which says so in the visitor's language) with 404, framed by nobody.
    await api.put(`${REPORTING}/locations/${site.location}`, { public: false, public_embed_origins: ["https://www.library.example"] }, { token: tokens.nlAdmin });
    const gone = await fetch(`${page.url}/reporting/public/${site.slug}`, fromNewAddress());
    expect(gone.status).toBe(404);
    expect(gone.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect((await fetch(`${page.url}/reporting/public/no-such-place-aaaaaaaaaa`, fromNewAddress())).status).toBe(404);

    // Every other page of the server keeps frame-ancestors 'none'.
    for (const path of ["/", "/reporting", "/reporting/locations", "/cart"]) {
      const other = await fetch(`${server.url}${path}`, { headers: { accept: "text/html" } });
      expect(other.headers.get("content-security-policy"), path).toContain("frame-ancestors 'none'");
      expect(other.headers.get("content-security-policy"), path).not.toContain("library.example");
    }
  });
});
