import { describe, expect, it } from "vitest";
import { watchDatabase } from "../readiness.ts";

/*
 * What /ready reports (issue 32, fault 22), from its background probe and from the failures of
 * real queries: a probe that fails or does not answer, a full disk seen by writes while reads
 * and the probe pass, a PGlite that raised a PANIC or whose disk is low.
 */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const FINE = { diskLow: false, broken: false };
/** A database error as the drivers give it: SQLSTATE code and severity. */
const databaseError = (code: string) => Object.assign(new Error(`database error ${code}`), { code, severity: "ERROR" });
const ALL_MIGRATIONS = 1_000;

describe("readiness", () => {
  it("is ready when the probe answers with every migration, and not when it fails or hangs", async () => {
    let answer: () => Promise<number> = async () => ALL_MIGRATIONS;
    const watch = watchDatabase({ intervalMs: 50, timeoutMs: 100, holdMs: 1_000 });
    try {
      await watch.start({ migrationsApplied: () => answer(), condition: () => FINE });
      expect(watch.current()).toEqual({ database: true, migrations: "applied", disk: "ok" });
      answer = async () => 1;
      await expect.poll(() => watch.current().migrations, { timeout: 2_000 }).toBe("pending");
      answer = () => new Promise(() => {});
      await expect.poll(() => watch.current().database, { timeout: 2_000 }).toBe(false);
      answer = async () => Promise.reject(databaseError("08006"));
      await sleep(200);
      expect(watch.current()).toEqual({ database: false, migrations: "unknown", disk: "ok" });
    } finally {
      watch.stop();
    }
  });

  it("looks again at once when a real query finds the database gone", async () => {
    let probes = 0;
    const watch = watchDatabase({ intervalMs: 60_000, timeoutMs: 100, holdMs: 1_000 });
    try {
      await watch.start({ migrationsApplied: async () => (probes++, ALL_MIGRATIONS), condition: () => FINE });
      expect(probes).toBe(1);
      watch.queryFailed(databaseError("23505")); // a unique violation: the request's own doing
      await sleep(20);
      expect(probes).toBe(1);
      watch.queryFailed(Object.assign(new Error("Connection terminated unexpectedly")));
      await expect.poll(() => probes, { timeout: 1_000 }).toBe(2);
    } finally {
      watch.stop();
    }
  });

  it("says the disk is full for a while after a write failed for want of space, though the probe passes", async () => {
    const watch = watchDatabase({ intervalMs: 50, timeoutMs: 100, holdMs: 300 });
    try {
      await watch.start({ migrationsApplied: async () => ALL_MIGRATIONS, condition: () => FINE });
      watch.queryFailed(new Error("Failed query: insert ...", { cause: databaseError("53100") }));
      expect(watch.current()).toEqual({ database: true, migrations: "applied", disk: "full" });
      await sleep(400);
      expect(watch.current().disk).toBe("ok");
    } finally {
      watch.stop();
    }
  });

  it("follows the embedded database's own state: a low disk, a PANIC", async () => {
    let condition = { diskLow: true, broken: false };
    const watch = watchDatabase({ intervalMs: 50, timeoutMs: 100, holdMs: 300 });
    try {
      await watch.start({ migrationsApplied: async () => ALL_MIGRATIONS, condition: () => condition });
      expect(watch.current()).toMatchObject({ database: true, disk: "full" });
      condition = { diskLow: false, broken: true };
      expect(watch.current()).toMatchObject({ database: false, disk: "ok" });
    } finally {
      watch.stop();
    }
  });
});
