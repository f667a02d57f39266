import { mkdtemp, rm, stat } from "node:fs/promises";
import { eq } from "drizzle-orm";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registrationDefaults } from "@proshop/core";
import { SEED_EMAILS, SEED_PASSWORD } from "@proshop/fixtures/seed/users";
import { startServer } from "../app.ts";
import { JWT_SECRET_FILE } from "../auth/secret.ts";
import { users } from "../db/schema.ts";
import { shopClient } from "../handlers/__tests__/http.ts";
import { testDatabases, type CreatedTestDatabase } from "./databases.ts";

describe("restart", () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "proshop-restart-"));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it("keeps registrations, password changes and sessions of a PGlite folder across a restart", async () => {
    const first = await startServer({ port: 0, host: "127.0.0.1", quiet: true, dataDir });
    let api = shopClient(first.url);
    const form = { ...registrationDefaults("fr"), email: "restart@example.fr", cust_no: "7777777", password: "sound-secret-9", company_name: "Cabinet Restart" };
    expect((await api.postSigned("/admin/user", form)).status).toBe(200);
    const before = await api.login(SEED_EMAILS.nurse);
    const changed = await api.put("/admin/user/me", { password: "changed-password", current_password: SEED_PASSWORD }, { token: before });
    expect(changed.status).toBe(200);
    // The change ended the nurse's sessions and answered the new one (issue 11 item 3).
    const nurse = changed.body.auth as string;
    await first.close();

    // The generated JWT secret is kept, readable by its owner only.
    expect((await stat(join(dataDir, JWT_SECRET_FILE))).mode & 0o777).toBe(0o600);

    const second = await startServer({ port: 0, host: "127.0.0.1", quiet: true, dataDir });
    try {
      api = shopClient(second.url);
      expect((await api.post("/auth/login", { email: "restart@example.fr", password: "sound-secret-9" })).status).toBe(200);
      expect((await api.post("/auth/login", { email: SEED_EMAILS.nurse, password: "changed-password" })).status).toBe(200);
      // The session from before the restart still works: same secret, nothing kept in memory.
      expect((await api.get("/admin/user/me", { token: nurse })).status).toBe(200);
      // Seeding ran once: the seeded accounts are there exactly once.
      expect(await second.db.select({ id: users.id }).from(users).where(eq(users.email, SEED_EMAILS.nurse))).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});

describe.each(testDatabases().filter((database) => database.name === "postgres"))("shared secret ($name)", (database) => {
  let created: CreatedTestDatabase;
  beforeAll(async () => {
    created = await database.create();
  });
  afterAll(async () => {
    await created?.drop();
  });

  it("lets two instances on one PostgreSQL accept each other's sessions", async () => {
    const one = await startServer({ port: 0, host: "127.0.0.1", quiet: true, seed: true, ...created.options });
    const two = await startServer({ port: 0, host: "127.0.0.1", quiet: true, ...created.options, seed: false });
    try {
      const token = await shopClient(one.url).login(SEED_EMAILS.vroedvrouw);
      expect((await shopClient(two.url).get("/admin/user/me", { token })).status).toBe(200);
    } finally {
      await one.close();
      await two.close();
    }
  });
});
