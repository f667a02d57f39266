import { and, count, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { SEED_EMAILS } from "@proshop/fixtures/seed/users";
import type { RunningServer } from "../app.ts";
import { outbox, reportingReports } from "../db/schema.ts";
import type { Answer, ShopClient } from "../handlers/__tests__/http.ts";
import { createSite, loginReportingAccounts, REPORTING, type TestSite, type Tokens } from "../reporting/__tests__/kit.ts";
import { testDatabases } from "./databases.ts";
import { useTestServer } from "./test-server.ts";

/*
 * Calls that e-mail addresses the caller chooses cannot flood arbitrary mailboxes: an
 * invitation, a report sent now and a reporting account created without a password (mailed the
 * link to choose one) are limited per user (past the limit: 429 with Retry-After and nothing
 * queued; other users keep their own allowance), and a company keeps a bounded number of
 * scheduled reports (each mails its recipients every period).
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
