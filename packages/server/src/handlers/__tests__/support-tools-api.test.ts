import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { SEED_CUSTOMER_NUMBERS as CUST } from "@proshop/fixtures/seed/companies";
import { SEED_EMAILS } from "@proshop/fixtures/seed/users";
import { testDatabases } from "../../__tests__/databases.ts";
import { useTestServer } from "../../__tests__/test-server.ts";
import type { RunningServer } from "../../app.ts";
import { audit, hostnames, organisations } from "../../db/schema.ts";
import type { ShopClient } from "./http.ts";

/*
 * Issue 35 items 1 and 7, checked on the server: a company's users and their limits go to
 * support agents and representatives who serve that company only; a host's maintenance is
 * switched by support of the host's market only, and audited.
 */

describe.each(testDatabases())("support's tools ($name)", (database) => {
  let server: RunningServer;
  let api: ShopClient;
  let support: string;
  let rep: string;
  let nurse: string;
  let spanishSupport: string;
  useTestServer(database, async (running) => {
    ({ server, api } = running);
    // A support agent of Spain: serves neither 100234 nor France's hosts.
    await server.db.execute(`
      INSERT INTO users (email, password_hash, company_cust_no, organisation_id, role, is_valid, company_confirmed)
      SELECT 'support@example.es', password_hash, '${CUST.esClinic}', 'ES', 'support', true, true FROM users WHERE email = '${SEED_EMAILS.support}'`);
    [support, rep, nurse, spanishSupport] = await Promise.all([
      api.login(SEED_EMAILS.support),
      api.login(SEED_EMAILS.rep),
      api.login(SEED_EMAILS.nurse),
      api.login("support@example.es"),
    ]);
  });

  it("lists 100234's users with their maximum for its market's support and representative, no one else", async () => {
    for (const token of [support, rep]) {
      const answer = await api.get(`/admin/company/${CUST.frMaternity}/users`, { token });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.users).toContainEqual(expect.objectContaining({ email: SEED_EMAILS.nurse, language: "fr", max_order_amount_cents: 50_000 }));
      // Waiting accounts do not see the cart: they are not listed.
      expect(JSON.stringify(answer.body)).not.toContain("password");
    }
    const pendingCompany = await api.get(`/admin/company/${CUST.frPending}/users`, { token: support });
    expect(pendingCompany.body.users).toEqual([]);
    const customer = await api.get(`/admin/company/${CUST.frMaternity}/users`, { token: nurse });
    expect(customer.status).toBe(403);
    expect(customer.body.error.code).toBe("supportTools.company_users_not_allowed");
    const otherMarket = await api.get(`/admin/company/${CUST.frMaternity}/users`, { token: spanishSupport });
    expect(otherMarket.status).toBe(403);
    expect((await api.get("/admin/company/999999/users", { token: support })).status).toBe(404);
    expect((await api.get(`/admin/company/${CUST.frMaternity}/users`)).status).toBe(401);
  });

  it("switches one host's maintenance for support of its market, with the market's texts, audited", async () => {
    const on = await api.put("/admin/hostname/fr.localhost/maintenance", { maintenance_mode: true, maintenance_title: "Inventaire", maintenance_message: "<p>Retour à 14 h</p>" }, { token: support });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    expect(on.body).toEqual({ hostname: "fr.localhost", organisation: "FR", maintenance_mode: true, maintenance_title: "Inventaire", maintenance_message: "<p>Retour à 14 h</p>" });
    expect((await server.db.select().from(hostnames).where(eq(hostnames.hostname, "fr.localhost")))[0]?.maintenanceMode).toBe(true);
    // Only that host: the market and its other hosts stay open.
    expect((await server.db.select().from(hostnames).where(eq(hostnames.hostname, "localhost")))[0]?.maintenanceMode).toBe(false);
    expect((await server.db.select().from(organisations).where(eq(organisations.id, "FR")))[0]?.maintenanceMode).toBe(false);
    const config = await api.get("/admin/config_for_hostname/fr.localhost");
    expect(config.body).toMatchObject({ maintenance_mode: true, organisation: { maintenance_title: "Inventaire" } });
    const [entry] = await server.db.select().from(audit).where(eq(audit.action, "hostname.maintenance")).orderBy(desc(audit.id)).limit(1);
    expect(entry?.details).toMatchObject({ hostname: "fr.localhost", organisation: "FR", before: { mode: false }, after: { mode: true, title: "Inventaire" } });

    const off = await api.put("/admin/hostname/FR.localhost/maintenance", { maintenance_mode: false }, { token: support });
    expect(off.body).toMatchObject({ hostname: "fr.localhost", maintenance_mode: false, maintenance_title: "Inventaire" });

    const foreign = await api.put("/admin/hostname/es.localhost/maintenance", { maintenance_mode: true }, { token: support });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.code).toBe("supportTools.host_not_found");
    expect((await api.put("/admin/hostname/fr.localhost/maintenance", { maintenance_mode: true }, { token: spanishSupport })).status).toBe(404);
    expect((await api.put("/admin/hostname/fr.localhost/maintenance", { maintenance_mode: true }, { token: nurse })).status).toBe(403);
    expect((await server.db.select().from(audit).where(and(eq(audit.action, "hostname.maintenance")))).length).toBe(2);
  });
});
