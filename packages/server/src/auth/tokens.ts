import { randomUUID, webcrypto } from "node:crypto";
import { errors, jwtVerify, SignJWT, type JWTPayload } from "jose";
import { recentPerDatabase } from "../db/recent-per-database.ts";

/*
 * Session tokens: compact JWTs signed with HS256 by the server's JWT secret. The server keeps
 * no session table: the token alone says who calls, so any instance sharing the secret (and
 * the database) accepts it. Each token carries its user's session generation (`gen`): "log out
 * everywhere", a password change or reset raises it in the database, which ends every earlier
 * session. Each token also names its own session (`jti`), so log-out ends that one only
 * (auth/sessions.ts).
 */

export const SESSION_ISSUER = "proshop";
export const SESSION_AUDIENCE = "proshop-shop";
/** A working day: long enough for a shift, short enough that a lost token soon stops working. */
export const SESSION_TTL_SECONDS = 8 * 60 * 60;
/** Clocks of instances and clients may differ by this much. */
export const CLOCK_TOLERANCE_SECONDS = 30;

const ALGORITHM = "HS256";

/**
 * The secret as a WebCrypto HMAC key, imported once per secret: jose imports a raw secret
 * again on every call, which cost about a tenth of a cached product listing (bench/, issue 6).
 */
const importedKeys = new WeakMap<Uint8Array, Promise<webcrypto.CryptoKey>>();
const hmacKeyOf = (key: Uint8Array): Promise<webcrypto.CryptoKey> => {
  let imported = importedKeys.get(key);
  if (imported === undefined) {
    imported = webcrypto.subtle.importKey("raw", key, { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
    importedKeys.set(key, imported);
  }
  return imported;
};

/** How the shop signs one kind of token: its audience (so kinds never pass for each other) and lifetime. */
export interface ShopTokenKind {
  readonly audience: string;
  readonly ttlSeconds: number;
}

/** Signs an HS256 JWT of the shop: `claims`, optional subject, issuer, audience, iat and exp. */
export const signShopToken = (
  key: Uint8Array,
  kind: ShopTokenKind,
  content: { readonly subject?: string; readonly claims?: Readonly<Record<string, unknown>> },
  now: Date,
): Promise<string> => {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const jwt = new SignJWT({ ...content.claims })
    .setProtectedHeader({ alg: ALGORITHM, typ: "JWT" })
    .setIssuer(SESSION_ISSUER)
    .setAudience(kind.audience)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + kind.ttlSeconds);
  return hmacKeyOf(key).then((hmacKey) => (content.subject === undefined ? jwt : jwt.setSubject(content.subject)).sign(hmacKey));
};

/**
 * The payload of a valid token of the shop for `audience`, or null. Valid means: HS256 exactly
 * (so `alg: none` and any other algorithm are refused), a good signature, the shop's issuer and
 * this audience, `exp` (and `requiredClaims`) present, not expired (30 s tolerance).
 */
export const verifyShopToken = async (
  key: Uint8Array,
  token: string,
  expected: { readonly audience: string; readonly requiredClaims?: ReadonlyArray<string> },
  now: Date,
): Promise<JWTPayload | null> => {
  try {
    const { payload } = await jwtVerify(token, await hmacKeyOf(key), {
      algorithms: [ALGORITHM],
      issuer: SESSION_ISSUER,
      audience: expected.audience,
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      requiredClaims: ["exp", ...(expected.requiredClaims ?? [])],
      currentDate: now,
    });
    return payload;
  } catch (error) {
    // Every jose error means "not a valid token"; anything else is a bug worth seeing.
    if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
    throw error;
  }
};

const SESSION: ShopTokenKind = { audience: SESSION_AUDIENCE, ttlSeconds: SESSION_TTL_SECONDS };

/** The claims the server reads back from a session token. */
export interface SessionClaims {
  readonly userId: number;
  readonly expiresAt: number;
  /** The user's session generation when the token was issued (0 for tokens without one). */
  readonly generation: number;
  /** The session's own id (`jti`), which log-out ends; null for tokens issued before sessions had one. */
  readonly sessionId: string | null;
}

/** The claim of a session token naming its user's session generation. */
export const SESSION_GENERATION_CLAIM = "gen";

/**
 * Signs a session token for `userId`, valid `SESSION_TTL_SECONDS` from `now`. `claims` adds
 * what clients may read (a reporting account's `level`, issue 14); the server never trusts them.
 */
export const issueSessionToken = (
  key: Uint8Array,
  userId: number,
  now: Date = new Date(),
  claims?: Readonly<Record<string, unknown>>,
  generation = 0,
): Promise<string> =>
  // A random `jti` per log-in: the one session that log-out ends (auth/sessions.ts).
  signShopToken(key, SESSION, { subject: String(userId), claims: { ...claims, [SESSION_GENERATION_CLAIM]: generation, jti: randomUUID() } }, now);

/**
 * Session tokens verified in the last minute, per secret: a shop page sends several calls with
 * one token, and WebCrypto's HMAC (a job on the thread pool per call) was a tenth of the server's
 * CPU when placing orders (bench section 4). Only tokens that passed the full check are kept,
 * and `exp` is judged again on every use.
 */
const VERIFIED_TOKEN_MAX_AGE_MS = 60_000;
const verifiedTokens = recentPerDatabase<string, SessionClaims>(VERIFIED_TOKEN_MAX_AGE_MS, 10_000);

/** The claims of a valid session token (see verifyShopToken) with a numeric subject, or null. */
export const verifySessionToken = async (key: Uint8Array, token: string, now: Date = new Date()): Promise<SessionClaims | null> => {
  const known = verifiedTokens.recent(key, token, now.getTime());
  if (known !== undefined && now.getTime() / 1000 < known.expiresAt + CLOCK_TOLERANCE_SECONDS) return known;
  const payload = await verifyShopToken(key, token, { audience: SESSION_AUDIENCE, requiredClaims: ["sub"] }, now);
  if (payload === null) return null;
  const userId = Number(payload.sub);
  if (!Number.isSafeInteger(userId) || userId <= 0 || payload.exp === undefined) return null;
  const generation = payload[SESSION_GENERATION_CLAIM] ?? 0;
  if (typeof generation !== "number" || !Number.isSafeInteger(generation)) return null;
  const sessionId = payload.jti ?? null;
  if (sessionId !== null && (typeof sessionId !== "string" || sessionId === "")) return null;
  const claims = { userId, expiresAt: payload.exp, generation, sessionId };
  verifiedTokens.remember(key, token, claims, now.getTime());
  return claims;
};
