import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SEED_EMAILS, SEED_PASSWORD } from "@proshop/fixtures/seed/users";
import { testDatabases, type CreatedTestDatabase } from "../../__tests__/databases.ts";
import { useTestServer } from "../../__tests__/test-server.ts";
import { startServer, type RunningServer } from "../../app.ts";
import { outbox } from "../../db/schema.ts";
import { shopClient, type ShopClient } from "../../handlers/__tests__/http.ts";

/*
 * Sessions end (issue 11 item 3, issue 35 item 22): POST /auth/logout ends that session only;
 * POST /auth/logout/everywhere, a password change and a reset end every session of the user;
 * on several instances sharing one PostgreSQL too.
 */

describe.each(testDatabases())("sessions end ($name)", (database) => {
  let server: RunningServer;
  let api: ShopClient;
  useTestServer(database, (running) => ({ server, api } = running));
  const me = (token: string) => api.get("/admin/user/me", { token });
  const expectEnded = async (token: string) => {
    const ended = await me(token);
    expect(ended.status).toBe(401);
    expect(ended.body.error.code).toBe("session.expired");
  };

  it("ends only the session of the token on POST /auth/logout: the user's other sessions go on", async () => {
    // The practice's shared computer and the nurse's phone.
    const [computer, phone] = [await api.login(SEED_EMAILS.nurse), await api.login(SEED_EMAILS.nurse)];
    expect((await me(computer)).status).toBe(200);
    expect((await me(phone)).status).toBe(200);
    expect((await api.post("/auth/logout", undefined, { token: computer })).body).toEqual({ success: true });
    await expectEnded(computer);
    expect((await me(phone)).status).toBe(200);
    // Logging out again, with no token or a made-up one, is no error, and ends nothing else.
    expect((await api.post("/auth/logout", undefined, { token: computer })).status).toBe(200);
    expect((await api.post("/auth/logout", undefined)).status).toBe(200);
    expect((await api.post("/auth/logout", undefined, { token: "not.a.token" })).status).toBe(200);
    expect((await me(phone)).status).toBe(200);
    expect((await me(await api.login(SEED_EMAILS.nurse))).status).toBe(200);
    // The phone logs out in its turn; its row and the computer's stay only until their tokens expire.
    expect((await api.post("/auth/logout", undefined, { token: phone })).status).toBe(200);
    await expectEnded(phone);
  });

  it("ends every session of the user on POST /auth/logout/everywhere, and only a live session may ask", async () => {
    const [first, second] = [await api.login(SEED_EMAILS.rep), await api.login(SEED_EMAILS.rep)];
    const other = await api.login(SEED_EMAILS.nurse);
    expect((await api.post("/auth/logout/everywhere", undefined, { token: first })).body).toEqual({ success: true });
    await expectEnded(first);
    await expectEnded(second);
    // Another user's session is untouched.
    expect((await me(other)).status).toBe(200);
    // An ended, made-up or missing token ends nothing: 401.
    for (const token of [first, "not.a.token", undefined]) {
      const refused = await api.post("/auth/logout/everywhere", undefined, token === undefined ? {} : { token });
      expect(refused.status).toBe(401);
      expect(refused.body.error.code).toBe("session.expired");
    }
    const fresh = await api.login(SEED_EMAILS.rep);
    expect((await me(fresh)).status).toBe(200);
    // A session logged out on its own cannot end the others either.
    const later = await api.login(SEED_EMAILS.rep);
    expect((await api.post("/auth/logout", undefined, { token: later })).status).toBe(200);
    expect((await api.post("/auth/logout/everywhere", undefined, { token: later })).status).toBe(401);
    expect((await me(fresh)).status).toBe(200);
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

  it("refuses on one instance a session ended on the other; the user's other session goes on", async () => {
    const [onA, onB] = [shopClient(a.url), shopClient(b.url)];
    const [token, other] = [await onA.login(SEED_EMAILS.rep), await onA.login(SEED_EMAILS.rep)];
    expect((await onB.get("/admin/user/me", { token })).status).toBe(200);
    expect((await onA.post("/auth/logout", undefined, { token })).status).toBe(200);
    // B remembers a session user for at most 2 s (session-user-cache.ts).
    await expect.poll(async () => (await onB.get("/admin/user/me", { token })).status, { timeout: 5_000, interval: 250 }).toBe(401);
    expect((await onB.get("/admin/user/me", { token: other })).status).toBe(200);
    expect((await onA.post("/auth/logout/everywhere", undefined, { token: other })).status).toBe(200);
    await expect.poll(async () => (await onB.get("/admin/user/me", { token: other })).status, { timeout: 5_000, interval: 250 }).toBe(401);
  });
});
