import { request as httpRequest } from "node:http";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SEED_EMAILS } from "@proshop/fixtures/seed/users";
import type { RunningServer } from "../app.ts";
import { outbox } from "../db/schema.ts";
import type { ShopClient } from "../handlers/__tests__/http.ts";
import { testDatabases } from "./databases.ts";
import { startSmtpTestServer, type SmtpTestServer } from "./smtp-test-server.ts";
import { useTestServer } from "./test-server.ts";

/*
 * E-mail that leaves (issue 12): with SMTP_URL the outbox is delivered to a real SMTP server
 * started here, once, retried while it refuses, links with PUBLIC_URL's scheme.
 */

const postWithHost = (base: string, path: string, host: string, body: unknown): Promise<number> =>
  new Promise((resolve, reject) => {
    const text = JSON.stringify(body);
    const request = httpRequest(`${base}${path}`, { method: "POST", headers: { host, "content-type": "application/json" } }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
    });
    request.on("error", reject);
    request.end(text);
  });

const tokenLink = (text: string) => /(https?:\/\/\S+\/reset-password\?token=[\w-]+)/.exec(text)?.[1];

describe.each(testDatabases())("mail delivery over SMTP ($name)", (database) => {
  let smtp: SmtpTestServer;
  let server: RunningServer;
  let api: ShopClient;

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
  });
  useTestServer(database, (running) => ({ server, api } = running), {
    get smtpUrl() {
      return smtp.url;
    },
    publicUrl: "https://shop.example",
    mailFrom: "Proshop <no-reply@shop.example>",
    mailDelivery: { retryDelayMs: () => 50, maxAttempts: 3, pollIntervalMs: 50 },
  });
  afterAll(async () => {
    await smtp.close();
  });

  const lastMail = async (to: string) => (await server.db.select().from(outbox).where(eq(outbox.toAddress, to)).orderBy(desc(outbox.id)).limit(1))[0];

  it("sends a reset mail over SMTP once, with an https link on the shop's host, and marks it sent", async () => {
    const before = smtp.received.length;
    // fetch cannot set Host: a plain request names the shop's host as a browser would.
    expect(await postWithHost(server.url, "/auth/forgot", "fr.localhost:8080", { email: SEED_EMAILS.nurse })).toBe(200);
    const [mail] = (await smtp.waitFor(before + 1)).slice(before);
    expect(mail?.to).toMatchObject({ text: SEED_EMAILS.nurse });
    expect(mail?.from?.text).toContain("no-reply@shop.example");
    // The shop's host with PUBLIC_URL's scheme and port (none): never the port the request named.
    expect(tokenLink(mail?.text ?? "")).toMatch(/^https:\/\/fr\.localhost\/reset-password\?token=/);
    const row = await lastMail(SEED_EMAILS.nurse);
    expect(mail?.messageId).toBe(`<outbox-${row?.id}@shop.example>`);
    await expect.poll(async () => (await lastMail(SEED_EMAILS.nurse))?.status).toBe("sent");
    const sent = await lastMail(SEED_EMAILS.nurse);
    expect(sent).toMatchObject({ attempts: 1, lastError: null, organisationId: "FR" });
    expect(sent?.sentAt).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.received.length).toBe(before + 1);
  });

  it("retries while the mail server refuses, then delivers", async () => {
    const before = smtp.received.length;
    smtp.refuseNext(2);
    await api.post("/auth/forgot", { email: SEED_EMAILS.pending });
    await smtp.waitFor(before + 1);
    await expect.poll(async () => (await lastMail(SEED_EMAILS.pending))?.status).toBe("sent");
    expect(await lastMail(SEED_EMAILS.pending)).toMatchObject({ attempts: 3 });
    expect(smtp.received.length).toBe(before + 1);
  });

  it("marks a message failed after the last try, keeping the server's answer", async () => {
    const before = smtp.received.length;
    smtp.refuseNext(3);
    await api.post("/auth/forgot", { email: SEED_EMAILS.vroedvrouw });
    await expect.poll(async () => (await lastMail(SEED_EMAILS.vroedvrouw))?.status, { timeout: 10_000 }).toBe("failed");
    const failed = await lastMail(SEED_EMAILS.vroedvrouw);
    expect(failed).toMatchObject({ attempts: 3, sentAt: null });
    expect(failed?.lastError).toContain("try again later");
    expect(smtp.received.length).toBe(before);
  });

  it.each([
    { code: 550, at: "rcpt" as const },
    { code: 554, at: "data" as const },
  ])("marks a message the mail server rejects for good ($code at $at) failed at once, with its reason, shown to support", async (refusal) => {
    const before = smtp.received.length;
    smtp.refuseNext(1, refusal);
    const [row] = await server.db
      .insert(outbox)
      .values({ toAddress: `gone-${refusal.code}@example.fr`, kind: "test", subject: "Rejected for good", bodyText: "Hello", organisationId: "FR" })
      .returning({ id: outbox.id });
    server.mailDelivery?.wake();
    const stored = async () => (await server.db.select().from(outbox).where(eq(outbox.id, row!.id)))[0];
    await expect.poll(async () => (await stored())?.status, { timeout: 10_000 }).toBe("failed");
    // Several retry delays (50 ms here) later it was still tried once only.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await stored()).toMatchObject({ status: "failed", attempts: 1, sentAt: null });
    expect((await stored())?.lastError).toContain(String(refusal.code));
    expect(smtp.received.length).toBe(before);
    smtp.refuseNext(0);

    const support = await api.login(SEED_EMAILS.support);
    const listed = (await api.get("/admin/outbox?status=failed", { token: support })).body.messages.find((message: { id: number }) => message.id === row!.id);
    expect(listed).toMatchObject({ status: "failed", attempts: 1 });
    expect(listed.last_error).toContain(String(refusal.code));
  });

  it("delivers mail queued while the mail server was down once it is back (nothing is lost)", async () => {
    const before = smtp.received.length;
    const [row] = await server.db
      .insert(outbox)
      .values({ toAddress: "late@example.fr", kind: "test", subject: "Queued while down", bodyText: "Hello", organisationId: "FR" })
      .returning({ id: outbox.id });
    server.mailDelivery?.wake();
    const [mail] = (await smtp.waitFor(before + 1)).slice(before);
    expect(mail?.subject).toBe("Queued while down");
    await expect.poll(async () => (await server.db.select().from(outbox).where(eq(outbox.id, row!.id)))[0]?.status).toBe("sent");
  });
});

describe.each(testDatabases())("mail without SMTP_URL ($name)", (database) => {
  let server: RunningServer;
  let api: ShopClient;
  useTestServer(database, (running) => ({ server, api } = running));

  it("keeps every message pending in the outbox; nothing delivers it", async () => {
    expect(server.mailDelivery).toBeNull();
    await api.post("/auth/forgot", { email: SEED_EMAILS.nurse });
    // Forgot-password queues its mail just after answering.
    await expect.poll(async () => (await server.db.select().from(outbox).where(eq(outbox.toAddress, SEED_EMAILS.nurse))).length).toBeGreaterThan(0);
    const [row] = await server.db.select().from(outbox).where(eq(outbox.toAddress, SEED_EMAILS.nurse)).orderBy(desc(outbox.id)).limit(1);
    expect(row).toMatchObject({ status: "pending", attempts: 0, organisationId: "FR" });
    // Without PUBLIC_URL, links are plain http.
    expect(tokenLink(row?.bodyText ?? "")).toMatch(/^http:\/\/localhost:8080\/reset-password/);
    await api.post("/auth/forgot", { email: SEED_EMAILS.pending });
    await expect.poll(async () => (await server.db.select().from(outbox).where(eq(outbox.toAddress, SEED_EMAILS.pending))).length).toBeGreaterThan(0);
    const [other] = await server.db.select().from(outbox).where(eq(outbox.toAddress, SEED_EMAILS.pending)).orderBy(desc(outbox.id)).limit(1);
    expect(other?.status).toBe("pending");
  });
});
