import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";

/*
 * The real `npm start` entry point (src/main.ts) in a child process, for the tests of what
 * happens to the process itself: signals, dropped connections, partitions, a full disk.
 */

const SERVER_ROOT = fileURLToPath(new URL("../../", import.meta.url));

export interface ServerProcess {
  readonly child: ChildProcess;
  /** Everything it wrote to stdout and stderr so far. */
  readonly output: () => string;
  /** Its exit code (null when killed by a signal). */
  readonly exited: Promise<number | null>;
  /** Whether it is still running. */
  readonly running: () => boolean;
  /** Resolves with the URL it listens on (rejects when it exits first or takes longer than `timeoutMs`). */
  readonly listening: (timeoutMs?: number) => Promise<string>;
  /** Ends it with SIGKILL if it still runs (afterAll). */
  readonly kill: () => void;
}

/** Starts the server with these environment variables on top of the test's (PORT 0, HOST 127.0.0.1, no simulator). */
export const startServerProcess = (env: Readonly<Record<string, string>>): ServerProcess => {
  let output = "";
  const child = spawn(process.execPath, ["--conditions=proshop-source", "src/main.ts"], {
    cwd: SERVER_ROOT,
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", REPORTING_SIMULATOR: "0", WAREHOUSE_SIMULATOR: "0", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
  child.stderr!.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const running = () => child.exitCode === null && child.signalCode === null;
  return {
    child,
    output: () => output,
    exited,
    running,
    listening: async (timeoutMs = 120_000) => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const url = /listening on (http:\/\/[^\s"]+)/.exec(output)?.[1];
        if (url !== undefined) return url;
        if (Date.now() > deadline || !running()) throw new Error(`the server did not start:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    kill: () => {
      if (running()) child.kill("SIGKILL");
    },
  };
};
