import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SEED_EMAILS, SEED_PASSWORD } from "@proshop/fixtures/seed/users";
import { testDatabases, type CreatedTestDatabase } from "../../__tests__/databases.ts";
import { useTestServer } from "../../__tests__/test-server.ts";
import { startServer, type RunningServer } from "../../app.ts";
import { outbox } from "../../db/schema.ts";
import { shopClient, type ShopClient } from "../../handlers/__tests__/http.ts";

/*
 * Sessions end (issue 11 item 3): POST /auth/logout, a password change and a reset end every
 * session of the user; on several instances sharing one PostgreSQL too.
 */

describe.each(testDatabases())("sessions end ($name)", (database) => {
  let server: RunningServer;
  let api: ShopClient;
  useTestServer(database, (running) => ({ server, api } = running));
  const me = (token: string) => api.get("/admin/user/me", { token });

  it("ends the session, and the user's other sessions, on POST /auth/logout", async () => {
    const [first, second] = [await api.login(SEED_EMAILS.nurse), await api.login(SEED_EMAILS.nurse)];
    expect((await me(first)).status).toBe(200);
    expect((await api.post("/auth/logout", undefined, { token: first })).body).toEqual({ success: true });
    for (const token of [first, second]) {
      const ended = await me(token);
      expect(ended.status).toBe(401);
      expect(ended.body.error.code).toBe("session.expired");
    }
    // Logging out again, with no token or a made-up one, is no error; a new log-in works.
    expect((await api.post("/auth/logout", undefined, { token: first })).status).toBe(200);
    expect((await api.post("/auth/logout", undefined)).status).toBe(200);
    expect((await api.post("/auth/logout", undefined, { token: "not.a.token" })).status).toBe(200);
    expect((await me(await api.login(SEED_EMAILS.nurse))).status).toBe(200);
  });

  it("ends every session on a password change, and answers a new token for the caller", async () => {
    const [caller, other] = [await api.login(SEED_EMAILS.matrona), await api.login(SEED_EMAILS.matrona)];
    const changed = await api.put("/admin/user/me", { password: "brand-new-pass-1", current_password: SEED_PASSWORD }, { token: caller });
    expect(changed.status).toBe(200);
    expect(typeof changed.body.auth).toBe("string");
    expect((await me(caller)).status).toBe(401);
    expect((await me(other)).status).toBe(401);
    expect((await me(changed.body.auth)).status).toBe(200);
  });

  it("ends every session on a password reset", async () => {
    const email = SEED_EMAILS.pending;
    const token = await api.login(email);
    await api.post("/auth/forgot", { email });
    const mail = async () =>
      (await server.db.select().from(outbox).where(and(eq(outbox.toAddress, email), eq(outbox.kind, "password_reset"))).orderBy(desc(outbox.id)))[0];
    await expect.poll(mail).toBeDefined();
    const reset = /token=([\w-]+)/.exec((await mail())!.bodyText)![1]!;
    expect((await api.post("/auth/reset", { token: reset, password: "reset-pass-123" })).status).toBe(200);
    expect((await me(token)).status).toBe(401);
    expect((await me(await api.login(email, "reset-pass-123"))).status).toBe(200);
  });
});

const postgres = testDatabases().find((candidate) => candidate.name === "postgres");

describe.skipIf(postgres === undefined)("sessions end across two instances on one PostgreSQL", () => {
  let created: CreatedTestDatabase;
  let a: RunningServer;
  let b: RunningServer;
  beforeAll(async () => {
    created = await postgres!.create();
    a = await startServer({ port: 0, host: "127.0.0.1", quiet: true, seed: true, ...created.options });
    b = await startServer({ port: 0, host: "127.0.0.1", quiet: true, seed: false, ...created.options });
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await created?.drop();
  });

  it("refuses on one instance a session ended on the other", async () => {
    const [onA, onB] = [shopClient(a.url), shopClient(b.url)];
    const token = await onA.login(SEED_EMAILS.rep);
    expect((await onB.get("/admin/user/me", { token })).status).toBe(200);
    expect((await onA.post("/auth/logout", undefined, { token })).status).toBe(200);
    // B remembers a session user for at most 2 s (session-user-cache.ts).
    await expect.poll(async () => (await onB.get("/admin/user/me", { token })).status, { timeout: 5_000, interval: 250 }).toBe(401);
  });
});
