import { describe, expect, it } from "vitest";
import { REPORTING_EMAILS } from "@proshop/fixtures/seed/reporting/accounts";
import { SEED_EMAILS } from "@proshop/fixtures/seed/users";
import { testDatabases } from "../../__tests__/databases.ts";
import { useTestServer } from "../../__tests__/test-server.ts";
import type { Answer, ShopClient } from "../../handlers/__tests__/http.ts";
import { loginReportingAccounts, REPORTING, type Tokens } from "./kit.ts";

/*
 * Issue 32 item 15: creating a reporting user with a shop customer's e-mail answered 409
 * email_taken, so a library's administrator could ask, address after address, who is a
 * customer. One log-in serves both kinds of accounts (POST /auth/login and the reset link go
 * by e-mail), so an address is one account and a used address cannot be given twice: the
 * answer is the same whoever uses it (a customer, support, another library's staff), and every
 * such question costs one of the company's new addresses of the hour, before the address is
 * looked up, whether by creating an account or by changing one's e-mail.
 */

describe.each(testDatabases())("addresses of new reporting accounts ($name)", (database) => {
  let api: ShopClient;
  let tokens: Omit<Tokens, "blocked">;
  useTestServer(database, async (running) => {
    ({ api } = running);
    tokens = await loginReportingAccounts(api);
  });

  /** A new reporting company with a level-2 administrator logged in. */
  const newCompany = async () => {
    const company = await api.post(`${REPORTING}/companies`, { name: `Library ${Math.random().toString(36).slice(2, 8)}`, organisation: "NL" }, { token: tokens.superAdmin });
    const email = `admin-${company.body.id}@library.example`;
    const admin = await api.post(`${REPORTING}/users`, { email, level: 2, company: company.body.id, password: "first-library-secret-7" }, { token: tokens.superAdmin });
    expect(admin.status, JSON.stringify(admin.body)).toBe(201);
    return { id: company.body.id as string, adminId: admin.body.id as number, admin: await api.login(email, "first-library-secret-7") };
  };
  const refusal = (answer: Answer) => ({ status: answer.status, body: answer.body });

  it("answers a customer's address exactly as another library's administrator's, with or without a first password", async () => {
    const library = await newCompany();
    for (const password of [undefined, "a-long-enough-password"]) {
      const create = (email: string) => api.post(`${REPORTING}/users`, { email, level: 1, ...(password === undefined ? {} : { password }) }, { token: library.admin });
      const customer = await create(SEED_EMAILS.nurse);
      const staff = await create(REPORTING_EMAILS.frAdmin);
      expect(customer.status).toBe(409);
      expect(refusal(customer)).toEqual(refusal(staff));
    }
  });

  it("counts every address asked for, free or not, against the company's 20 an hour: the 21st question is 429 whatever it asks", async () => {
    const library = await newCompany();
    const create = (email: string) => api.post(`${REPORTING}/users`, { email, level: 1, password: "a-long-enough-password" }, { token: library.admin });
    // 19 guesses (the administrator's own creation counted already): a customer's address each time.
    for (let guess = 0; guess < 19; guess += 1) expect((await create(SEED_EMAILS.nurse)).status).toBe(409);
    for (const email of [SEED_EMAILS.nurse, `free-${library.id}@library.example`]) {
      const answer = await create(email);
      expect([answer.status, answer.body.error?.code]).toEqual([429, "reporting.account.too_many_created"]);
    }
    // Changing an account's e-mail asks the same question: it costs the same.
    const renamed = await api.put(`${REPORTING}/users/${library.adminId}`, { email: SEED_EMAILS.nurse, current_password: "first-library-secret-7" }, { token: library.admin });
    expect([renamed.status, renamed.body.error?.code]).toEqual([429, "reporting.account.too_many_created"]);
  });

  it("counts e-mail changes of the company's accounts too, an administrator's of another account included", async () => {
    const library = await newCompany();
    const staff = await api.post(`${REPORTING}/users`, { email: `staff-${library.id}@library.example`, level: 1, password: "a-long-enough-password" }, { token: library.admin });
    expect(staff.status).toBe(201);
    // 18 more (2 creations counted): each a customer's address.
    for (let guess = 0; guess < 18; guess += 1) expect((await api.put(`${REPORTING}/users/${staff.body.id}`, { email: SEED_EMAILS.matrona }, { token: library.admin })).status).toBe(409);
    const next = await api.put(`${REPORTING}/users/${staff.body.id}`, { email: SEED_EMAILS.matrona }, { token: library.admin });
    expect([next.status, next.body.error?.code]).toEqual([429, "reporting.account.too_many_created"]);
    // Other fields change without counting.
    expect((await api.put(`${REPORTING}/users/${staff.body.id}`, { first_name: "Noor" }, { token: library.admin })).status).toBe(200);
  });
});
