/**
 * The user id a session token names (its `sub` claim), read without checking it: only to key
 * what this device keeps for that user (the server checks every token it is sent). Null for
 * anything that is not such a token.
 */
export const userIdOfToken = (token: string | null): string | null => {
  const payload = token?.split(".")[1];
  if (payload === undefined || payload === "") return null;
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, "+").replace(/_/g, "/").padEnd(Math.ceil(payload.length / 4) * 4, "="))) as {
      readonly sub?: unknown;
    };
    return typeof claims.sub === "string" && claims.sub !== "" ? claims.sub : typeof claims.sub === "number" ? String(claims.sub) : null;
  } catch {
    return null;
  }
};
