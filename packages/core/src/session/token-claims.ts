/*
 * A session token's claims, read WITHOUT checking its signature: clients use them only to choose
 * where to go (a reporting account's level) or whose copy the device keeps (the user id, issue
 * 37). The server checks every token it is sent.
 */

/** The payload of a JWT as an object, or null for anything that is not one. */
export const tokenClaims = (token: string | null | undefined): Readonly<Record<string, unknown>> | null => {
  const payload = token?.split(".")[1];
  if (payload === undefined || payload === "") return null;
  try {
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, "+").replace(/_/g, "/").padEnd(Math.ceil(payload.length / 4) * 4, "=")));
    return typeof claims === "object" && claims !== null ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

/** The user id a session token names (its `sub` claim), as text; null when it names none. */
export const userIdOfToken = (token: string | null | undefined): string | null => {
  const sub = tokenClaims(token)?.["sub"];
  return typeof sub === "string" && sub !== "" ? sub : typeof sub === "number" ? String(sub) : null;
};
