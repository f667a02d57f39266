/**
 * Child processes of the bench: the shop server and the bare server, each printing one JSON line
 * `{"url": ...}` once it listens. Every child is stopped by the bench (SIGTERM, then SIGKILL
 * after a grace period), and a child that does not listen in time fails the section.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";

export interface Child {
  readonly url: string;
  readonly process: ChildProcess;
  readonly stop: () => Promise<void>;
}

const childScript = (name: string): string => fileURLToPath(new URL(`../child/${name}.ts`, import.meta.url));

/** Extra Node flags for the shop server child, e.g. BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof". */
const serverNodeArgs = (): string[] => (process.env["BENCH_SERVER_NODE_ARGS"] ?? "").split(" ").filter((arg) => arg !== "");

const startChild = (name: string, env: Record<string, string>, nodeArgs: readonly string[] = []): Promise<Child> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...nodeArgs, "--conditions=proshop-source", childScript(name)], {
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let buffered = "";
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`${name}: not listening after 120 s`));
    }, 120_000);
    const exited = new Promise<void>((done) => child.once("exit", () => done()));
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited (${code}) before it listened`));
    });
    child.stdout!.on("data", (chunk: Buffer) => {
      buffered += chunk.toString("utf8");
      // The server's own log lines are JSON too: the child's announcement starts with its url.
      const line = buffered.split("\n").find((l) => l.startsWith('{"url"'));
      if (line === undefined) return;
      clearTimeout(timer);
      child.stdout!.removeAllListeners("data");
      child.stdout!.resume();
      const { url } = JSON.parse(line) as { url: string };
      resolve({
        url,
        process: child,
        stop: async () => {
          if (child.exitCode !== null || child.signalCode !== null) return;
          const kill = setTimeout(() => child.kill("SIGKILL"), 15_000);
          child.kill("SIGTERM");
          await exited;
          clearTimeout(kill);
        },
      });
    });
  });

export const startShopServer = (options: {
  readonly dataDir: string;
  readonly databaseUrl?: string;
  readonly seed?: boolean;
  /** Section 9: make the pending webhook deliveries due once the server's start-up work is over (child/shop-server.ts). */
  readonly releaseWebhooks?: boolean;
}): Promise<Child> =>
  // Webhooks may go to the bench's receivers on 127.0.0.1 on PostgreSQL too (the shop allows it on PGlite only).
  startChild("shop-server", { BENCH_SERVER: JSON.stringify({ webhooksAllowPrivate: true, ...options }) }, serverNodeArgs());

export const startBareServer = (options: { readonly bodyFile: string; readonly contentType: string }): Promise<Child> =>
  startChild("bare-server", { BENCH_BODY: options.bodyFile, BENCH_CONTENT_TYPE: options.contentType });

/** The webhook receiver (child/webhook-receiver.ts) of the webhooks section. */
export const startWebhookReceiver = (): Promise<Child> => startChild("webhook-receiver", {});

/** The orders floor (child/orders-floor.ts) on a PostgreSQL bench database. */
export const startOrdersFloor = (options: { readonly databaseUrl: string }): Promise<Child> =>
  startChild("orders-floor", { BENCH_DATABASE_URL: options.databaseUrl });

/** Logs a user in and answers the session token. */
export const logIn = async (url: string, email: string, password: string): Promise<string> => {
  const response = await fetch(`${url}/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json()) as { auth?: string };
  if (response.status !== 200 || typeof body.auth !== "string") throw new Error(`log-in of ${email} answered ${response.status}`);
  return body.auth;
};
