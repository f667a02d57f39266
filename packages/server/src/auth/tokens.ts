import { errors, jwtVerify, SignJWT } from "jose";

/*
 * Session tokens: compact JWTs signed with HS256 by the server's JWT secret. The server keeps
 * no session table: the token alone says who calls, so any instance sharing the secret (and
 * the database) accepts it. Logging out is forgetting the token on the client.
 */

export const SESSION_ISSUER = "proshop";
export const SESSION_AUDIENCE = "proshop-shop";
/** A working day: long enough for a shift, short enough that a lost token soon stops working. */
export const SESSION_TTL_SECONDS = 8 * 60 * 60;
/** Clocks of instances and clients may differ by this much. */
export const CLOCK_TOLERANCE_SECONDS = 30;

const ALGORITHM = "HS256";

/** The claims the server reads back from a session token. */
export interface SessionClaims {
  readonly userId: number;
  readonly expiresAt: number;
}

/** Signs a session token for `userId`, valid `SESSION_TTL_SECONDS` from `now`. */
export const issueSessionToken = (key: Uint8Array, userId: number, now: Date = new Date()): Promise<string> => {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: ALGORITHM, typ: "JWT" })
    .setSubject(String(userId))
    .setIssuer(SESSION_ISSUER)
    .setAudience(SESSION_AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + SESSION_TTL_SECONDS)
    .sign(key);
};

/**
 * The claims of a valid session token, or null. Valid means: HS256 exactly (so `alg: none`
 * and any other algorithm are refused), a good signature, issuer and audience as above, `exp`
 * present and not passed (30 s tolerance), and a numeric subject.
 */
export const verifySessionToken = async (key: Uint8Array, token: string, now: Date = new Date()): Promise<SessionClaims | null> => {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [ALGORITHM],
      issuer: SESSION_ISSUER,
      audience: SESSION_AUDIENCE,
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      requiredClaims: ["exp", "sub"],
      currentDate: now,
    });
    const userId = Number(payload.sub);
    if (!Number.isSafeInteger(userId) || userId <= 0 || payload.exp === undefined) return null;
    return { userId, expiresAt: payload.exp };
  } catch (error) {
    // Every jose error means "not a valid token"; anything else is a bug worth seeing.
    if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
    throw error;
  }
};
