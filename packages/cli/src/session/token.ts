/**
 * When a session token expires, read from its payload without checking the signature (the
 * server checks it; this only saves a round trip to say "log in again"). Null when the token
 * is not a JWT or carries no `exp`.
 */
export const tokenExpiresAt = (token: string): number | null => {
  const payload = token.split(".")[1];
  if (payload === undefined) return null;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
    const exp = typeof claims === "object" && claims !== null ? (claims as { exp?: unknown }).exp : undefined;
    return typeof exp === "number" && Number.isFinite(exp) ? exp * 1000 : null;
  } catch {
    return null;
  }
};

/** True when the token's `exp` has passed (with the server's 30 s of clock skew in its favour). */
export const isTokenExpired = (token: string, nowMillis: number): boolean => {
  const expiresAt = tokenExpiresAt(token);
  return expiresAt !== null && expiresAt + 30_000 <= nowMillis;
};
