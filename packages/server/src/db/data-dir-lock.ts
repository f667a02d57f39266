/**
 * PGlite is one process: two servers on one data folder both hand out the same order numbers
 * and lose acknowledged orders (issue 11 item 2). The first opener of a folder writes its pid
 * into `DATA_DIR/server.lock`; a later opener refuses while that pid lives. A lock whose pid is
 * gone (kill -9, a crash) is stale and taken over. Several instances need PostgreSQL (DATABASE_URL).
 *
 * Starters at the same moment never both win (issue 32 item 7), because each step is atomic:
 * - a lock is born whole: our pid goes into a file of our own, which is then hard-linked to the
 *   lock's name (link fails when the name exists, like O_EXCL, and nobody reads a half-written lock);
 * - a stale lock is taken by first claiming ITS file: a second hard link to it, named after its
 *   inode, which only one starter can create. The claimant renames its own file over the lock
 *   (atomic: the name never disappears, so nobody else slips in) and drops the claim. Removing
 *   the stale file instead let a slower starter remove the fresh lock that replaced it.
 */
import { randomUUID } from "node:crypto";
import { link, mkdir, open, readFile, rename, stat, unlink, writeFile } from "node:fs/promises";
import { join } from "node:path";

export const DATA_DIR_LOCK_FILE = "server.lock";

/** A claim this old was left by a starter that died in the middle of a takeover (which takes microseconds). */
const ABANDONED_CLAIM_MS = 10_000;

/** Another live process holds the data folder. */
export class DataDirLocked extends Error {
  override readonly name = "DataDirLocked";
  readonly dataDir: string;
  readonly pid: number;
  constructor(dataDir: string, pid: number) {
    super(
      `the data folder ${dataDir} is in use by another proshop process (pid ${pid}). ` +
        "The embedded database (PGlite) serves ONE process: stop the other server first, " +
        "or run several instances on PostgreSQL (DATABASE_URL).",
    );
    this.dataDir = dataDir;
    this.pid = pid;
  }
}

export interface DataDirLock {
  readonly path: string;
  /** Removes the lock file if it is still ours. */
  readonly release: () => Promise<void>;
}

/** Whether a process with this pid exists (EPERM: it exists but belongs to someone else). */
const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
};

const errorCode = (error: unknown): string | undefined => (error as NodeJS.ErrnoException).code;

const pidIn = (text: string): number | null => {
  const pid = Number.parseInt(text.trim(), 10);
  return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
};

/** One lock file as read: its holder (null when unreadable) and which file it is. */
interface LockFile {
  readonly pid: number | null;
  readonly inode: number;
}

/** The lock file at `path`, read through one handle so pid and inode belong together; null when there is none. */
const readLock = async (path: string): Promise<LockFile | null> => {
  let handle;
  try {
    handle = await open(path, "r");
  } catch (error) {
    if (errorCode(error) === "ENOENT") return null;
    throw error;
  }
  try {
    const [{ ino }, text] = await Promise.all([handle.stat(), handle.readFile("utf8")]);
    return { pid: pidIn(text), inode: ino };
  } finally {
    await handle.close();
  }
};

const holderOf = async (path: string): Promise<number | null> => (await readLock(path))?.pid ?? null;

/**
 * Replaces the stale lock `stale` at `path` with our file `ours`, if this starter is the one
 * that claims it. False when another starter claimed it first or the lock changed meanwhile.
 */
const takeOver = async (path: string, stale: LockFile, ours: string): Promise<boolean> => {
  const claim = `${path}.${stale.inode}.takeover`;
  try {
    await link(path, claim);
  } catch (error) {
    if (errorCode(error) === "EEXIST") {
      // Claimed by another starter, which is replacing the lock now; or abandoned by one that died.
      const claimed = await stat(claim).catch(() => null);
      if (claimed !== null && Date.now() - claimed.ctimeMs > ABANDONED_CLAIM_MS) await unlink(claim).catch(() => {});
      return false;
    }
    if (errorCode(error) === "ENOENT") return false;
    throw error;
  }
  try {
    // The claim names whatever file held the lock's name when it was made: it must be the one found stale.
    const claimed = await readLock(claim);
    if (claimed === null || claimed.inode !== stale.inode || claimed.pid !== stale.pid) return false;
    await rename(ours, path);
    return true;
  } finally {
    await unlink(claim).catch(() => {});
  }
};

/** Takes the folder's lock or throws `DataDirLocked` naming the live holder. */
export const lockDataDir = async (dataDir: string): Promise<DataDirLock> => {
  await mkdir(dataDir, { recursive: true });
  const path = join(dataDir, DATA_DIR_LOCK_FILE);
  const ours = `${path}.${process.pid}.${randomUUID()}`;
  await writeFile(ours, `${process.pid}\n`, { flag: "wx", mode: 0o644 });
  const taken: DataDirLock = {
    path,
    release: async () => {
      if ((await holderOf(path)) === process.pid) await unlink(path).catch(() => {});
    },
  };
  try {
    for (let attempt = 0; attempt < 100; attempt++) {
      try {
        await link(ours, path);
        return taken;
      } catch (error) {
        if (errorCode(error) !== "EEXIST") throw error;
      }
      const found = await readLock(path);
      if (found === null) continue;
      // Our own pid counts as a holder too: one process must not open the folder twice either.
      if (found.pid !== null && alive(found.pid)) throw new DataDirLocked(dataDir, found.pid);
      // Stale (its process is gone) or unreadable: take it over, or look again after whoever claimed it.
      if (await takeOver(path, found, ours)) return taken;
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20));
    }
    throw new Error(`could not take the lock ${path}`);
  } finally {
    // After link() our file is a second name of the lock; after rename() it is gone already.
    await unlink(ours).catch(() => {});
  }
};
