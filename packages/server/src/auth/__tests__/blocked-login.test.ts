import { beforeEach, describe, expect, it } from "vitest";
import { REPORTING_EMAILS } from "@proshop/fixtures/seed/reporting/accounts";
import { SEED_PASSWORD } from "@proshop/fixtures/seed/users";
import { testDatabases } from "../../__tests__/databases.ts";
import { callFrom } from "../../__tests__/from-address.ts";
import { useTestServer } from "../../__tests__/test-server.ts";
import type { RunningServer } from "../../app.ts";
import { rateLimits } from "../../db/schema.ts";
import { LOGIN_PAIR_LIMIT } from "../login-limit.ts";

/*
 * Issue 32 item 16: a blocked reporting account (level 0) answered 401 for a wrong password and
 * 403 `session.login.blocked` for the right one, which confirmed the password to whoever
 * guessed it. Both now get the same refusal, count the same against the log-in limit, and take
 * about the same time.
 */

const median = (values: ReadonlyArray<number>) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe.each(testDatabases())("a blocked account's log-in ($name)", (database) => {
  let server: RunningServer;
  useTestServer(database, (running) => ({ server } = running));
  beforeEach(() => server.db.delete(rateLimits));

  const logIn = async (password: string, from: string) => {
    const started = performance.now();
    const answer = await callFrom(from, server.url, "POST", "/auth/login", { email: REPORTING_EMAILS.blocked, password });
    return { status: answer.status, body: answer.body, ms: performance.now() - started };
  };

  it("refuses the right password exactly as a wrong one, in about the same time", async () => {
    const wrong: number[] = [];
    const right: number[] = [];
    for (let turn = 1; turn <= 5; turn++) {
      const guessed = await logIn(`not-the-password-${turn}`, `127.0.3.${turn}`);
      const known = await logIn(SEED_PASSWORD, `127.0.4.${turn}`);
      expect(known.status).toBe(guessed.status);
      expect(known.body).toEqual(guessed.body);
      expect(known.body.error.code).toBe("session.login.failed");
      expect(known.body.auth).toBeUndefined();
      wrong.push(guessed.ms);
      right.push(known.ms);
    }
    // Loose (both are one password check; a skipped one answers in a twentieth of the time): within
    // twice each other's median, which a busy machine's scheduling keeps to (1.5x failed once so).
    expect(median(right)).toBeLessThan(2 * median(wrong));
    expect(median(wrong)).toBeLessThan(2 * median(right));
  });

  it("counts the right password against the pair's limit like a wrong one (no give-back to tell them apart)", async () => {
    const from = "127.0.5.1";
    for (let attempt = 1; attempt < LOGIN_PAIR_LIMIT.max; attempt++) expect((await logIn(`wrong-${attempt}`, from)).status).toBe(401);
    expect((await logIn(SEED_PASSWORD, from)).status).toBe(401);
    // A successful log-in would have cleared the pair; this one did not.
    expect((await logIn("wrong-again", from)).status).toBe(429);
  });
});
