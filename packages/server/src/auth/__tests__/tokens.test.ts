import { SignJWT, UnsecuredJWT } from "jose";
import { describe, expect, it } from "vitest";
import { issueSessionToken, SESSION_AUDIENCE, SESSION_ISSUER, SESSION_TTL_SECONDS, verifySessionToken } from "../tokens.ts";

const key = new TextEncoder().encode("k".repeat(48));
const otherKey = new TextEncoder().encode("o".repeat(48));
const at = new Date("2026-03-02T10:00:00Z");
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const later = (date: Date, secondsLater: number) => new Date(date.getTime() + secondsLater * 1000);

/** A token like the server's, with `change` applied to the builder before signing. */
const forged = (change: (jwt: SignJWT) => SignJWT = (jwt) => jwt, signWith: Uint8Array = key) =>
  change(
    new SignJWT({})
      .setProtectedHeader({ alg: "HS256" })
      .setSubject("7")
      .setIssuer(SESSION_ISSUER)
      .setAudience(SESSION_AUDIENCE)
      .setIssuedAt(seconds(at))
      .setExpirationTime(seconds(at) + 60),
  ).sign(signWith);

describe("tokens", () => {
  it("issues an HS256 session token that verifies to its user for eight hours", async () => {
    const token = await issueSessionToken(key, 42, at);
    expect(JSON.parse(Buffer.from(token.split(".")[0]!, "base64url").toString())).toEqual({ alg: "HS256", typ: "JWT" });
    expect(await verifySessionToken(key, token, later(at, 60))).toEqual({
      userId: 42,
      expiresAt: seconds(at) + SESSION_TTL_SECONDS,
      generation: 0,
      sessionId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(await verifySessionToken(key, token, later(at, SESSION_TTL_SECONDS + 31))).toBeNull();
  });

  it("names each session with its own id (jti), so log-out can end one session only", async () => {
    const [first, second] = [await issueSessionToken(key, 42, at), await issueSessionToken(key, 42, at)];
    const [a, b] = [await verifySessionToken(key, first, at), await verifySessionToken(key, second, at)];
    expect(a?.sessionId).not.toBeNull();
    expect(a?.sessionId).not.toBe(b?.sessionId);
    // A token from before sessions had an id still verifies, without one.
    expect((await verifySessionToken(key, await forged(), at))?.sessionId).toBeNull();
  });

  it("allows 30 seconds of clock skew, not more", async () => {
    const token = await forged();
    expect(await verifySessionToken(key, token, later(at, 60 + 29))).not.toBeNull();
    expect(await verifySessionToken(key, token, later(at, 60 + 31))).toBeNull();
  });

  it("refuses a token signed with another key, or with a changed payload", async () => {
    expect(await verifySessionToken(key, await forged(undefined, otherKey), at)).toBeNull();
    const [header, , signature] = (await forged()).split(".");
    const payload = Buffer.from(JSON.stringify({ sub: "1", iss: SESSION_ISSUER, aud: SESSION_AUDIENCE, exp: seconds(at) + 60 })).toString("base64url");
    expect(await verifySessionToken(key, `${header}.${payload}.${signature}`, at)).toBeNull();
  });

  it("refuses alg none and any other algorithm", async () => {
    const unsigned = new UnsecuredJWT({}).setSubject("7").setIssuer(SESSION_ISSUER).setAudience(SESSION_AUDIENCE).setExpirationTime(seconds(at) + 60).encode();
    expect(await verifySessionToken(key, unsigned, at)).toBeNull();
    const hs512 = await new SignJWT({})
      .setProtectedHeader({ alg: "HS512" })
      .setSubject("7")
      .setIssuer(SESSION_ISSUER)
      .setAudience(SESSION_AUDIENCE)
      .setExpirationTime(seconds(at) + 60)
      .sign(new TextEncoder().encode("k".repeat(64)));
    expect(await verifySessionToken(key, hs512, at)).toBeNull();
  });

  it("refuses a wrong issuer or audience, a missing exp or a non-numeric subject", async () => {
    expect(await verifySessionToken(key, await forged((jwt) => jwt.setIssuer("someone-else")), at)).toBeNull();
    expect(await verifySessionToken(key, await forged((jwt) => jwt.setAudience("another-app")), at)).toBeNull();
    expect(await verifySessionToken(key, await forged((jwt) => jwt.setSubject("admin")), at)).toBeNull();
    const noExp = await new SignJWT({}).setProtectedHeader({ alg: "HS256" }).setSubject("7").setIssuer(SESSION_ISSUER).setAudience(SESSION_AUDIENCE).sign(key);
    expect(await verifySessionToken(key, noExp, at)).toBeNull();
  });

  it("answers null for garbage instead of throwing", async () => {
    for (const garbage of ["", "abc", "a.b.c", "....", "eyJhbGciOiJIUzI1NiJ9.%%%.x"]) {
      expect(await verifySessionToken(key, garbage, at)).toBeNull();
    }
  });

  it("answers a token verified a moment ago from memory only for the same secret and until it expires", async () => {
    const token = await issueSessionToken(key, 42, at);
    expect(await verifySessionToken(key, token, later(at, 1))).not.toBeNull();
    // The secret changed (rotated, or another shop's): the remembered answer is not used.
    expect(await verifySessionToken(otherKey, token, later(at, 2))).toBeNull();
    expect(await verifySessionToken(key, token, later(at, 3))).toMatchObject({ userId: 42, expiresAt: seconds(at) + SESSION_TTL_SECONDS, generation: 0 });
    expect(await verifySessionToken(key, token, later(at, SESSION_TTL_SECONDS + 31))).toBeNull();
  });
});
