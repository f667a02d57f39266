import { mkdtempSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { credentialsPath, forgetCredentials, readCredentials, serverKey, updateCredentials } from "../credentials.ts";
import { isTokenExpired, tokenExpiresAt } from "../token.ts";

const fakeJwt = (claims: object) => `e30.${Buffer.from(JSON.stringify(claims)).toString("base64url")}.sig`;

describe("credentials", () => {
  it("lives under XDG_CONFIG_HOME, else ~/.config", () => {
    expect(credentialsPath({ XDG_CONFIG_HOME: "/x" })).toBe("/x/proshop/credentials.json");
    expect(credentialsPath({})).toMatch(/\.config\/proshop\/credentials\.json$/);
  });

  it("keeps one entry per server, in a file only its owner can read", () => {
    const path = join(mkdtempSync(join(tmpdir(), "proshop-cred-")), "proshop", "credentials.json");
    updateCredentials("http://localhost:8080/", { token: "a", email: "nurse@example.fr" }, path);
    updateCredentials("http://127.0.0.1:9", { token: "b", email: "rep@example.fr" }, path);
    updateCredentials("http://LOCALHOST:8080", { on_behalf: { cust_no: "100234", name: "M" } }, path);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(readCredentials("http://localhost:8080", path)).toEqual({
      token: "a",
      email: "nurse@example.fr",
      on_behalf: { cust_no: "100234", name: "M" },
    });
    forgetCredentials("http://localhost:8080", path);
    expect(readCredentials("http://localhost:8080", path).token).toBeNull();
    expect(readCredentials("http://127.0.0.1:9", path).token).toBe("b");
  });

  it("treats the same server written two ways as one", () => {
    expect(serverKey("http://LOCALHOST:8080/")).toBe(serverKey("http://localhost:8080"));
  });

  it("reads a token's expiry without checking its signature", () => {
    expect(tokenExpiresAt(fakeJwt({ exp: 100 }))).toBe(100_000);
    expect(tokenExpiresAt("not-a-jwt")).toBeNull();
    expect(isTokenExpired(fakeJwt({ exp: 100 }), 200_000)).toBe(true);
    expect(isTokenExpired(fakeJwt({ exp: 100 }), 110_000)).toBe(false); // within the 30 s of skew
    expect(isTokenExpired("opaque", Date.now())).toBe(false);
  });
});
