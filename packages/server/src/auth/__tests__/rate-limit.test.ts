import { beforeEach, describe, expect, it } from "vitest";
import { SEED_EMAILS, SEED_PASSWORD } from "@proshop/fixtures/seed/users";
import { testDatabases } from "../../__tests__/databases.ts";
import { useTestServer } from "../../__tests__/test-server.ts";
import type { RunningServer } from "../../app.ts";
import { loginAttempts } from "../../db/schema.ts";
import type { ShopClient } from "../../handlers/__tests__/http.ts";
import { LOGIN_WINDOW_SECONDS, MAX_FAILED_LOGINS } from "../rate-limit.ts";

describe.each(testDatabases())("rate-limit ($name)", (database) => {
  let server: RunningServer;
  let api: ShopClient;
  useTestServer(database, (running) => ({ server, api } = running));
  beforeEach(async () => {
    await server.db.delete(loginAttempts);
  });

  const failures = (count: number, row: (index: number) => { account: string; address: string; at: Date }) =>
    server.db.insert(loginAttempts).values(Array.from({ length: count }, (_, index) => row(index)));

  it("answers 429 with Retry-After after 20 failed log-ins for one account, even with the right password", async () => {
    for (let attempt = 0; attempt < MAX_FAILED_LOGINS; attempt++) {
      expect((await api.post("/auth/login", { email: SEED_EMAILS.nurse, password: `wrong-${attempt}` })).status).toBe(401);
    }
    const limited = await api.post("/auth/login", { email: SEED_EMAILS.nurse, password: SEED_PASSWORD });
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(LOGIN_WINDOW_SECONDS - 60);
    expect(retryAfter).toBeLessThanOrEqual(LOGIN_WINDOW_SECONDS);
    expect(limited.body.error).toMatchObject({ code: "session.login.too_many_attempts", retry_after_seconds: retryAfter });
  });

  it("counts per account whatever the address", async () => {
    await failures(MAX_FAILED_LOGINS, () => ({ account: SEED_EMAILS.rep, address: "203.0.113.9", at: new Date() }));
    expect((await api.post("/auth/login", { email: SEED_EMAILS.rep, password: SEED_PASSWORD })).status).toBe(429);
    expect((await api.post("/auth/login", { email: SEED_EMAILS.support, password: SEED_PASSWORD })).status).toBe(200);
  });

  it("counts per address whatever the account", async () => {
    await failures(MAX_FAILED_LOGINS, (index) => ({ account: `guess-${index}@example.fr`, address: "127.0.0.1", at: new Date() }));
    expect((await api.post("/auth/login", { email: SEED_EMAILS.support, password: SEED_PASSWORD })).status).toBe(429);
  });

  it("forgets failures older than 15 minutes and lets the block end when the oldest leaves the window", async () => {
    const old = new Date(Date.now() - (LOGIN_WINDOW_SECONDS + 5) * 1000);
    await failures(MAX_FAILED_LOGINS, () => ({ account: SEED_EMAILS.nurse, address: "127.0.0.1", at: old }));
    expect((await api.post("/auth/login", { email: SEED_EMAILS.nurse, password: SEED_PASSWORD })).status).toBe(200);

    await server.db.delete(loginAttempts);
    const almostOld = new Date(Date.now() - (LOGIN_WINDOW_SECONDS - 10) * 1000);
    await failures(MAX_FAILED_LOGINS, () => ({ account: SEED_EMAILS.nurse, address: "198.51.100.1", at: almostOld }));
    const limited = await api.post("/auth/login", { email: SEED_EMAILS.nurse, password: SEED_PASSWORD });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeLessThanOrEqual(11);
  });

  it("clears the account's failures after a successful log-in", async () => {
    await failures(MAX_FAILED_LOGINS - 1, () => ({ account: SEED_EMAILS.nurse, address: "198.51.100.2", at: new Date() }));
    expect((await api.post("/auth/login", { email: SEED_EMAILS.nurse, password: SEED_PASSWORD })).status).toBe(200);
    expect((await api.post("/auth/login", { email: SEED_EMAILS.nurse, password: "wrong" })).status).toBe(401);
    expect((await api.post("/auth/login", { email: SEED_EMAILS.nurse, password: SEED_PASSWORD })).status).toBe(200);
  });
});
