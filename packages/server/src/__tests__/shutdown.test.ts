import { spawn, type ChildProcess } from "node:child_process";
import { connect } from "node:net";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases, type CreatedTestDatabase } from "./databases.ts";

/*
 * SIGTERM (issue 12), on the real `npm start` entry point in a child process: the listener
 * closes at once, a request in flight still gets its answer, the process exits 0.
 */

const SERVER_ROOT = fileURLToPath(new URL("../../", import.meta.url));

describe.each(testDatabases())("SIGTERM ($name)", (database) => {
  let created: CreatedTestDatabase;
  let child: ChildProcess;
  let output = "";
  let url = "";

  beforeAll(async () => {
    created = await database.create();
    const databaseUrl = "databaseUrl" in created.options ? created.options.databaseUrl : "";
    child = spawn(process.execPath, ["--conditions=proshop-source", "src/main.ts"], {
      cwd: SERVER_ROOT,
      env: { ...process.env, PORT: "0", HOST: "127.0.0.1", DATA_DIR: "memory", DATABASE_URL: databaseUrl, SEED_DEMO: "1", SHUTDOWN_TIMEOUT_MS: "5000" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout!.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
    child.stderr!.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
    const deadline = Date.now() + 60_000;
    while (url === "") {
      if (Date.now() > deadline || child.exitCode !== null) throw new Error(`the server did not start:\n${output}`);
      url = /listening on (http:\/\/[^\s"]+)/.exec(output)?.[1] ?? "";
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  afterAll(async () => {
    if (child.exitCode === null) child.kill("SIGKILL");
    await created?.drop();
  });

  it("finishes the request in flight, refuses new connections, and exits 0", async () => {
    const { port } = new URL(url);
    const body = JSON.stringify({ email: "nurse@example.fr", password: "proshop-demo" });
    const socket = connect(Number(port), "127.0.0.1");
    await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
    let answer = "";
    socket.setEncoding("utf8").on("data", (chunk: string) => (answer += chunk));
    // Headers and half the body: the server is now in the middle of this request.
    socket.write(`POST /auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
    child.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(fetch(`${url}/health`)).rejects.toThrow();
    // The rest of the body (not a half-close: a client that ends its side has gone away).
    socket.write(body.slice(10));
    expect(await exited).toBe(0);
    socket.destroy();
    expect(answer).toMatch(/^HTTP\/1\.1 200 OK/);
    expect(answer).toContain('"auth"');
    expect(output).toMatch(/"msg":"stopping","signal":"SIGTERM"/);
    expect(output).toMatch(/"msg":"stopped"/);
  });
});
