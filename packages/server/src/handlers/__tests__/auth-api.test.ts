import { eq } from "drizzle-orm";
import { SignJWT, UnsecuredJWT } from "jose";
import { describe, expect, it } from "vitest";
import { SEED_CUSTOMER_NUMBERS } from "@proshop/fixtures/seed/companies";
import { translator } from "@proshop/core";
import { SEED_EMAILS, SEED_PASSWORD } from "@proshop/fixtures/seed/users";
import { testDatabases } from "../../__tests__/databases.ts";
import { useTestServer } from "../../__tests__/test-server.ts";
import type { RunningServer } from "../../app.ts";
import { issueInvitationToken } from "../../auth/invitations.ts";
import { SESSION_AUDIENCE, SESSION_ISSUER } from "../../auth/tokens.ts";
import { outbox, passwordResets, users } from "../../db/schema.ts";
import type { ShopClient } from "./http.ts";

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

describe.each(testDatabases())("auth API ($name)", (database) => {
  let server: RunningServer;
  let api: ShopClient;
  useTestServer(database, (running) => ({ server, api } = running));

  const userId = async (email: string) => (await server.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

  /** A token like the server's for `email`'s user, with `change` applied before signing. */
  const forge = async (email: string, change: (jwt: SignJWT) => SignJWT = (jwt) => jwt, key: Uint8Array = server.sessionKey) => {
    const now = seconds(new Date());
    return change(
      new SignJWT({})
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setSubject(String(await userId(email)))
        .setIssuer(SESSION_ISSUER)
        .setAudience(SESSION_AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(now + 600),
    ).sign(key);
  };

  describe("POST /auth/login", () => {
    it("answers the session token and the user fields with the company", async () => {
      const answer = await api.post("/auth/login", { email: SEED_EMAILS.nurse, password: SEED_PASSWORD });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        is_valid: true,
        is_sales: false,
        max_order_amount: 500,
        organisation: { id: "FR" },
        company: { cust_no: SEED_CUSTOMER_NUMBERS.frMaternity, license_valid: "APPROVED", organisation: { id: "FR" } },
      });
      expect(answer.body.auth).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
      const me = await api.get("/admin/user/me?refresh=1", { token: answer.body.auth });
      expect(me.status).toBe(200);
      expect(me.body).toEqual({ ...answer.body, auth: undefined });
    });

    it("finds the account whatever the case and surrounding spaces of the e-mail", async () => {
      expect((await api.post("/auth/login", { email: "  Nurse@Example.FR ", password: SEED_PASSWORD })).status).toBe(200);
    });

    it("marks sales reps", async () => {
      const answer = await api.post("/auth/login", { email: SEED_EMAILS.rep, password: SEED_PASSWORD });
      expect(answer.body).toMatchObject({ is_sales: true, company: { cust_no: SEED_CUSTOMER_NUMBERS.frOffice } });
    });

    it("answers the same 401 body for a wrong password and an unknown e-mail, after the same work", async () => {
      const timed = async (email: string) => {
        const start = performance.now();
        const answer = await api.post("/auth/login", { email, password: "not-the-password" });
        return { answer, millis: performance.now() - start };
      };
      const known = await timed(SEED_EMAILS.vroedvrouw);
      const unknown = await timed("nobody-here@example.fr");
      expect(known.answer.status).toBe(401);
      expect(unknown.answer.status).toBe(401);
      expect(unknown.answer.body).toEqual(known.answer.body);
      expect(known.answer.body).toEqual({ error: { code: "session.login.failed", message: expect.any(String) } });
      // Both ran scrypt: neither is several times faster than the other. Four of each, taken in
      // turns, so one slow moment of a busy machine does not decide (two of each gave 3.4x once).
      let knownMillis = known.millis;
      let unknownMillis = unknown.millis;
      for (let turn = 0; turn < 3; turn++) {
        knownMillis += (await timed(SEED_EMAILS.vroedvrouw)).millis;
        unknownMillis += (await timed("nobody-here@example.fr")).millis;
      }
      const ratio = knownMillis / unknownMillis;
      expect(ratio).toBeGreaterThan(0.33);
      expect(ratio).toBeLessThan(3);
    });
  });

  describe("session tokens", () => {
    const meWith = async (token: string) => api.get("/admin/user/me", { token });

    it("accepts a token the server signed", async () => {
      expect((await meWith(await forge(SEED_EMAILS.nurse))).status).toBe(200);
    });

    it("refuses a missing, tampered, expired, alg none, foreign-key or wrong issuer/audience token with 401", async () => {
      const good = await forge(SEED_EMAILS.nurse);
      const [header, payload, signature] = good.split(".") as [string, string, string];
      const claims = JSON.parse(Buffer.from(payload, "base64url").toString());
      const otherSubject = Buffer.from(JSON.stringify({ ...claims, sub: String(await userId(SEED_EMAILS.rep)) })).toString("base64url");
      const flipped = signature.slice(0, -2) + (signature.endsWith("AA") ? "BB" : "AA");
      const now = seconds(new Date());
      const refused = {
        missing: await api.get("/admin/user/me"),
        "tampered payload": await meWith(`${header}.${otherSubject}.${signature}`),
        "tampered signature": await meWith(`${header}.${payload}.${flipped}`),
        expired: await meWith(await forge(SEED_EMAILS.nurse, (jwt) => jwt.setIssuedAt(now - 9 * 3600).setExpirationTime(now - 3600))),
        "alg none": await meWith(
          new UnsecuredJWT({}).setSubject(claims.sub).setIssuer(SESSION_ISSUER).setAudience(SESSION_AUDIENCE).setExpirationTime(now + 600).encode(),
        ),
        "alg none with a signature": await meWith(
          `${Buffer.from(JSON.stringify({ alg: "none", typ: "JWT" })).toString("base64url")}.${payload}.${signature}`,
        ),
        "other key": await meWith(await forge(SEED_EMAILS.nurse, undefined, new TextEncoder().encode("x".repeat(48)))),
        "wrong issuer": await meWith(await forge(SEED_EMAILS.nurse, (jwt) => jwt.setIssuer("evil"))),
        "wrong audience": await meWith(await forge(SEED_EMAILS.nurse, (jwt) => jwt.setAudience("proshop-invitation"))),
        "not a token": await meWith("hello"),
      };
      for (const [name, answer] of Object.entries(refused)) {
        expect(answer.status, name).toBe(401);
        expect(answer.body, name).toEqual({ error: { code: "session.expired", message: expect.any(String) } });
      }
    });

    it("refuses an invitation token as a session token (its own audience)", async () => {
      const invitation = await issueInvitationToken(server.sessionKey, { email: "x@example.fr" });
      expect((await meWith(invitation)).status).toBe(401);
    });
  });

  describe("POST /auth/forgot and /auth/reset", () => {
    const lastResetMail = async (to: string) =>
      (await server.db.select().from(outbox).where(eq(outbox.toAddress, to))).filter((mail) => mail.kind === "password_reset").at(-1);
    const tokenIn = (text: string) => /token=([\w-]+)/.exec(text)?.[1] ?? "";

    it("answers success for an unknown address and sends nothing", async () => {
      const answer = await api.post("/auth/forgot", { email: "nobody-at-all@example.fr" });
      expect(answer).toMatchObject({ status: 200, body: { success: true } });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await lastResetMail("nobody-at-all@example.fr")).toBeUndefined();
    });

    it("mails a single-use link to a known address; the reset changes the password", async () => {
      const email = SEED_EMAILS.pending;
      expect((await api.post("/auth/forgot", { email: email.toUpperCase() })).body).toEqual({ success: true });
      // Queued after the answer (same time for known and unknown addresses).
      await expect.poll(() => lastResetMail(email)).toBeDefined();
      const mail = await lastResetMail(email);
      expect(mail?.bodyText).toContain("/reset-password?token=");
      // In the account's language (French), from core's catalogue.
      expect(mail?.subject).toBe(translator("fr")("mail.password_reset.subject"));
      expect(mail?.bodyText).toMatch(/^Bonjour /);
      const token = tokenIn(mail!.bodyText);
      // Only a hash is stored.
      const stored = await server.db.select().from(passwordResets);
      expect(stored.some((row) => row.tokenHash === token)).toBe(false);

      expect((await api.post("/auth/reset", { token, password: "short" })).body.error).toMatchObject({ code: "password.too_short", field: "password" });
      expect((await api.post("/auth/reset", { token, password: "a-new-secret-1" })).body).toEqual({ success: true });
      expect((await api.post("/auth/login", { email, password: "a-new-secret-1" })).status).toBe(200);
      expect((await api.post("/auth/login", { email, password: SEED_PASSWORD })).status).toBe(401);

      const again = await api.post("/auth/reset", { token, password: "a-third-secret" });
      expect(again.status).toBe(400);
      expect(again.body.error).toMatchObject({ code: "reset.token_invalid", field: "token" });
    });

    it("refuses an expired or unknown reset token", async () => {
      const email = SEED_EMAILS.support;
      await api.post("/auth/forgot", { email });
      await expect.poll(() => lastResetMail(email)).toBeDefined();
      const token = tokenIn((await lastResetMail(email))!.bodyText);
      await server.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) });
      expect((await api.post("/auth/reset", { token, password: "another-secret" })).status).toBe(400);
      expect((await api.post("/auth/reset", { token: "made-up", password: "another-secret" })).status).toBe(400);
      expect((await api.post("/auth/login", { email, password: SEED_PASSWORD })).status).toBe(200);
    });
  });

  describe("PUT /admin/user/me", () => {
    it("changes the password only with the current one", async () => {
      const email = SEED_EMAILS.matrona;
      const token = await api.login(email);
      const missing = await api.put("/admin/user/me", { password: "brand-new-pass" }, { token });
      expect(missing.status).toBe(400);
      expect(missing.body.error.field).toBe("current_password");
      const wrong = await api.put("/admin/user/me", { password: "brand-new-pass", current_password: "guess" }, { token });
      expect(wrong.status).toBe(403);
      expect(wrong.body.error.code).toBe("account.current_password_wrong");
      const tooShort = await api.put("/admin/user/me", { password: "2short", current_password: SEED_PASSWORD }, { token });
      expect(tooShort.status).toBe(400);
      const done = await api.put("/admin/user/me", { password: "brand-new-pass", current_password: SEED_PASSWORD }, { token });
      expect(done).toMatchObject({ status: 200, body: { success: true } });
      expect((await api.post("/auth/login", { email, password: "brand-new-pass" })).status).toBe(200);
      expect((await api.put("/admin/user/me", { password: "x".repeat(9), current_password: "y" })).status).toBe(401);
    });
  });

  describe("POST /auth/prefill", () => {
    it("answers what an invitation carries, and 401 for anything else", async () => {
      const token = await issueInvitationToken(server.sessionKey, { email: "new@example.fr", cust_no: "100234", firstName: "Léa" });
      const answer = await api.post("/auth/prefill", { token });
      expect(answer).toMatchObject({ status: 200, body: { email: "new@example.fr", cust_no: "100234", firstName: "Léa" } });
      expect((await api.post("/auth/prefill", { token: await forge(SEED_EMAILS.nurse) })).status).toBe(401);
      expect((await api.post("/auth/prefill", { token: "nope" })).status).toBe(401);
    });
  });
});
