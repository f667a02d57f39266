import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { SEED_EMAILS } from "@proshop/fixtures/seed/users";
import type { RunningServer } from "../../app.ts";
import { testDatabases } from "../../__tests__/databases.ts";
import { useTestServer } from "../../__tests__/test-server.ts";
import { audit, outbox } from "../../db/schema.ts";
import type { ShopClient } from "./http.ts";

/*
 * GET /admin/outbox and /admin/outbox/{id} (issue 12): support agents read the mail of their
 * markets, links' secrets taken out (issue 32, outbox-secrets.test.ts); nobody else reads any.
 */

describe.each(testDatabases())("outbox calls ($name)", (database) => {
  let server: RunningServer;
  let api: ShopClient;
  let support: string;
  let esMessage: number;
  useTestServer(database, (running) => ({ server, api } = running));

  beforeAll(async () => {
    support = await api.login(SEED_EMAILS.support);
    await api.post("/auth/forgot", { email: SEED_EMAILS.nurse });
    await api.post("/auth/forgot", { email: SEED_EMAILS.matrona });
    // Forgot-password queues its mail just after answering.
    // (expect.poll works only inside a test.)
    for (const email of [SEED_EMAILS.nurse, SEED_EMAILS.matrona]) {
      for (let waited = 0; waited < 5_000; waited += 50) {
        if ((await server.db.select({ id: outbox.id }).from(outbox).where(eq(outbox.toAddress, email))).length > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    const [es] = await server.db.select({ id: outbox.id }).from(outbox).where(eq(outbox.toAddress, SEED_EMAILS.matrona));
    esMessage = es!.id;
  });

  it("lists the FR support agent's market's mail, newest first, without bodies", async () => {
    const answer = await api.get("/admin/outbox", { token: support });
    expect(answer.status).toBe(200);
    const messages = answer.body.messages as Array<Record<string, unknown>>;
    expect(messages.length).toBeGreaterThan(0);
    expect(messages.every((message) => message["organisation"] === "FR")).toBe(true);
    expect(messages.map((message) => message["to"])).toContain(SEED_EMAILS.nurse);
    expect(messages.map((message) => message["to"])).not.toContain(SEED_EMAILS.matrona);
    const ids = messages.map((message) => message["id"] as number);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(messages[0]).toMatchObject({ kind: "password_reset", status: "pending", attempts: 0, sent_at: null, last_error: null });
    expect(messages[0]).not.toHaveProperty("text");
  });

  it("filters by recipient (any case), status and count", async () => {
    const byAddress = await api.get(`/admin/outbox?to=${encodeURIComponent(SEED_EMAILS.nurse.toUpperCase())}`, { token: support });
    expect(byAddress.body.messages.length).toBeGreaterThan(0);
    expect(byAddress.body.messages.every((message: { to: string }) => message.to === SEED_EMAILS.nurse)).toBe(true);
    expect((await api.get("/admin/outbox?status=sent", { token: support })).body.messages).toEqual([]);
    expect((await api.get("/admin/outbox?limit=1", { token: support })).body.messages).toHaveLength(1);
    const tooMany = await api.get("/admin/outbox?limit=501", { token: support });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.field).toBe("limit");
    expect((await api.get("/admin/outbox?status=lost", { token: support })).status).toBe(400);
  });

  it("shows one message, its reset link without the token, and audits the reading", async () => {
    const [latest] = (await api.get(`/admin/outbox?to=${SEED_EMAILS.nurse}`, { token: support })).body.messages;
    const answer = await api.get(`/admin/outbox/${latest.id}`, { token: support });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id: latest.id, to: SEED_EMAILS.nurse, kind: "password_reset", html: null });
    expect(answer.body.text).toContain("/reset-password?token=[redacted]");
    const audited = await server.db.select().from(audit).where(and(eq(audit.action, "outbox.read")));
    expect(audited.some((row) => row.details["outbox_id"] === latest.id)).toBe(true);
  });

  it("answers 404 for another market's message and for an unknown id, 400 for a malformed one", async () => {
    const other = await api.get(`/admin/outbox/${esMessage}`, { token: support });
    expect(other.status).toBe(404);
    expect(other.body.error.code).toBe("outbox.not_found");
    expect((await api.get("/admin/outbox/999999", { token: support })).body.error.code).toBe("outbox.not_found");
    expect((await api.get("/admin/outbox/abc", { token: support })).status).toBe(400);
  });

  it("refuses customers and sales representatives (403), and anyone signed out (401)", async () => {
    for (const email of [SEED_EMAILS.nurse, SEED_EMAILS.rep]) {
      const token = await api.login(email);
      const list = await api.get("/admin/outbox", { token });
      expect(list.status).toBe(403);
      expect(list.body.error.code).toBe("outbox.not_allowed");
      expect((await api.get(`/admin/outbox/${esMessage}`, { token })).status).toBe(403);
    }
    expect((await api.get("/admin/outbox")).status).toBe(401);
  });
});
