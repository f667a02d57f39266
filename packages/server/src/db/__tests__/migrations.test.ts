import { readFileSync } from "node:fs";
import { join } from "node:path";
import { and, eq, gte, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../__tests__/databases.ts";
import type { OpenedDatabase } from "../client.ts";
import { MIGRATIONS_FOLDER } from "../migrate.ts";
import { companies, organisations, products, stock, users } from "../schema.ts";

/*
 * The committed migrations apply on both drivers and the constraints that guard the rules hold:
 * stock never below zero, unique lower-case e-mails.
 */

const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8")) as { entries: unknown[] };

const EXPECTED_TABLES = [
  "audit",
  "categories",
  "companies",
  "content_documents",
  "coupons",
  "domain_events",
  "ended_sessions",
  "hostnames",
  "integration_keys",
  "live_carts",
  "order_invoices",
  "order_lines",
  "order_status_changes",
  "orders",
  "organisations",
  "outbox",
  "password_resets",
  "patient_deliveries",
  "payments",
  "product_texts",
  "products",
  "rate_limits",
  "rep_companies",
  "reporting_accounts",
  "reporting_alerts",
  "reporting_companies",
  "reporting_counts",
  "reporting_devices",
  "reporting_events",
  "reporting_locations",
  "reporting_report_runs",
  "reporting_reports",
  "saved_lists",
  "settings",
  "stock",
  "users",
  "webhook_deliveries",
  "webhook_endpoints",
];

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

describe.each(testDatabases())("migrations and constraints ($name)", (database) => {
  let opened: OpenedDatabase;

  beforeAll(async () => {
    opened = await database.open();
    await opened.db.insert(organisations).values({ id: "FR", name: "France" });
    await opened.db.insert(products).values({
      organisationId: "FR",
      partNo: "P1",
      partSkey: "SKP1",
      sku: "P-1",
      ctn: "P1/00",
      priceCents: 1000,
      categoryKey: "X",
    });
    await opened.db.insert(stock).values({ organisationId: "FR", partNo: "P1", quantity: 3 });
    await opened.db.insert(companies).values({ custNo: "100234", name: "Maternité", organisationId: "FR" });
  });
  afterAll(async () => {
    await opened?.close();
  });

  it("applies every committed migration and creates every table", async () => {
    const applied = rowsOf<{ count: string | number }>(await opened.db.execute(sql`SELECT count(*) AS count FROM drizzle.__drizzle_migrations`));
    expect(Number(applied[0]!.count)).toBe(journal.entries.length);
    const tables = rowsOf<{ table_name: string }>(
      await opened.db.execute(sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`),
    ).map((row) => row.table_name);
    // Sorted here by code point: the two databases' collations order "rep_" and "repo" differently.
    expect(tables.sort()).toEqual(EXPECTED_TABLES);
  });

  it("refuses negative stock (CHECK), so concurrent orders can never oversell", async () => {
    await expect(
      opened.db.update(stock).set({ quantity: sql`${stock.quantity} - 4` }).where(eq(stock.partNo, "P1")),
    ).rejects.toThrow();
    const [row] = await opened.db.select().from(stock).where(eq(stock.partNo, "P1"));
    expect(row!.quantity).toBe(3);
  });

  it("a conditional decrement takes stock only while enough is left", async () => {
    const take = (units: number) =>
      opened.db
        .update(stock)
        .set({ quantity: sql`${stock.quantity} - ${units}` })
        .where(and(eq(stock.organisationId, "FR"), eq(stock.partNo, "P1"), gte(stock.quantity, units)))
        .returning({ quantity: stock.quantity });
    expect(await take(2)).toEqual([{ quantity: 1 }]);
    expect(await take(2)).toEqual([]);
    expect(await take(1)).toEqual([{ quantity: 0 }]);
  });

  it("keeps e-mails unique and lower-cased", async () => {
    const user = { passwordHash: "x", companyCustNo: "100234", organisationId: "FR" };
    await opened.db.insert(users).values({ ...user, email: "claire@example.fr" });
    await expect(opened.db.insert(users).values({ ...user, email: "claire@example.fr" })).rejects.toThrow();
    await expect(opened.db.insert(users).values({ ...user, email: "Claire@Example.fr" })).rejects.toThrow();
  });

  it("refuses unknown license states and roles", async () => {
    await expect(
      opened.db.insert(companies).values({ custNo: "100999", name: "X", organisationId: "FR", licenseValid: "MAYBE" }),
    ).rejects.toThrow();
    await expect(
      opened.db.insert(users).values({ email: "x@example.fr", passwordHash: "x", companyCustNo: "100234", organisationId: "FR", role: "admin" }),
    ).rejects.toThrow();
  });
});
