import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { count, eq } from "drizzle-orm";
import { REPORTING_EMAILS } from "@proshop/fixtures/seed/reporting/accounts";
import { SEED_EMAILS, SEED_PASSWORD } from "@proshop/fixtures/seed/index";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases, testDatabaseUrl } from "../../__tests__/databases.ts";
import { verifyPassword } from "../../auth/passwords.ts";
import { openDatabase, type OpenedDatabase, type ShopDatabase } from "../client.ts";
import { seedIfEmpty } from "../seed.ts";
import { decodeCartRecording, replayCartRecording } from "@proshop/core";
import { Result } from "effect";
import * as t from "../schema.ts";

/*
 * Seeding happens once: a second run, a restart, or two instances starting together never add
 * anything. A PGlite folder keeps its data across close and reopen.
 */

const TABLES = {
  organisations: t.organisations,
  hostnames: t.hostnames,
  companies: t.companies,
  users: t.users,
  repCompanies: t.repCompanies,
  categories: t.categories,
  products: t.products,
  productTexts: t.productTexts,
  stock: t.stock,
  coupons: t.coupons,
  orders: t.orders,
  orderLines: t.orderLines,
  audit: t.audit,
  contentDocuments: t.contentDocuments,
  reportingAccounts: t.reportingAccounts,
  reportingLocations: t.reportingLocations,
  reportingDevices: t.reportingDevices,
  reportingCounts: t.reportingCounts,
  liveCarts: t.liveCarts,
};

const countRows = async (db: ShopDatabase): Promise<Record<string, number>> => {
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(TABLES)) {
    const [row] = await db.select({ n: count() }).from(table);
    counts[name] = row!.n;
  }
  return counts;
};

describe.each(testDatabases())("seed ($name)", (database) => {
  let opened: OpenedDatabase;
  let firstCounts: Record<string, number>;

  beforeAll(async () => {
    opened = await database.open();
  });
  afterAll(async () => {
    await opened?.close();
  });

  it("seeds an empty database in one go", async () => {
    expect(await seedIfEmpty(opened.db)).toBe(true);
    firstCounts = await countRows(opened.db);
    for (const [table, n] of Object.entries(firstCounts)) expect(n, table).toBeGreaterThan(0);
  });

  it("adds nothing the second time", async () => {
    expect(await seedIfEmpty(opened.db)).toBe(false);
    expect(await countRows(opened.db)).toEqual(firstCounts);
  });

  it("stores argon2id hashes (PHC strings at OWASP's parameters) that verify with the demo password", async () => {
    const rows = await opened.db.select({ email: t.users.email, hash: t.users.passwordHash }).from(t.users);
    expect(rows.map((row) => row.email).sort()).toEqual([...Object.values(SEED_EMAILS), ...Object.values(REPORTING_EMAILS)].sort());
    for (const row of rows) expect(row.hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/);
    const [nurse] = rows.filter((row) => row.email === SEED_EMAILS.nurse);
    expect(await verifyPassword(SEED_PASSWORD, nurse!.hash)).toBe(true);
    expect(await verifyPassword("wrong", nurse!.hash)).toBe(false);
    // Per-user salts: the same password never gives the same hash.
    expect(new Set(rows.map((row) => row.hash)).size).toBe(rows.length);
  });

  it("seeds the README's support story as company 100234's live cart: two pumps, a refused third, WELCOME10", async () => {
    const [row] = await opened.db.select().from(t.liveCarts).where(eq(t.liveCarts.custNo, "100234"));
    const decoded = decodeCartRecording(row!.recording);
    if (Result.isFailure(decoded)) throw new Error(decoded.failure.message);
    expect(decoded.success.user.email).toBe(SEED_EMAILS.nurse);
    const replay = replayCartRecording(decoded.success);
    expect(replay.cart.products.map((line) => [line.part_no, line.quantity])).toEqual([
      ["88430003", 2],
      ["88430001", 1],
    ]);
    expect(replay.cart.code).toBe("WELCOME10");
    expect(replay.cart.discount).toBeGreaterThan(0);
    expect(replay.steps.filter((step) => step.violation !== null).map((step) => step.violation!.code)).toEqual(["max_order_price_reached"]);
    // The same recording replays to the same cart every time (what support sees is what she saw).
    expect(JSON.stringify(replayCartRecording(decoded.success).cart)).toBe(JSON.stringify(replay.cart));
  });

  it("records the on-behalf order of the seeded history in the audit table", async () => {
    const onBehalf = await opened.db.select().from(t.orders).where(eq(t.orders.onBehalf, true));
    expect(onBehalf).toHaveLength(1);
    const rows = await opened.db.select().from(t.audit).where(eq(t.audit.onBehalfCustNo, onBehalf[0]!.custNo));
    expect(rows.map((row) => row.details["order_nr"])).toEqual([onBehalf[0]!.orderNr]);
  });
});

describe.runIf(testDatabaseUrl() !== null)("seed by two instances at once (postgres)", () => {
  it("migrates and seeds once", async () => {
    const [postgres] = testDatabases().filter((database) => database.name === "postgres");
    const created = await postgres!.create();
    try {
      const instances = await Promise.all([openDatabase(created.options), openDatabase(created.options)]);
      try {
        const results = await Promise.all(instances.map((instance) => seedIfEmpty(instance.db)));
        expect(results.filter(Boolean)).toHaveLength(1);
        const [row] = await instances[0]!.db.select({ n: count() }).from(t.organisations);
        expect(row!.n).toBe(4);
      } finally {
        await Promise.all(instances.map((instance) => instance.close()));
      }
    } finally {
      await created.drop();
    }
  });
});

describe("a PGlite folder keeps its data", () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "proshop-db-"));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it("survives close and reopen, and a restart does not seed again", async () => {
    const first = await openDatabase({ dataDir, seed: true });
    const seeded = await countRows(first.db);
    await first.db.insert(t.settings).values({ key: "restart-check", value: "kept" });
    await first.db.update(t.stock).set({ quantity: 77 }).where(eq(t.stock.partNo, "88430001"));
    await first.close();

    const second = await openDatabase({ dataDir, seed: true });
    try {
      expect(await countRows(second.db)).toEqual(seeded);
      expect(await second.db.select({ value: t.settings.value }).from(t.settings).where(eq(t.settings.key, "restart-check"))).toEqual([
        { value: "kept" },
      ]);
      const quantities = await second.db.select({ quantity: t.stock.quantity }).from(t.stock).where(eq(t.stock.partNo, "88430001"));
      expect(quantities.every((row) => row.quantity === 77)).toBe(true);
    } finally {
      await second.close();
    }
  });
});
