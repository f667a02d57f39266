import { beforeEach, describe, expect, it } from "vitest";
import { LOGIN_ADDRESS_LIMIT } from "../auth/login-limit.ts";
import type { RunningServer } from "../app.ts";
import { rateLimits } from "../db/schema.ts";
import { testDatabases } from "./databases.ts";
import { callFrom } from "./from-address.ts";
import { useTestServer } from "./test-server.ts";

/*
 * TRUST_PROXY (issue 12): X-Forwarded-For names the client only when the connection comes from
 * a trusted proxy. The per-address log-in limit shows which address the server believed.
 */

/**
 * How many wrong log-ins got 401 (not 429) from `from`. One at a time: all at once, busy cores
 * fill the log-in queue and some answer 503, which says nothing of the address limit.
 */
const guesses = async (server: RunningServer, from: string, forwardedFor: (index: number) => string | undefined, count = LOGIN_ADDRESS_LIMIT.max + 5) => {
  let unauthorised = 0;
  for (let index = 0; index < count; index += 1) {
    const forwarded = forwardedFor(index);
    const answer = await callFrom(from, server.url, "POST", "/auth/login", { email: `guess-${index}@example.fr`, password: "wrong" }, forwarded === undefined ? {} : { "x-forwarded-for": forwarded });
    if (answer.status === 401) unauthorised += 1;
  }
  return unauthorised;
};

describe.each(testDatabases())("TRUST_PROXY ($name)", (database) => {
  describe("off (the default)", () => {
    let server: RunningServer;
    useTestServer(database, (running) => ({ server } = running));
    beforeEach(() => server.db.delete(rateLimits));

    it("ignores X-Forwarded-For: a spoofed header per request changes nothing", async () => {
      expect(await guesses(server, "127.0.0.1", (index) => `203.0.113.${index + 1}`)).toBe(LOGIN_ADDRESS_LIMIT.max);
    });
  });

  describe("trusting 127.0.0.1 only", () => {
    let server: RunningServer;
    useTestServer(database, (running) => ({ server } = running), { trustProxy: ["127.0.0.1"] });
    beforeEach(() => server.db.delete(rateLimits));

    it("counts per forwarded client behind the trusted proxy", async () => {
      expect(await guesses(server, "127.0.0.1", (index) => `203.0.113.${index + 1}`)).toBe(LOGIN_ADDRESS_LIMIT.max + 5);
      // One client behind the proxy is limited as itself, whatever it prepends to the header.
      expect(await guesses(server, "127.0.0.1", (index) => `198.51.100.${index + 1}, 192.0.2.50`)).toBe(LOGIN_ADDRESS_LIMIT.max);
    });

    it("ignores the header from an untrusted address", async () => {
      expect(await guesses(server, "127.0.0.9", (index) => `203.0.113.${index + 100}`)).toBe(LOGIN_ADDRESS_LIMIT.max);
    });
  });
});
