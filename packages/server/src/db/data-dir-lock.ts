/**
 * PGlite is one process: two servers on one data folder both hand out the same order numbers
 * and lose acknowledged orders (issue 11 item 2). The first opener of a folder writes its pid
 * into `DATA_DIR/server.lock` (created exclusively, so two starts at once cannot both win);
 * a later opener refuses while that pid lives. A lock whose pid is gone (kill -9, a crash) is
 * stale and taken over. Several instances need PostgreSQL (DATABASE_URL).
 */
import { mkdir, open, readFile, unlink } from "node:fs/promises";
import { join } from "node:path";

export const DATA_DIR_LOCK_FILE = "server.lock";

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

const holderOf = async (path: string): Promise<number | null> => {
  try {
    const pid = Number.parseInt((await readFile(path, "utf8")).trim(), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
};

/** Takes the folder's lock or throws `DataDirLocked` naming the live holder. */
export const lockDataDir = async (dataDir: string): Promise<DataDirLock> => {
  await mkdir(dataDir, { recursive: true });
  const path = join(dataDir, DATA_DIR_LOCK_FILE);
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      const handle = await open(path, "wx", 0o644);
      await handle.writeFile(`${process.pid}\n`);
      await handle.close();
      return {
        path,
        release: async () => {
          if ((await holderOf(path)) === process.pid) await unlink(path).catch(() => {});
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    let holder = await holderOf(path);
    if (holder === null) {
      // Maybe another starter created the file and is writing its pid: look again shortly.
      await new Promise((resolve) => setTimeout(resolve, 100));
      holder = await holderOf(path);
    }
    // Our own pid counts as a holder too: one process must not open the folder twice either.
    if (holder !== null && alive(holder)) throw new DataDirLocked(dataDir, holder);
    // Stale (its process is gone) or unreadable half-written file: remove it and try again.
    // Another starter may remove and create it between our steps; `wx` decides who wins.
    await unlink(path).catch(() => {});
  }
  throw new Error(`could not take the lock ${path}`);
};
