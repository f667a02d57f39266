import { startServer, type RunningServer } from "@proshop/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXIT } from "../exit-codes.ts";
import { cliFor, isCleanError, type Cli } from "./harness.ts";

/*
 * `proshop logout` and `proshop logout --everywhere` with the built binary against the real
 * server (issue 35 item 22): a log-out ends this session only, the account's other sessions
 * (another terminal, the nurse's phone) go on; --everywhere ends them all.
 */

const PASSWORD = "proshop-demo";

describe("proshop logout --everywhere", () => {
  let server: RunningServer;
  let terminal: Cli;
  let other: Cli;

  /** A session the way the web or the phone has one: its own log-in. */
  const phoneToken = async (): Promise<string> => {
    const answer = await fetch(`${server.url}/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "nurse@example.fr", password: PASSWORD }),
    });
    expect(answer.status).toBe(200);
    return ((await answer.json()) as { auth: string }).auth;
  };
  const phoneStatus = async (token: string): Promise<number> =>
    (await fetch(`${server.url}/admin/user/me`, { headers: { authorization: `Bearer ${token}` } })).status;
  const logIn = async (cli: Cli) =>
    expect((await cli.run(["login", "nurse@example.fr", "--password-stdin"], { input: `${PASSWORD}\n` })).code).toBe(EXIT.done);

  beforeAll(async () => {
    server = await startServer({ port: 0, host: "127.0.0.1", quiet: true, dataDir: "memory" });
    terminal = cliFor(server.url);
    other = cliFor(server.url);
  });
  afterAll(async () => {
    await server?.close();
  });

  it("ends this session only on logout: the other terminal and the phone stay logged in", async () => {
    await logIn(terminal);
    await logIn(other);
    const phone = await phoneToken();
    const loggedOut = await terminal.run(["logout"]);
    expect(loggedOut.code).toBe(EXIT.done);
    expect(loggedOut.stdout).toContain("Logged out of");
    expect((await terminal.run(["whoami"])).code).toBe(EXIT.auth);
    expect((await other.run(["whoami"])).code).toBe(EXIT.done);
    expect(await phoneStatus(phone)).toBe(200);
  });

  it("ends every session of the account with --everywhere, and says so", async () => {
    await logIn(terminal);
    const phone = await phoneToken();
    const everywhere = await terminal.run(["logout", "--everywhere"]);
    expect(everywhere.stderr).toBe("");
    expect(everywhere.code).toBe(EXIT.done);
    expect(everywhere.stdout).toContain("every session of your account has ended");
    expect(await phoneStatus(phone)).toBe(401);
    // The other terminal's token is refused by the server now: log in again.
    const ended = await other.run(["whoami"]);
    expect(ended.code).toBe(EXIT.auth);
    expect(isCleanError(ended.stderr)).toBe(true);
    expect((await terminal.run(["whoami"])).code).toBe(EXIT.auth);
  });

  it("answers --json with the fields of a log-out, and refuses --everywhere without a session (exit 3)", async () => {
    await logIn(terminal);
    const json = await terminal.run(["--json", "logout", "--everywhere"]);
    expect(json.code).toBe(EXIT.done);
    expect(JSON.parse(json.stdout)).toMatchObject({ logged_out: true, everywhere: true, email: "nurse@example.fr" });
    const none = await terminal.run(["logout", "--everywhere"]);
    expect(none.code).toBe(EXIT.auth);
    expect(none.stderr).toContain("not logged in");
    expect(isCleanError(none.stderr)).toBe(true);
    // A session ended elsewhere cannot end the others: the server refuses, the CLI says log in again.
    await logIn(other);
    const stale = other;
    await logIn(terminal);
    expect((await terminal.run(["logout", "--everywhere"])).code).toBe(EXIT.done);
    const refused = await stale.run(["logout", "--everywhere"]);
    expect(refused.code).toBe(EXIT.auth);
    expect(isCleanError(refused.stderr)).toBe(true);
  });
});
