import { describe, expect, it } from "vitest";
import { REPORTING_CUSTOMER_NUMBERS as CUST } from "@proshop/fixtures/seed/reporting/accounts";
import { testDatabases } from "../../__tests__/databases.ts";
import { useTestServer } from "../../__tests__/test-server.ts";
import type { ShopClient } from "../../handlers/__tests__/http.ts";
import { loginReportingAccounts, REPORTING, type Tokens } from "./kit.ts";

/*
 * Issue 32 item 5: a reporting account changed its own password or e-mail without its current
 * password, and its other sessions outlived a password change and an administrator's reset.
 * Now, as the shop's PUT /admin/user/me: the current password is required (10 wrong guesses per
 * user per 15 minutes, then 429), a password change or reset ends every other session of the
 * account, and the device that changed its own password gets a new token (`auth`).
 */

const PASSWORD = "first-library-secret-7";

describe.each(testDatabases())("a reporting account's own password and e-mail ($name)", (database) => {
  let api: ShopClient;
  let tokens: Omit<Tokens, "blocked">;
  useTestServer(database, async (running) => {
    ({ api } = running);
    tokens = await loginReportingAccounts(api);
  });

  /** A new level-2 administrator of the NL library (created by the super administrator: level 2 is theirs to give), with a password, and its id. */
  const newAdmin = async () => {
    const email = `admin-${Math.random().toString(36).slice(2, 8)}@library.example`;
    const created = await api.post(`${REPORTING}/users`, { email, level: 2, company: CUST.nlLibrary, password: PASSWORD }, { token: tokens.superAdmin });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return { id: created.body.id as number, email };
  };
  const me = (token: string) => api.get(`${REPORTING}/me`, { token });

  it("refuses a change of one's own password or e-mail without the current password (400 naming it) or with a wrong one (403)", async () => {
    const admin = await newAdmin();
    const token = await api.login(admin.email, PASSWORD);
    const put = (body: Record<string, unknown>) => api.put(`${REPORTING}/users/${admin.id}`, body, { token });
    for (const body of [{ password: "a-new-library-secret-8" }, { email: `moved-${admin.email}` }]) {
      const missing = await put(body);
      expect([missing.status, missing.body.error?.field]).toEqual([400, "current_password"]);
      const wrong = await put({ ...body, current_password: "not-my-password-1" });
      expect([wrong.status, wrong.body.error?.code, wrong.body.error?.field]).toEqual([403, "account.current_password_wrong", "current_password"]);
    }
    // Nothing changed: the old password still logs in, under the old address.
    expect((await api.post("/auth/login", { email: admin.email, password: PASSWORD })).status).toBe(200);
    // Other fields need no password.
    expect((await put({ first_name: "Anna" })).status).toBe(200);
    // With the current password the e-mail changes.
    const moved = await put({ email: `moved-${admin.email}`, current_password: PASSWORD });
    expect([moved.status, moved.body.email]).toEqual([200, `moved-${admin.email}`]);
  });

  it("ends the account's other sessions on its own password change, and answers this device a new token", async () => {
    const admin = await newAdmin();
    const [here, elsewhere] = [await api.login(admin.email, PASSWORD), await api.login(admin.email, PASSWORD)];
    const changed = await api.put(`${REPORTING}/users/${admin.id}`, { password: "a-new-library-secret-8", current_password: PASSWORD }, { token: here });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(typeof changed.body.auth).toBe("string");
    expect((await me(elsewhere)).status).toBe(401);
    expect((await me(here)).status).toBe(401);
    expect((await me(changed.body.auth)).status).toBe(200);
    expect((await api.post("/auth/login", { email: admin.email, password: "a-new-library-secret-8" })).status).toBe(200);
  });

  it("ends the account's sessions when an administrator resets its password (no token for the administrator)", async () => {
    const admin = await newAdmin();
    const session = await api.login(admin.email, PASSWORD);
    expect((await me(session)).status).toBe(200);
    // A level-2 administrator's password is reset by the super administrator (issue 35 item 8).
    const reset = await api.put(`${REPORTING}/users/${admin.id}`, { password: "reset-by-my-admin-9" }, { token: tokens.superAdmin });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    expect(reset.body.auth).toBeUndefined();
    expect((await me(session)).status).toBe(401);
    expect((await me(tokens.superAdmin)).status).toBe(200);
  });

  it("allows 10 wrong current passwords per user per 15 minutes, then 429 even for the right one", async () => {
    const admin = await newAdmin();
    const token = await api.login(admin.email, PASSWORD);
    const put = (current: string) => api.put(`${REPORTING}/users/${admin.id}`, { password: "a-new-library-secret-8", current_password: current }, { token });
    const wrong = await Promise.all(Array.from({ length: 10 }, (_, index) => put(`wrong-guess-${index}`)));
    expect(wrong.map((answer) => answer.status)).toEqual(Array(10).fill(403));
    const blocked = await put(PASSWORD);
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.code).toBe("account.too_many_attempts");
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
