import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPORTING_EMAILS } from "@proshop/fixtures/seed/reporting/accounts";
import { SEED_EMAILS } from "@proshop/fixtures/seed/users";
import type { RunningServer } from "../../app.ts";
import { testDatabases } from "../../__tests__/databases.ts";
import { startSmtpTestServer, type SmtpTestServer } from "../../__tests__/smtp-test-server.ts";
import { useTestServer } from "../../__tests__/test-server.ts";
import { outbox } from "../../db/schema.ts";
import type { ShopClient } from "./http.ts";

/*
 * Issue 32 item 3: support could take over any account through the outbox (ask a reset for it,
 * read the link in GET /admin/outbox/{id}, set the password). The outbox view never shows a
 * link's secret (reset, invitation, first-password links: the recipient alone gets them, by
 * mail, and that mail still works), and support reads its own markets' shop mail only, never
 * a reporting account's.
 */

const linkToken = (text: string, path: string) => new RegExp(`/${path}\\?token=([^\\s&"'<>]+)`).exec(text)?.[1];

describe.each(testDatabases())("secrets in the outbox ($name)", (database) => {
  let smtp: SmtpTestServer;
  let server: RunningServer;
  let api: ShopClient;
  let support: string;

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
  });
  useTestServer(database, (running) => ({ server, api } = running), {
    get smtpUrl() {
      return smtp.url;
    },
    mailDelivery: { retryDelayMs: () => 50, maxAttempts: 3, pollIntervalMs: 50 },
  });
  afterAll(async () => {
    await smtp.close();
  });

  beforeAll(async () => {
    support = await api.login(SEED_EMAILS.support);
  });

  /** The mail delivered to `to` once it arrived over SMTP. */
  const delivered = async (to: string) => {
    await expect.poll(() => smtp.received.some((mail) => mail.to !== undefined && JSON.stringify(mail.to).includes(to)), { timeout: 15_000 }).toBe(true);
    return smtp.received.filter((mail) => JSON.stringify(mail.to).includes(to)).at(-1)!;
  };

  /** Everything support can read about the outbox: the list and each listed message. */
  const whatSupportReads = async () => {
    const list = await api.get("/admin/outbox?limit=500", { token: support });
    expect(list.status).toBe(200);
    const messages = await Promise.all(list.body.messages.map((message: { id: number }) => api.get(`/admin/outbox/${message.id}`, { token: support })));
    return { list: list.body.messages as Array<{ id: number; to: string }>, text: JSON.stringify([list.body, ...messages.map((answer) => answer.body)]) };
  };

  it("never shows a reset link's token to support, while the mailed link still resets the password", async () => {
    expect((await api.post("/auth/forgot", { email: SEED_EMAILS.nurse })).status).toBe(200);
    const mail = await delivered(SEED_EMAILS.nurse);
    const token = linkToken(mail.text ?? "", "reset-password");
    expect(token).toBeDefined();

    const read = await whatSupportReads();
    expect(read.list.map((message) => message.to)).toContain(SEED_EMAILS.nurse);
    expect(read.text).not.toContain(token!);
    expect(read.text).not.toContain(decodeURIComponent(token!));
    const shown = read.text.match(/token=[^\s&"'<>\\]*/g) ?? [];
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((match) => match === "token=[redacted]")).toBe(true);

    // The recipient's own link works.
    const reset = await api.post("/auth/reset", { token: decodeURIComponent(token!), password: "a-brand-new-secret-42" });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
  });

  it("never shows an invitation link's token, in the text or in HTML", async () => {
    const nurse = await api.login(SEED_EMAILS.dentist);
    expect((await api.post("/admin/invitation", { email: "new-colleague@example.fr" }, { token: nurse })).status).toBe(200);
    const mail = await delivered("new-colleague@example.fr");
    const token = linkToken(mail.text ?? "", "register");
    expect(token).toBeDefined();
    // A message with an HTML body holding a link (no shop mail has one yet: written directly).
    const [html] = await server.db
      .insert(outbox)
      .values({
        toAddress: "html@example.fr",
        kind: "test",
        subject: "HTML",
        bodyText: "see the link",
        bodyHtml: `<a href="https://shop.example/reset-password?lang=fr&amp;token=SECRET-HTML-TOKEN">reset</a>`,
        organisationId: "FR",
        status: "sent",
      })
      .returning({ id: outbox.id });

    const read = await whatSupportReads();
    expect(read.text).not.toContain(token!);
    expect(read.text).not.toContain("SECRET-HTML-TOKEN");
    const shownHtml = await api.get(`/admin/outbox/${html!.id}`, { token: support });
    expect(shownHtml.body.html).toContain("token=[redacted]");
  });

  it("shows support no reporting account's mail, not even of its market, and no other market's", async () => {
    const newcomer = `nouveau-${Math.random().toString(36).slice(2, 8)}@mediatheque.example`;
    // A reset for a French reporting administrator, a first-password link for a new French
    // reporting account, and a reset for a Spanish customer.
    expect((await api.post("/auth/forgot", { email: REPORTING_EMAILS.frAdmin })).status).toBe(200);
    const frAdmin = await api.login(REPORTING_EMAILS.frAdmin);
    const created = await api.post("/reporting/api/users", { email: newcomer, level: 1 }, { token: frAdmin });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect((await api.post("/auth/forgot", { email: SEED_EMAILS.matrona })).status).toBe(200);
    for (const to of [REPORTING_EMAILS.frAdmin, newcomer, SEED_EMAILS.matrona]) {
      const mail = await delivered(to);
      expect(linkToken(mail.text ?? "", "reset-password"), to).toBeDefined();
    }

    const read = await whatSupportReads();
    const listed = read.list.map((message) => message.to);
    for (const hidden of [REPORTING_EMAILS.frAdmin, newcomer, SEED_EMAILS.matrona]) expect(listed).not.toContain(hidden);
    const rows = await server.db.select({ id: outbox.id, to: outbox.toAddress }).from(outbox);
    for (const row of rows.filter((row) => [REPORTING_EMAILS.frAdmin, newcomer, SEED_EMAILS.matrona].includes(row.to))) {
      const answer = await api.get(`/admin/outbox/${row.id}`, { token: support });
      expect([row.to, answer.status, answer.body.error?.code]).toEqual([row.to, 404, "outbox.not_found"]);
    }
  });
});
