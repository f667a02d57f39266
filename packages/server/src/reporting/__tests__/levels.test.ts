import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { registrationDefaults, reportingLevelOfToken } from "@proshop/core";
import { REPORTING_CUSTOMER_NUMBERS, REPORTING_EMAILS } from "@proshop/fixtures/seed/reporting/accounts";
import { SEED_EMAILS, SEED_PASSWORD } from "@proshop/fixtures/seed/users";
import { testDatabases } from "../../__tests__/databases.ts";
import { useTestServer } from "../../__tests__/test-server.ts";
import type { RunningServer } from "../../app.ts";
import { reportingAccounts, users } from "../../db/schema.ts";
import type { ShopClient } from "../../handlers/__tests__/http.ts";
import { loginReportingAccounts, REPORTING, type Tokens } from "./kit.ts";

/*
 * The level matrix of issue 14, enforced by the server on every call: what each seeded level
 * may do, the blocked account's log-in, levels never granted by registration, a level lowered
 * at once, and reporting and shop accounts kept apart.
 */

type Call = readonly [method: "GET" | "POST", path: string, body?: unknown];

describe.each(testDatabases())("reporting levels ($name)", (database) => {
  let server: RunningServer;
  let api: ShopClient;
  let tokens: Omit<Tokens, "blocked">;
  let nlLocation: number;
  useTestServer(database, async (running) => {
    ({ server, api } = running);
    tokens = await loginReportingAccounts(api);
    nlLocation = (await api.get(`${REPORTING}/locations`, { token: tokens.nlAdmin })).body[0].id;
  });

  const status = async (token: string, [method, path, body]: Call) => (await api.call(method, `${REPORTING}${path}`, body, { token })).status;

  it("lets each level do exactly what the table allows, and names what a refused level allows", async () => {
    const areas: Record<string, Call> = {
      live: ["GET", `/locations/${nlLocation}/occupancy`],
      counts: ["GET", `/counts?location=${nlLocation}&from=2025-01-01&to=2025-02-01`],
      manage: ["GET", "/users"],
      companies: ["GET", "/companies"],
    };
    const expected: Record<keyof typeof tokens, Record<keyof typeof areas, number>> = {
      librarian: { live: 200, counts: 200, manage: 403, companies: 403 },
      nlAdmin: { live: 200, counts: 200, manage: 200, companies: 403 },
      countsOnly: { live: 200, counts: 200, manage: 403, companies: 403 },
      kiosk: { live: 200, counts: 403, manage: 403, companies: 403 },
      superAdmin: { live: 200, counts: 200, manage: 200, companies: 200 },
      frAdmin: { live: 404, counts: 404, manage: 200, companies: 403 },
    };
    for (const [account, byArea] of Object.entries(expected)) {
      for (const [area, wanted] of Object.entries(byArea)) {
        expect(await status(tokens[account as keyof typeof tokens], areas[area]!), `${account} ${area}`).toBe(wanted);
      }
    }
    const refused = await api.get(`${REPORTING}/counts?from=2025-01-01&to=2025-02-01`, { token: tokens.kiosk });
    expect(refused.body.error).toMatchObject({ code: "reporting.level.forbidden", level: 4 });
    // The kiosk account speaks Dutch: its level and what it allows, in its words.
    expect(refused.body.error.message).toBe("Uw niveau (Live tellingen) staat dit niet toe. Het staat toe: de actuele bezetting.");
  });

  it("lets only levels 2 and 5 write locations, devices and users", async () => {
    const writes: Call[] = [
      ["POST", "/locations", { name: "Nieuw", timeZone: "Europe/Amsterdam" }],
      ["POST", "/devices", { device: "Poort", device_type: "eco_gate", location: nlLocation }],
      ["POST", "/users", { email: `new-${Math.random()}@example.nl`, level: 1 }],
    ];
    for (const call of writes) {
      for (const account of ["librarian", "countsOnly", "kiosk"] as const) expect(await status(tokens[account], call), `${account} ${call[1]}`).toBe(403);
      expect(await status(tokens.nlAdmin, call), call[1]).toBe(201);
    }
  });

  it("refuses the blocked account's log-in as a wrong password, so a guesser learns nothing (issue 32 item 16)", async () => {
    const answer = await api.post("/auth/login", { email: REPORTING_EMAILS.blocked, password: SEED_PASSWORD });
    expect([answer.status, answer.body.error.code]).toEqual([401, "session.login.failed"]);
    expect(answer.body.auth).toBeUndefined();
    const wrong = await api.post("/auth/login", { email: REPORTING_EMAILS.blocked, password: "not-the-password" });
    expect(wrong.body).toEqual(answer.body);
  });

  it("puts the level in the session token, and none in a shop account's", async () => {
    expect(reportingLevelOfToken(tokens.kiosk)).toBe(4);
    expect(reportingLevelOfToken(tokens.superAdmin)).toBe(5);
    expect(reportingLevelOfToken(await api.login(SEED_EMAILS.nurse))).toBeNull();
  });

  it("never grants a level or a right from the registration form", async () => {
    const email = "ambitious@example.fr";
    const form = {
      ...registrationDefaults("fr"),
      email,
      cust_no: "1234569",
      firstName: "Am",
      lastName: "Bitious",
      password: "a-good-password",
      userLevel: 5,
      rights: ["admin"],
      license_valid: "APPROVED",
    };
    expect((await api.postSigned("/admin/user", form)).status).toBe(200);
    const token = await api.login(email, "a-good-password");
    expect(reportingLevelOfToken(token)).toBeNull();
    for (const path of ["/me", "/locations", "/companies", "/users", `/locations/${nlLocation}/occupancy`]) {
      const answer = await api.get(`${REPORTING}${path}`, { token });
      expect(answer.status, path).toBe(403);
      expect(answer.body.error.code, path).toBe("reporting.account.no_access");
    }
    const [user] = await server.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    expect(await server.db.select().from(reportingAccounts).where(eq(reportingAccounts.userId, user!.id))).toEqual([]);
  });

  it("blocks an account at once when its level is lowered to 0, whatever its token says", async () => {
    const email = "soon-blocked@example.nl";
    const created = await api.post(`${REPORTING}/users`, { email, level: 1, password: "a-good-password" }, { token: tokens.nlAdmin });
    expect(created.status).toBe(201);
    const token = await api.login(email, "a-good-password");
    expect((await api.get(`${REPORTING}/me`, { token })).status).toBe(200);
    await server.db.update(reportingAccounts).set({ level: 0 }).where(eq(reportingAccounts.userId, created.body.id));
    const answer = await api.get(`${REPORTING}/me`, { token });
    expect([answer.status, answer.body.error.code]).toEqual([403, "session.login.blocked"]);
  });

  it("keeps reporting accounts out of the shop and shop accounts out of reporting", async () => {
    for (const path of ["/admin/product", "/admin/user/me", "/admin/cart"]) {
      const answer = await api.get(path, { token: tokens.librarian });
      expect(answer.status, path).toBe(403);
      expect(answer.body.error.code).toBe("reporting.account.reporting_only");
    }
    const nurse = await api.login(SEED_EMAILS.nurse);
    expect((await api.get("/admin/product", { token: nurse })).status).toBe(200);
    expect((await api.get(`${REPORTING}/me`, { token: nurse })).status).toBe(403);
    expect((await api.get(`${REPORTING}/me`)).status).toBe(401);
  });

  it("answers /me with the account's level, company and abilities", async () => {
    const me = await api.get(`${REPORTING}/me`, { token: tokens.nlAdmin });
    expect(me.body).toMatchObject({
      email: REPORTING_EMAILS.nlAdmin,
      level: 2,
      company: { id: REPORTING_CUSTOMER_NUMBERS.nlLibrary, organisation: "NL" },
      abilities: { live: true, counts: true, reports: "company", manage: true, companies: false },
      grantable_levels: [0, 1, 3, 4],
    });
  });
});
