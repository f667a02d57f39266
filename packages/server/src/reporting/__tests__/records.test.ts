import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { REPORTING_CUSTOMER_NUMBERS as CUST } from "@proshop/fixtures/seed/reporting/accounts";
import { testDatabases } from "../../__tests__/databases.ts";
import { useTestServer } from "../../__tests__/test-server.ts";
import type { RunningServer } from "../../app.ts";
import { outbox } from "../../db/schema.ts";
import type { ShopClient } from "../../handlers/__tests__/http.ts";
import { createSite, loginReportingAccounts, REPORTING, type Tokens } from "./kit.ts";

/*
 * Locations, devices, users and companies through the API: every field kept, bad input refused
 * naming the field, another company's records answering 404, and the rules of who may give
 * which level and change which licence.
 */

describe.each(testDatabases())("reporting records ($name)", (database) => {
  let server: RunningServer;
  let api: ShopClient;
  let tokens: Omit<Tokens, "blocked">;
  useTestServer(database, async (running) => {
    ({ server, api } = running);
    tokens = await loginReportingAccounts(api);
  });

  const location = {
    name: "Bibliotheek Noord",
    description: "Nieuwbouw",
    timeZone: "Europe/Amsterdam",
    occ_mode: "enter_minus_leave",
    optimal_balance: 150,
    balance_orange: 80,
    balance_red: 100,
    stats_available_from: "2025-01-06",
    ignore_before: "08:00",
    ignore_after: "22:00",
    image: "https://bieb.example/noord.jpg",
    order: 4,
    is_active: true,
    contact_name: "Joost",
    contact_email: "joost@bieb.example",
    alert_recipients: ["joost@bieb.example"],
  };

  it("creates, reads, changes and deletes a location with every field", async () => {
    const created = await api.post(`${REPORTING}/locations`, location, { token: tokens.nlAdmin });
    expect(created.status).toBe(201);
    // Its public page's settings (issue 36) for those who may change them only.
    const publicSettings = { public: false, public_slug: null, public_embed_origins: [] };
    expect(created.body).toEqual({ id: expect.any(Number), company: CUST.nlLibrary, organisation: "NL", ...location, ...publicSettings });
    const id = created.body.id;
    const { public: _public, public_slug: _slug, public_embed_origins: _origins, ...readable } = created.body;
    expect((await api.get(`${REPORTING}/locations/${id}`, { token: tokens.librarian })).body).toEqual(readable);
    const changed = await api.put(`${REPORTING}/locations/${id}`, { optimal_balance: 0, ignore_after: null }, { token: tokens.nlAdmin });
    expect(changed.body).toMatchObject({ name: location.name, optimal_balance: 0, ignore_after: null, ignore_before: "08:00" });
    expect((await api.call("DELETE", `${REPORTING}/locations/${id}`, undefined, { token: tokens.nlAdmin })).status).toBe(204);
    expect((await api.get(`${REPORTING}/locations/${id}`, { token: tokens.nlAdmin })).status).toBe(404);
  });

  it("refuses bad location fields with 400 naming the field", async () => {
    const refused = async (body: Record<string, unknown>, field: string) => {
      const answer = await api.post(`${REPORTING}/locations`, { ...location, ...body }, { token: tokens.nlAdmin });
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(answer.body.error.field, JSON.stringify(body).slice(0, 80)).toBe(field);
      expect(JSON.stringify(answer.body)).not.toMatch(/node_modules|\.ts:\d+/);
    };
    await refused({ timeZone: "Europe/Atlantis" }, "timeZone");
    await refused({ timeZone: "Asia/Kolkata" }, "timeZone");
    await refused({ balance_orange: 90, balance_red: 50 }, "balance_red");
    await refused({ ignore_before: "7h" }, "ignore_before");
    await refused({ stats_available_from: "2025-02-30" }, "stats_available_from");
    await refused({ name: "" }, "name");
    await refused({ name: "x".repeat(1_000_000) }, "name");
    await refused({ name: "Noord\u0000" }, "name");
    await refused({ optimal_balance: -1 }, "optimal_balance");
    await refused({ colour: "blue" }, "colour");
    await refused({ contact_email: "joost" }, "contact_email");
    const missing = await api.post(`${REPORTING}/locations`, { name: "Zonder zone" }, { token: tokens.nlAdmin });
    expect([missing.status, missing.body.error.field]).toEqual([400, "timeZone"]);
  });

  it("shows the device token once, keeps only its hash, and rotates it", async () => {
    const site = await createSite(api, tokens.nlAdmin);
    expect(site.deviceToken).toMatch(/^pcd_[\w-]{40,}$/);
    const read = await api.get(`${REPORTING}/devices/${site.device}`, { token: tokens.nlAdmin });
    expect(read.body.token).toBeUndefined();
    expect(read.body).toMatchObject({ company: CUST.nlLibrary, organisation: "NL", location: site.location, timeZone: "Europe/Amsterdam", license_state: "active" });
    expect(JSON.stringify(await server.db.execute(`SELECT * FROM reporting_devices WHERE id = ${site.device}`))).not.toContain(site.deviceToken);
    expect((await api.get(`${REPORTING}/devices/me/config`, { token: site.deviceToken })).status).toBe(200);
    const rotated = await api.post(`${REPORTING}/devices/${site.device}/token`, undefined, { token: tokens.nlAdmin });
    expect(rotated.status).toBe(200);
    expect(rotated.body.token).not.toBe(site.deviceToken);
    expect((await api.get(`${REPORTING}/devices/me/config`, { token: site.deviceToken })).status).toBe(401);
    const config = await api.get(`${REPORTING}/devices/me/config`, { token: rotated.body.token });
    expect(config.body).toMatchObject({ device: site.device, timeZone: "Europe/Amsterdam", paused: false, receipt_footer: "", rt_id: null });
  });

  it("keeps every device field and lets only a super administrator change licences", async () => {
    const site = await createSite(api, tokens.nlAdmin);
    const fields = { device: "Zuil 2", timeZone: "Europe/Brussels", paused: true, image: "/images/zuil.png", order: 3, is_active: false, rt_id: "rt-77", receipt_footer: "Tot ziens!" };
    const changed = await api.put(`${REPORTING}/devices/${site.device}`, { ...fields, device_type: "selfcheck" }, { token: tokens.nlAdmin });
    expect(changed.body).toMatchObject({ ...fields, device_type: "selfcheck" });
    const licence = await api.put(`${REPORTING}/devices/${site.device}`, { license_state: "expired" }, { token: tokens.nlAdmin });
    expect([licence.status, licence.body.error.code, licence.body.error.field]).toEqual([403, "reporting.level.licences", "license_state"]);
    // Sending the licence as it is (a whole form) is no change.
    expect((await api.put(`${REPORTING}/devices/${site.device}`, { license_state: "active" }, { token: tokens.nlAdmin })).status).toBe(200);
    const bySuper = await api.put(
      `${REPORTING}/devices/${site.device}`,
      { license_state: "expired", license_purchase_id: "PO-1", last_license_transaction: "2025-06-30" },
      { token: tokens.superAdmin },
    );
    expect(bySuper.body).toMatchObject({ license_state: "expired", license_purchase_id: "PO-1", last_license_transaction: "2025-06-30" });
  });

  it("answers 404 for another company's locations, devices and users, read or written", async () => {
    const site = await createSite(api, tokens.nlAdmin);
    const [nlUser] = (await api.get(`${REPORTING}/users`, { token: tokens.nlAdmin })).body;
    const paths = [`/locations/${site.location}`, `/locations/${site.location}/occupancy`, `/devices/${site.device}`, `/users/${nlUser.id}`];
    for (const path of paths) {
      expect((await api.get(`${REPORTING}${path}`, { token: tokens.frAdmin })).status, path).toBe(404);
    }
    expect((await api.put(`${REPORTING}/locations/${site.location}`, { name: "Pris" }, { token: tokens.frAdmin })).status).toBe(404);
    expect((await api.call("DELETE", `${REPORTING}/devices/${site.device}`, undefined, { token: tokens.frAdmin })).status).toBe(404);
    expect((await api.post(`${REPORTING}/devices/${site.device}/token`, undefined, { token: tokens.frAdmin })).status).toBe(404);
    const device = await api.post(`${REPORTING}/devices`, { device: "Intrus", device_type: "intenta", location: site.location }, { token: tokens.frAdmin });
    expect([device.status, device.body.error.field]).toEqual([404, "location"]);
    expect((await api.get(`${REPORTING}/counts?location=${site.location}&from=2025-01-01&to=2025-02-01`, { token: tokens.frAdmin })).status).toBe(404);
    expect((await api.get(`${REPORTING}/counts?device=${site.device}&from=2025-01-01&to=2025-02-01`, { token: tokens.frAdmin })).status).toBe(404);
    expect((await api.get(`${REPORTING}/locations?company=${CUST.nlLibrary}`, { token: tokens.frAdmin })).status).toBe(404);
    const frLocations = (await api.get(`${REPORTING}/locations`, { token: tokens.frAdmin })).body as Array<{ company: string }>;
    expect(frLocations.length).toBeGreaterThan(0);
    expect(frLocations.every((each) => each.company === CUST.frLibrary)).toBe(true);
  });

  it("lets nobody change their own level or delete their own account (levels an administrator manages: manageable-levels.test.ts)", async () => {
    const me = (await api.get(`${REPORTING}/me`, { token: tokens.nlAdmin })).body;
    const own = await api.put(`${REPORTING}/users/${me.id}`, { level: 1 }, { token: tokens.nlAdmin });
    expect([own.status, own.body.error.code]).toEqual([403, "reporting.level.own"]);
    expect((await api.call("DELETE", `${REPORTING}/users/${me.id}`, undefined, { token: tokens.nlAdmin })).status).toBe(403);
  });

  it("e-mails a new account without a first password the link to choose one", async () => {
    const email = "new-librarian@example.nl";
    const created = await api.post(`${REPORTING}/users`, { email, first_name: "Nina", level: 1, language: "nl" }, { token: tokens.nlAdmin });
    expect(created.body).toMatchObject({ email, level: 1, company: CUST.nlLibrary, language: "nl" });
    const [mail] = await server.db.select().from(outbox).where(eq(outbox.toAddress, email));
    expect(mail?.bodyText).toMatch(/reset-password\?token=/);
    const taken = await api.post(`${REPORTING}/users`, { email, level: 1 }, { token: tokens.nlAdmin });
    expect([taken.status, taken.body.error.code]).toEqual([409, "reporting.conflict.email_taken"]);
    const weak = await api.post(`${REPORTING}/users`, { email: "weak@example.nl", level: 1, password: "1" }, { token: tokens.nlAdmin });
    expect([weak.status, weak.body.error.field]).toEqual([400, "password"]);
  });

  it("lets a super administrator manage companies, and nobody else", async () => {
    expect((await api.get(`${REPORTING}/companies`, { token: tokens.nlAdmin })).status).toBe(403);
    const created = await api.post(`${REPORTING}/companies`, { name: "Bibliotheca Gent", organisation: "BE", city: "Gent" }, { token: tokens.superAdmin });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ id: expect.stringMatching(/^\d{2,7}$/), name: "Bibliotheca Gent", organisation: "BE", locations: 0, users: 0 });
    const id = created.body.id;
    const market = await api.post(`${REPORTING}/companies`, { name: "Nowhere", organisation: "XX" }, { token: tokens.superAdmin });
    expect([market.status, market.body.error.field]).toEqual([400, "organisation"]);
    const located = await api.post(`${REPORTING}/locations`, { name: "Gent Centrum", timeZone: "Europe/Brussels", company: id }, { token: tokens.superAdmin });
    expect(located.body.company).toBe(id);
    expect((await api.call("DELETE", `${REPORTING}/companies/${id}`, undefined, { token: tokens.superAdmin })).status).toBe(409);
    expect((await api.put(`${REPORTING}/companies/${id}`, { name: "Bibliotheek Gent" }, { token: tokens.superAdmin })).body.name).toBe("Bibliotheek Gent");
    await api.call("DELETE", `${REPORTING}/locations/${located.body.id}`, undefined, { token: tokens.superAdmin });
    expect((await api.call("DELETE", `${REPORTING}/companies/${id}`, undefined, { token: tokens.superAdmin })).status).toBe(204);
    expect((await api.get(`${REPORTING}/companies/${id}`, { token: tokens.superAdmin })).status).toBe(404);
    const noCompany = await api.post(`${REPORTING}/locations`, { name: "Waar?", timeZone: "Europe/Paris" }, { token: tokens.superAdmin });
    expect([noCompany.status, noCompany.body.error.field]).toEqual([400, "company"]);
    const otherCompany = await api.post(`${REPORTING}/locations`, { name: "Ailleurs", timeZone: "Europe/Paris", company: CUST.frLibrary }, { token: tokens.nlAdmin });
    expect([otherCompany.status, otherCompany.body.error.code]).toEqual([403, "reporting.level.company"]);
  });

  it("refuses to delete a location that still has devices", async () => {
    const site = await createSite(api, tokens.nlAdmin);
    const answer = await api.call("DELETE", `${REPORTING}/locations/${site.location}`, undefined, { token: tokens.nlAdmin });
    expect([answer.status, answer.body.error.code]).toEqual([409, "reporting.conflict.location_has_devices"]);
    expect((await api.call("DELETE", `${REPORTING}/devices/${site.device}`, undefined, { token: tokens.nlAdmin })).status).toBe(204);
    expect((await api.call("DELETE", `${REPORTING}/locations/${site.location}`, undefined, { token: tokens.nlAdmin })).status).toBe(204);
  });
});
