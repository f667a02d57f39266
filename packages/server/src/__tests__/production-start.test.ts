import { spawn } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SEED_EMAILS, SEED_PASSWORD } from "@proshop/fixtures/seed/users";
import { startServer } from "../app.ts";
import { JWT_SECRET_FILE } from "../auth/secret.ts";
import { companies, organisations, repCompanies, users } from "../db/schema.ts";
import { shopClient } from "../handlers/__tests__/http.ts";
import { testDatabases, type CreatedTestDatabase } from "./databases.ts";

/*
 * Safe defaults (issue 12): a production-like start (PostgreSQL, no SEED_DEMO) has no demo
 * accounts, only the markets; the first support account comes from `create-support` with its
 * password on standard input; a stale DATA_DIR/jwt-secret never beats the database's secret.
 */

const urlOf = (created: CreatedTestDatabase): string => ("databaseUrl" in created.options ? created.options.databaseUrl : "");

const SERVER_ROOT = fileURLToPath(new URL("../../", import.meta.url));

const createSupport = (args: readonly string[], env: Record<string, string>, input: string) =>
  new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, ["--conditions=proshop-source", "src/create-support.ts", ...args], {
      cwd: SERVER_ROOT,
      env: { ...process.env, ...env },
      stdio: ["pipe", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input);
  });

// PostgreSQL only (TEST_DATABASE_URL): the embedded database is the demo box, always seeded.
const postgres = testDatabases().find((database) => database.name === "postgres");

describe.skipIf(postgres === undefined)("production-like start (postgres)", () => {
  const database = postgres!;
  let created: CreatedTestDatabase;
  let dataDir: string;
  beforeAll(async () => {
    created = await database.create();
    dataDir = await mkdtemp(join(tmpdir(), "proshop-prod-"));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
    await created?.drop();
  });

  it("starts an empty PostgreSQL with the markets and no demo account; create-support makes the first agent", async () => {
    const lines: string[] = [];
    // A stale secret file from an embedded start lies in the data folder.
    await writeFile(join(dataDir, JWT_SECRET_FILE), "a-stale-secret-of-an-embedded-start-0123456789\n", { mode: 0o600 });
    const server = await startServer({ port: 0, host: "127.0.0.1", databaseUrl: urlOf(created), dataDir, logSink: (line) => lines.push(line) });
    try {
      expect(await server.db.select().from(users)).toEqual([]);
      expect(await server.db.select().from(companies)).toEqual([]);
      expect((await server.db.select({ id: organisations.id }).from(organisations)).map((row) => row.id).sort()).toEqual(["BE", "ES", "FR", "NL"]);
      const api = shopClient(server.url);
      expect((await api.post("/auth/login", { email: SEED_EMAILS.support, password: SEED_PASSWORD })).status).toBe(401);
      expect(lines.some((line) => JSON.parse(line).msg.includes("ignoring a JWT secret file"))).toBe(true);

      const env = { DATABASE_URL: urlOf(created), DATA_DIR: dataDir };
      const usage = await createSupport(["--email", "chief@brand.fr", "--organisation", "FR", "--password", "in-the-open-1"], env, "");
      expect(usage.code).toBe(2);
      expect(usage.stderr).toContain("--password");

      const made = await createSupport(["--email", "Chief@Brand.fr", "--organisation", "fr", "--first-name", "Anne"], env, "a-long-secret-from-stdin\n");
      expect(made.stderr).toBe("");
      expect(made.code).toBe(0);
      expect(made.stdout).toMatch(/support agent \d+ created for market FR in company 900000/);
      expect(made.stdout).not.toContain("a-long-secret-from-stdin");

      const again = await createSupport(["--email", "chief@brand.fr", "--organisation", "FR"], env, "another-long-secret\n");
      expect(again.code).toBe(1);
      expect(again.stderr).toContain("already exists");
      expect((await createSupport(["--email", "x@brand.fr", "--organisation", "DE"], env, "another-long-secret\n")).stderr).toContain('no market "DE"');
      expect((await createSupport(["--email", "y@brand.fr", "--organisation", "FR"], env, "short\n")).code).toBe(1);

      const [agent] = await server.db.select().from(users);
      expect(agent).toMatchObject({ email: "chief@brand.fr", role: "support", isValid: true, organisationId: "FR", language: "fr", firstName: "Anne" });
      expect(agent?.passwordHash).not.toContain("a-long-secret");
      expect(await server.db.select({ organisation: repCompanies.organisationId }).from(repCompanies)).toEqual([{ organisation: "FR" }]);

      // The agent logs in on the running server and reads the (empty) outbox of the market.
      const token = await api.login("chief@brand.fr", "a-long-secret-from-stdin");
      expect((await api.get("/admin/outbox", { token })).body).toEqual({ messages: [] });
      // The token is signed with the database's secret: another instance without the file accepts it.
      const other = await startServer({ port: 0, host: "127.0.0.1", quiet: true, databaseUrl: urlOf(created), dataDir: "memory" });
      try {
        expect((await shopClient(other.url).get("/admin/user/me", { token })).status).toBe(200);
      } finally {
        await other.close();
      }
    } finally {
      await server.close();
    }
  });

  it("seeds the demo shop on PostgreSQL with SEED_DEMO=1 only", async () => {
    const demo = await database.create();
    try {
      const server = await startServer({ port: 0, host: "127.0.0.1", quiet: true, databaseUrl: urlOf(demo), dataDir: "memory", seedDemo: true });
      try {
        expect((await shopClient(server.url).post("/auth/login", { email: SEED_EMAILS.nurse, password: SEED_PASSWORD })).status).toBe(200);
      } finally {
        await server.close();
      }
    } finally {
      await demo.drop();
    }
  });
});
