import { describe, expect, it } from "vitest";
import { tokenClaims, userIdOfToken } from "../token-claims.ts";

const token = (claims: object) => `h.${btoa(JSON.stringify(claims)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_")}.s`;

describe("a session token's claims, unverified", () => {
  it("reads the user id from sub, and nothing from what is not a token", () => {
    expect(userIdOfToken(token({ sub: "42" }))).toBe("42");
    expect(userIdOfToken(token({ sub: 7 }))).toBe("7");
    expect(userIdOfToken(token({}))).toBeNull();
    expect(userIdOfToken("not-a-token")).toBeNull();
    expect(userIdOfToken(null)).toBeNull();
    expect(tokenClaims(`h.${btoa("42")}.s`)).toBeNull();
    expect(tokenClaims(token({ level: 3 }))).toEqual({ level: 3 });
  });
});
