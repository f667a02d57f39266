import { and, count, eq, inArray, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { SEED_EMAILS } from "@proshop/fixtures/seed/users";
import type { RunningServer } from "../app.ts";
import { outbox, reportingReports, users } from "../db/schema.ts";
import type { Answer, ShopClient } from "../handlers/__tests__/http.ts";
import { createSite, loginReportingAccounts, REPORTING, type TestSite, type Tokens } from "../reporting/__tests__/kit.ts";
import { testDatabases } from "./databases.ts";
import { useTestServer } from "./test-server.ts";

/*
 * Calls that e-mail addresses the caller chooses cannot flood arbitrary mailboxes: an
 * invitation and a report sent now are limited per user, and (issue 32 item 6: fresh users
 * multiplied the per-user allowance) a report sent now, and reporting accounts created with or
 * without a password (mailed the link to choose one), per company; past a limit: 429 with
 * Retry-After and nothing queued or created. A company keeps a bounded number of scheduled
 * reports (each mails its recipients every period), and its reports reach at most 50 distinct
 * addresses outside the company a day.
 */

const queuedTo = async (server: RunningServer, kind: string, addresses: string) =>
  (await server.db.select({ id: outbox.id }).from(outbox).where(and(eq(outbox.kind, kind), like(outbox.toAddress, addresses)))).length;

const expectTooMany = (answer: Answer, code: string) => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(429);
  expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(0);
  expect(answer.body.error.code).toBe(code);
};

describe.each(testDatabases())("mail to addresses of the caller's choosing, bounded per user and company ($name)", (database) => {
  let server: RunningServer;
  let api: ShopClient;
  let nurse: string;
  let vroedvrouw: string;
  let tokens: Omit<Tokens, "blocked">;
  let site: TestSite;
  useTestServer(database, async (running) => {
    ({ server, api } = running);
    [nurse, vroedvrouw, tokens] = await Promise.all([api.login(SEED_EMAILS.nurse), api.login(SEED_EMAILS.vroedvrouw), loginReportingAccounts(api)]);
    site = await createSite(api, tokens.nlAdmin);
  });

  it("lets a customer send 10 invitations an hour, even all at once; the next is 429 and not mailed; a customer of another company still invites", async () => {
    const invite = (email: string, token: string) => api.post("/admin/invitation", { email }, { token });
    const answers = await Promise.all(Array.from({ length: 12 }, (_, index) => invite(`flood-${index}@example.fr`, nurse)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(10);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(refused).toHaveLength(2);
    for (const answer of refused) expectTooMany(answer, "invitation.too_many_requests");
    expect(await queuedTo(server, "invitation", "flood-%@example.fr")).toBe(10);

    expect((await invite("collega@example.nl", vroedvrouw)).status).toBe(200);
    expect(await queuedTo(server, "invitation", "collega@example.nl")).toBe(1);
  });

  it("lets a reporting user send reports now 10 times an hour; the 11th is 429 and not mailed; another user still sends", async () => {
    const created = await api.post(
      `${REPORTING}/reports`,
      { report: "PEOPLECOUNTER_ENTERLEAVE", location: site.location, recipient: ["flood@library.example"], format: "csv", interval: "D", period: "W", trigger: 1 },
      { token: tokens.nlAdmin },
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const send = (token: string) => api.post(`${REPORTING}/reports/${created.body.id}/send`, { from: "2025-03-24", to: "2025-03-31" }, { token });
    for (let sent = 0; sent < 10; sent += 1) expect((await send(tokens.nlAdmin)).status).toBe(200);
    expectTooMany(await send(tokens.nlAdmin), "reports.too_many_sends");
    expect(await queuedTo(server, "scheduled_report", "flood@library.example")).toBe(10);

    expect((await send(tokens.superAdmin)).status).toBe(200);
    expect(await queuedTo(server, "scheduled_report", "flood@library.example")).toBe(11);
  });

  /** A new reporting company of the NL market, with a level-2 administrator (a fresh user) logged in. */
  const newCompany = async () => {
    const company = await api.post(`${REPORTING}/companies`, { name: `Library ${Math.random().toString(36).slice(2, 8)}`, organisation: "NL" }, { token: tokens.superAdmin });
    expect(company.status, JSON.stringify(company.body)).toBe(201);
    const email = `admin-${company.body.id}@library.example`;
    const admin = await api.post(`${REPORTING}/users`, { email, level: 2, company: company.body.id, password: "first-library-secret-7" }, { token: tokens.superAdmin });
    expect(admin.status, JSON.stringify(admin.body)).toBe(201);
    return { id: company.body.id as string, admin: await api.login(email, "first-library-secret-7") };
  };
  const reportTo = (location: number, recipient: ReadonlyArray<string>) => ({ report: "PEOPLECOUNTER_ENTERLEAVE", location, recipient, format: "csv", interval: "D", period: "W", trigger: 1 });
  const addresses = (prefix: string, from: number, to: number) => Array.from({ length: to - from }, (_, index) => `${prefix}-${from + index}@outside.example`);

  it("lets a company send reports now 20 times an hour, however many fresh administrators it creates; another company still sends", async () => {
    const library = await newCompany();
    const admins = [library.admin];
    for (const index of [1, 2]) {
      const email = `fresh-${index}-${library.id}@library.example`;
      // Administrators (level 2) are created by the super administrator only.
      const created = await api.post(`${REPORTING}/users`, { email, level: 2, company: library.id, password: "fresh-admin-secret-5" }, { token: tokens.superAdmin });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      admins.push(await api.login(email, "fresh-admin-secret-5"));
    }
    const local = await createSite(api, library.admin);
    const report = await api.post(`${REPORTING}/reports`, reportTo(local.location, [`reader@${library.id}.example`]), { token: library.admin });
    expect(report.status, JSON.stringify(report.body)).toBe(201);
    const send = (token: string) => api.post(`${REPORTING}/reports/${report.body.id}/send`, { from: "2025-03-24", to: "2025-03-31" }, { token });
    // Ten each for the first two (their own limit), then the company's is reached.
    for (const token of admins.slice(0, 2)) for (let sent = 0; sent < 10; sent += 1) expect((await send(token)).status).toBe(200);
    expectTooMany(await send(admins[2]!), "reports.too_many_sends");
    expect(await queuedTo(server, "scheduled_report", `reader@${library.id}.example`)).toBe(20);

    const other = await newCompany();
    const theirs = await createSite(api, other.admin);
    const created = await api.post(`${REPORTING}/reports`, reportTo(theirs.location, [`reader@${other.id}.example`]), { token: other.admin });
    expect((await api.post(`${REPORTING}/reports/${created.body.id}/send`, {}, { token: other.admin })).status).toBe(200);
  });

  it("lets a company create 20 accounts with a password an hour, whoever creates them; the next is 429 and not created", async () => {
    const library = await newCompany();
    const create = (email: string, token: string) => api.post(`${REPORTING}/users`, { email, level: 1, password: "a-long-enough-password" }, { token });
    // The super administrator's own creation of the administrator counted: 19 more.
    for (let created = 0; created < 19; created += 1) expect((await create(`staff-${created}-${library.id}@library.example`, library.admin)).status).toBe(201);
    expectTooMany(await create(`staff-19-${library.id}@library.example`, library.admin), "reporting.account.too_many_created");
    expect((await api.get(`${REPORTING}/users`, { token: library.admin })).body.map((user: { email: string }) => user.email)).not.toContain(`staff-19-${library.id}@library.example`);
  });

  it("keeps a company's reports to at most 50 distinct outside addresses a day, counting every report and every change of the day", async () => {
    const library = await newCompany();
    const local = await createSite(api, library.admin);
    const create = (recipient: ReadonlyArray<string>) => api.post(`${REPORTING}/reports`, reportTo(local.location, recipient), { token: library.admin });
    const first = await create(addresses("a", 0, 20));
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect((await create(addresses("a", 20, 40))).status).toBe(201);
    // 20 more would make 60: refused, nothing created; 10 more make 50.
    expectTooMany(await create(addresses("a", 40, 60)), "reports.too_many_recipients");
    expect((await create(addresses("a", 40, 50))).status).toBe(201);
    expectTooMany(await create(addresses("a", 50, 51)), "reports.too_many_recipients");
    // Addresses already reached today cost nothing again; letter case does not make them new.
    expect((await create(addresses("A", 0, 5))).status).toBe(201);
    // Changing a report's recipients for new ones: those it had were reachable today too.
    const update = (recipient: ReadonlyArray<string>) => api.put(`${REPORTING}/reports/${first.body.id}`, { recipient }, { token: library.admin });
    expectTooMany(await update(addresses("b", 0, 1)), "reports.too_many_recipients");
    expect((await update(addresses("a", 0, 3))).status).toBe(200);
    expectTooMany(await update(addresses("b", 0, 1)), "reports.too_many_recipients");
    const reports = await server.db.select({ recipients: reportingReports.recipients }).from(reportingReports).where(eq(reportingReports.custNo, library.id));
    expect(new Set(reports.flatMap((report) => report.recipients.map((address) => address.toLowerCase()))).size).toBeLessThanOrEqual(50);

    // The company's own accounts are no outside addresses (once they are a day old: a fresh
    // account could otherwise be made for any address).
    const staff = Array.from({ length: 3 }, (_, index) => `colleague-${index}-${library.id}@library.example`);
    for (const email of staff) expect((await api.post(`${REPORTING}/users`, { email, level: 1, password: "a-long-enough-password" }, { token: library.admin })).status).toBe(201);
    expectTooMany(await create(staff), "reports.too_many_recipients");
    await server.db.update(users).set({ createdAt: new Date(Date.now() - 2 * 24 * 60 * 60 * 1000) }).where(inArray(users.email, staff));
    expect((await create(staff)).status).toBe(201);
  });

  it("lets a reporting admin create 20 accounts an hour that are mailed a password link; the next is 429, not created, not mailed; another admin still creates", async () => {
    const create = (email: string, token: string, fields: Record<string, unknown> = {}) => api.post(`${REPORTING}/users`, { email, level: 1, ...fields }, { token });
    for (let created = 0; created < 20; created += 1) expect((await create(`staff-${created}@library.example`, tokens.nlAdmin)).status).toBe(201);
    expectTooMany(await create("staff-20@library.example", tokens.nlAdmin), "reporting.account.too_many_links");
    expect(await queuedTo(server, "password_reset", "staff-%@library.example")).toBe(20);
    expect((await api.get(`${REPORTING}/users`, { token: tokens.nlAdmin })).body.map((user: { email: string }) => user.email)).not.toContain("staff-20@library.example");
    // With a first password nothing is mailed: not limited.
    expect((await create("staff-own@library.example", tokens.nlAdmin, { password: "a-long-enough-password" })).status).toBe(201);

    expect((await create("personnel@bibliotheque.example", tokens.frAdmin)).status).toBe(201);
    expect(await queuedTo(server, "password_reset", "personnel@bibliotheque.example")).toBe(1);
  });

  it("keeps at most 100 scheduled reports per company, even when the last two are created at once (409 reports.too_many); another company still creates", async () => {
    const definition = (location: number) => ({ report: "PEOPLECOUNTER_ENTERLEAVE", location, recipient: ["nightly@library.example"], format: "csv", interval: "D", period: "W", trigger: 1 });
    const first = await api.post(`${REPORTING}/reports`, definition(site.location), { token: tokens.nlAdmin });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    // Up to 99 reports of the company, written directly (100 calls would only slow the test).
    const [row] = await server.db.select().from(reportingReports).where(eq(reportingReports.id, first.body.id));
    const { id: _id, ...copy } = row!;
    const reportsOfCompany = async () => (await server.db.select({ reports: count() }).from(reportingReports).where(eq(reportingReports.custNo, row!.custNo)))[0]!.reports;
    await server.db.insert(reportingReports).values(Array.from({ length: 99 - (await reportsOfCompany()) }, () => copy));

    const create = () => api.post(`${REPORTING}/reports`, definition(site.location), { token: tokens.nlAdmin });
    const answers = await Promise.all([create(), create()]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body.error).toMatchObject({ code: "reports.too_many", max: 100 });
    expect(await reportsOfCompany()).toBe(100);

    const french = await createSite(api, tokens.frAdmin);
    expect((await api.post(`${REPORTING}/reports`, definition(french.location), { token: tokens.frAdmin })).status).toBe(201);
  });
});
