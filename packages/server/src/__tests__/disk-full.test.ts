import { execFileSync } from "node:child_process";
import { mkdtemp, readdir, rm, statfs, unlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { SEED_EMAILS } from "@proshop/fixtures/seed/users";
import { openDatabase, pgliteFolder } from "../db/client.ts";
import { orders, organisations, stock } from "../db/schema.ts";
import { shopClient, type Answer } from "../handlers/__tests__/http.ts";
import { startServerProcess, type ServerProcess } from "./server-process.ts";

/*
 * The embedded database on a disk that fills up (issue 32, faults 21 and 22), on a real small
 * file system (a tmpfs mounted by the test, as root) under the real `npm start` process:
 * - below MIN_FREE_DISK_MB free, writes answer 503 with Retry-After, reads go on, /ready says
 *   the disk is full, and all is back once space is freed;
 * - with that guard off, the next WAL file cannot be created: PGlite raises a PANIC, after
 *   which it used to loop for ever (100 % CPU, /health silent, SIGTERM ignored). Now every
 *   request answers (503), SIGTERM stops the process cleanly, and after space is freed the next
 *   start finds every order that was answered 200.
 */

const MB = 1024 * 1024;
const COD = { payment: { type: "creditcard", method: "cod" } } as const;

/** A tmpfs of `sizeMb` at a new folder, or why there cannot be one (not root, no mount). */
const mountTmpfs = async (sizeMb: number): Promise<{ readonly folder: string; readonly unmount: () => Promise<void> } | string> => {
  if (process.getuid?.() !== 0) return "mounting a small file system needs root";
  const folder = await mkdtemp(join(tmpdir(), "proshop-disk-"));
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", `size=${sizeMb}m`, "tmpfs", folder], { stdio: "pipe" });
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    return `mount -t tmpfs failed: ${String((error as { stderr?: Buffer }).stderr ?? error).trim()}`;
  }
  return {
    folder,
    unmount: async () => {
      execFileSync("umount", ["-l", folder], { stdio: "ignore" });
      await rm(folder, { recursive: true, force: true });
    },
  };
};

const freeBytes = async (folder: string): Promise<number> => {
  const { bavail, bsize } = await statfs(folder);
  return bavail * bsize;
};

/** Fills the file system of `folder` with a file until about `leaveBytes` are free; answers the file. */
const fillLeaving = async (folder: string, leaveBytes: number): Promise<string> => {
  const filler = join(folder, "filler");
  await writeFile(filler, Buffer.alloc(Math.max(0, (await freeBytes(folder)) - leaveBytes)));
  return filler;
};

/** A fresh demo shop in `dataDir` with room for many orders (no yearly maximum, stock). */
const seedShop = async (dataDir: string) => {
  const opened = await openDatabase({ dataDir, seed: true, minFreeDiskBytes: 0 });
  await opened.db.update(organisations).set({ maxOrderCountYear: null }).where(eq(organisations.id, "FR"));
  await opened.db.update(stock).set({ quantity: 1_000_000 });
  return opened;
};

const canMount = await mountTmpfs(8).then(async (mounted) => (typeof mounted === "string" ? mounted : (await mounted.unmount(), null)));
if (canMount !== null) console.warn(`disk-full test skipped: ${canMount}`);

/** A request answered within `limitMs` (it throws otherwise: the server locked up). */
const within = <T>(limitMs: number, call: () => Promise<T>): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([call(), new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${limitMs} ms`)), limitMs)))]).finally(() => clearTimeout(timer));
};

const expectUnavailable = (answer: Answer) => {
  expect(answer.status).toBe(503);
  expect(answer.body.error.code).toBe("server.unavailable");
  expect(answer.headers.get("retry-after")).toMatch(/^\d+$/);
};

describe.skipIf(canMount !== null)("a full disk under the embedded database (pglite)", () => {
  let disk: { readonly folder: string; readonly unmount: () => Promise<void> };
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    const mounted = await mountTmpfs(192);
    if (typeof mounted === "string") throw new Error(mounted);
    disk = mounted;
  });
  // A failed test leaves its server, its folder and the filler: its retry starts on an empty disk.
  afterEach(async () => {
    server?.kill();
    await server?.exited;
    server = undefined;
    for (const name of await readdir(disk.folder)) await rm(join(disk.folder, name), { recursive: true, force: true });
  });
  afterAll(async () => {
    server?.kill();
    await server?.exited;
    await disk?.unmount();
  });

  it("refuses writes below MIN_FREE_DISK_MB, keeps reading, says so in /ready, and takes writes again once space is freed", async () => {
    const dataDir = join(disk.folder, "guarded");
    await (await seedShop(dataDir)).close();
    server = startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: "", MIN_FREE_DISK_MB: "64" });
    const api = shopClient(await server.listening());
    const token = await api.login(SEED_EMAILS.nurse);
    const price = () => api.post("/admin/order", { lines: [{ part_no: "88430029", quantity: 1 }] }, { token });
    expect((await price()).status).toBe(200);

    const filler = await fillLeaving(disk.folder, 40 * MB);
    await expect.poll(async () => (await api.get("/ready")).body.disk, { timeout: 5_000 }).toBe("full");
    expect((await api.get("/ready")).status).toBe(503);
    expectUnavailable(await price());
    expect((await api.get("/admin/product", { token })).status).toBe(200);
    expect((await api.get("/health")).status).toBe(200);

    await unlink(filler);
    await expect.poll(async () => (await api.get("/ready")).status, { timeout: 5_000 }).toBe(200);
    expect((await price()).status).toBe(200);
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    await rm(dataDir, { recursive: true, force: true });
  }, 180_000);

  it("answers 503 once PGlite hangs for want of a WAL file, stops on SIGTERM, and loses no answered order", async () => {
    const dataDir = join(disk.folder, "panic");
    // The current WAL file nearly full: the server's next writes need the next 16 MB file.
    const opened = await seedShop(dataDir);
    await opened.db.execute(sql`CREATE TABLE wal_filler (data text)`);
    const offset = async () => Number(((await opened.db.execute(sql`SELECT file_offset FROM pg_walfile_name_offset(pg_current_wal_lsn())`)) as unknown as { rows: { file_offset: number }[] }).rows[0]!.file_offset);
    while ((await offset()) < 16 * MB - 1 * MB) {
      await opened.db.execute(sql`INSERT INTO wal_filler SELECT string_agg(md5(random()::text), '') FROM generate_series(1, 2000)`);
    }
    const current = ((await opened.db.execute(sql`SELECT pg_walfile_name(pg_current_wal_lsn()) AS name`)) as unknown as { rows: { name: string }[] }).rows[0]!.name;
    await opened.close();

    server = startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: "", MIN_FREE_DISK_MB: "0" });
    const url = await server.listening();
    const api = shopClient(url);
    const token = await api.login(SEED_EMAILS.nurse);
    // PostgreSQL made the next WAL file when it started (its current one is over 3/4 full): take
    // it away and fill the disk, so that the next file must be made and cannot be.
    const walFolder = join(pgliteFolder(dataDir), "pg_wal");
    for (const name of await readdir(walFolder)) if (/^[0-9A-F]{24}$/.test(name) && name > current) await unlink(join(walFolder, name));
    const filler = await fillLeaving(disk.folder, 8 * MB);
    const placed: string[] = [];
    let firstFailure: Answer | undefined;
    for (let round = 0; round < 2_000 && firstFailure === undefined; round++) {
      const draft = await within(10_000, () => api.post("/admin/order", { lines: [{ part_no: "88430029", quantity: 5 }] }, { token }));
      if (draft.status !== 200) {
        firstFailure = draft;
        break;
      }
      const submit = await within(10_000, () => api.post(`/admin/order/${draft.body.order_nr}/submit`, { ...COD, confirmed_total: draft.body.total, shipping_method: "Standard" }, { token, headers: { "idempotency-key": `disk-${round}` } }));
      if (submit.status === 200) placed.push(draft.body.order_nr as string);
      else firstFailure = submit;
    }
    expect(firstFailure, "the WAL never needed a new file").toBeDefined();
    expectUnavailable(firstFailure!);
    expect(server.output()).toMatch(/"msg":"the embedded database broke[^"]*","error":"PGlite hung \d+ ms with \d+ MB free/);
    // Every later call answers at once: no lock-up.
    expectUnavailable(await within(5_000, () => api.post("/admin/order", { lines: [{ part_no: "88430029", quantity: 1 }] }, { token })));
    expect((await within(5_000, () => api.get("/health"))).status).toBe(503);
    expect(await within(5_000, () => api.get("/ready"))).toMatchObject({ status: 503, body: { database: false } });
    const started = performance.now();
    server.child.kill("SIGTERM");
    const code = await within(15_000, () => server!.exited).catch((error: Error) => {
      throw new Error(`${error.message} of SIGTERM; the server's last output:\n${server!.output().slice(-4_000)}`);
    });
    expect(code).toBe(0);
    expect(performance.now() - started).toBeLessThan(15_000);

    // Space freed, started again: every order answered 200 is there.
    await unlink(filler);
    const reopened = await openDatabase({ dataDir });
    try {
      const found = await reopened.db.select({ orderNr: orders.orderNr, status: orders.status }).from(orders).where(inArray(orders.orderNr, placed));
      expect(placed.length).toBeGreaterThan(0);
      expect(found.filter((order) => order.status === "received").map((order) => order.orderNr).sort()).toEqual([...placed].sort());
    } finally {
      await reopened.close();
    }
  }, 240_000);
});
