import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/*
 * Runs the BUILT `proshop` binary (node bin/proshop.mjs, which runs dist/) as a user would:
 * its own process, its own config folder, talking HTTP to a server. Always asynchronous: the
 * test's server runs in the test process, so a blocking spawn would never get an answer.
 */

export const BIN = fileURLToPath(new URL("../../bin/proshop.mjs", import.meta.url));

export interface RunResult {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

export interface Cli {
  readonly configHome: string;
  run(
    args: readonly string[],
    options?: { readonly input?: string; readonly env?: Record<string, string | undefined>; /** Another Node binary than the test's. */ readonly node?: string },
  ): Promise<RunResult>;
}

/** A CLI with a fresh XDG_CONFIG_HOME talking to `server`. */
export const cliFor = (server: string): Cli => {
  const configHome = mkdtempSync(join(tmpdir(), "proshop-cli-test-"));
  return {
    configHome,
    run: (args, options = {}) =>
      new Promise((resolve, reject) => {
        const env: Record<string, string> = {};
        for (const [key, value] of Object.entries({
          ...process.env,
          PROSHOP_SERVER: server,
          XDG_CONFIG_HOME: configHome,
          PROSHOP_LOCALE: "en",
          // The test script built the bundle; parallel rebuilds would only slow the tests down.
          PROSHOP_SKIP_BUILD_CHECK: "1",
          PROSHOP_TOKEN: undefined,
          // Tables fit COLUMNS when stdout is no terminal: a test that wants a width sets it.
          COLUMNS: undefined,
          NO_COLOR: "1",
          ...options.env,
        })) {
          if (value !== undefined) env[key] = value;
        }
        const child = spawn(options.node ?? process.execPath, [BIN, ...args], { env, stdio: ["pipe", "pipe", "pipe"] });
        let stdout = "";
        let stderr = "";
        child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
        child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
        child.on("error", reject);
        child.on("close", (code) => resolve({ code, stdout, stderr }));
        child.stdin.end(options.input ?? "");
      }),
  };
};

/** A port nothing listens on (bound, then released). */
export const closedPort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });

/** A JWT-shaped token whose `exp` is in the past (its signature is never checked by the CLI). */
export const expiredToken = (): string =>
  `${Buffer.from('{"alg":"HS256"}').toString("base64url")}.${Buffer.from(JSON.stringify({ exp: Math.floor(Date.now() / 1000) - 3600 })).toString("base64url")}.x`;

/** True when stderr is one sentence (plus explanation lines) and no stack trace. */
export const isCleanError = (stderr: string): boolean =>
  stderr.startsWith("proshop: ") && !/\n\s+at .+:\d+:\d+/.test(stderr) && !stderr.includes("Error:");
