import { describe, expect, it } from "vitest";
import { REPORTING_CUSTOMER_NUMBERS as CUST } from "@proshop/fixtures/seed/reporting/accounts";
import { testDatabases } from "../../__tests__/databases.ts";
import { useTestServer } from "../../__tests__/test-server.ts";
import type { ShopClient } from "../../handlers/__tests__/http.ts";
import { loginReportingAccounts, REPORTING, type Tokens } from "./kit.ts";

/*
 * Issue 35 item 8: a library's administrator sets up its own kiosk (level 4) and counts-only
 * (level 3) staff, as well as blocked (0) and active (1) accounts, in its own company; levels 2
 * and 5 stay with the super administrator, and another company's accounts stay out of reach.
 */

interface UserRow {
  readonly id: number;
  readonly email: string;
  readonly level: number;
}

describe.each(testDatabases())("levels a library administrator manages ($name)", (database) => {
  let api: ShopClient;
  let tokens: Omit<Tokens, "blocked">;
  useTestServer(database, async (running) => {
    ({ api } = running);
    tokens = await loginReportingAccounts(api);
  });

  const address = (level: number) => `level${level}-${Math.random().toString(36).slice(2, 10)}@example.nl`;
  const create = (token: string, level: number, company?: string) =>
    api.post(`${REPORTING}/users`, { email: address(level), level, password: "a-good-library-password", ...(company === undefined ? {} : { company }) }, { token });

  it("answers /me with the levels the administrator manages", async () => {
    expect((await api.get(`${REPORTING}/me`, { token: tokens.nlAdmin })).body.grantable_levels).toEqual([0, 1, 3, 4]);
    expect((await api.get(`${REPORTING}/me`, { token: tokens.superAdmin })).body.grantable_levels).toEqual([0, 1, 2, 3, 4, 5]);
    expect((await api.get(`${REPORTING}/me`, { token: tokens.librarian })).body.grantable_levels).toEqual([]);
  });

  it("lets an administrator create, change and delete accounts of levels 0, 1, 3 and 4 in its company", async () => {
    for (const level of [0, 1, 3, 4]) {
      const created = await create(tokens.nlAdmin, level);
      expect([created.status, created.body.level], String(level)).toEqual([201, level]);
    }
    const kiosk = await create(tokens.nlAdmin, 4);
    // The new kiosk account logs in and is a kiosk.
    const kioskToken = await api.login(kiosk.body.email, "a-good-library-password");
    expect((await api.get(`${REPORTING}/me`, { token: kioskToken })).body.level).toBe(4);
    const renamed = await api.put(`${REPORTING}/users/${kiosk.body.id}`, { first_name: "Zuil" }, { token: tokens.nlAdmin });
    expect([renamed.status, renamed.body.first_name]).toEqual([200, "Zuil"]);
    expect((await api.put(`${REPORTING}/users/${kiosk.body.id}`, { level: 3 }, { token: tokens.nlAdmin })).body.level).toBe(3);
    expect((await api.put(`${REPORTING}/users/${kiosk.body.id}`, { level: 1 }, { token: tokens.nlAdmin })).body.level).toBe(1);
    expect((await api.put(`${REPORTING}/users/${kiosk.body.id}`, { level: 4 }, { token: tokens.nlAdmin })).body.level).toBe(4);
    expect((await api.call("DELETE", `${REPORTING}/users/${kiosk.body.id}`, undefined, { token: tokens.nlAdmin })).status).toBe(204);
    // The seeded kiosk and counts-only accounts of the library are the administrator's too.
    const listed = (await api.get(`${REPORTING}/users`, { token: tokens.nlAdmin })).body as UserRow[];
    for (const level of [3, 4]) {
      const seeded = listed.find((user) => user.level === level)!;
      expect((await api.put(`${REPORTING}/users/${seeded.id}`, { last_name: "Bibliotheek" }, { token: tokens.nlAdmin })).status, String(level)).toBe(200);
    }
  });

  it("keeps levels 2 and 5 with the super administrator", async () => {
    for (const level of [2, 5]) {
      const refused = await create(tokens.nlAdmin, level);
      expect([refused.status, refused.body.error.code, refused.body.error.field], String(level)).toEqual([403, "reporting.level.grant", "level"]);
      // The refusal names what may be given, in the administrator's language (Dutch).
      expect(refused.body.error.message).toContain("4 Live tellingen");
    }
    const librarian = (await create(tokens.nlAdmin, 1)).body as UserRow;
    for (const level of [2, 5]) {
      const raised = await api.put(`${REPORTING}/users/${librarian.id}`, { level }, { token: tokens.nlAdmin });
      expect([raised.status, raised.body.error.code], String(level)).toEqual([403, "reporting.level.grant"]);
    }
    // Another administrator of the same company: not editable, not deletable by its peer.
    const peer = (await create(tokens.superAdmin, 2, CUST.nlLibrary)).body as UserRow;
    expect(peer).toMatchObject({ level: 2 });
    const edit = await api.put(`${REPORTING}/users/${peer.id}`, { first_name: "Peer" }, { token: tokens.nlAdmin });
    expect([edit.status, edit.body.error.code]).toEqual([403, "reporting.level.out_of_reach"]);
    expect((await api.put(`${REPORTING}/users/${peer.id}`, { level: 1 }, { token: tokens.nlAdmin })).status).toBe(403);
    expect((await api.call("DELETE", `${REPORTING}/users/${peer.id}`, undefined, { token: tokens.nlAdmin })).status).toBe(403);
    // The super administrator gives and takes them.
    expect((await api.put(`${REPORTING}/users/${peer.id}`, { level: 4 }, { token: tokens.superAdmin })).body.level).toBe(4);
    expect((await api.put(`${REPORTING}/users/${peer.id}`, { level: 5 }, { token: tokens.superAdmin })).body.level).toBe(5);
  });

  it("keeps another company's kiosk and counts-only accounts out of reach (404)", async () => {
    const nlUsers = (await api.get(`${REPORTING}/users`, { token: tokens.nlAdmin })).body as UserRow[];
    for (const level of [3, 4]) {
      const other = nlUsers.find((user) => user.level === level)!;
      expect((await api.get(`${REPORTING}/users/${other.id}`, { token: tokens.frAdmin })).status, String(level)).toBe(404);
      expect((await api.put(`${REPORTING}/users/${other.id}`, { first_name: "Intrus" }, { token: tokens.frAdmin })).status, String(level)).toBe(404);
      expect((await api.put(`${REPORTING}/users/${other.id}`, { level: 0 }, { token: tokens.frAdmin })).status, String(level)).toBe(404);
      expect((await api.call("DELETE", `${REPORTING}/users/${other.id}`, undefined, { token: tokens.frAdmin })).status, String(level)).toBe(404);
    }
    // Nor does it create one there.
    const elsewhere = await create(tokens.frAdmin, 4, CUST.nlLibrary);
    expect([elsewhere.status, elsewhere.body.error.code]).toEqual([403, "reporting.level.company"]);
  });
});
