import { DataDirLocked, lockDataDir, type DataDirLock } from "../db/data-dir-lock.ts";

/*
 * A starter for data-dir-lock.test.ts, run as its own process (the lock names process ids).
 * On `{ dataDir }` it takes the folder's lock at once and answers whether it won; on "release"
 * it gives the lock back.
 */

type Order = { readonly dataDir: string } | "release";

let held: DataDirLock | null = null;

process.on("message", (order: Order) => {
  if (order === "release") {
    const lock = held;
    held = null;
    void (lock?.release() ?? Promise.resolve()).then(() => process.send!({ released: true }));
    return;
  }
  lockDataDir(order.dataDir).then(
    (lock) => {
      held = lock;
      process.send!({ won: true });
    },
    (error: unknown) => process.send!({ won: false, refused: error instanceof DataDirLocked, error: String(error) }),
  );
});
process.send!({ ready: true });
