import type { Options } from "@node-rs/argon2";
import { Piscina } from "piscina";
import { PASSWORD_CHECKS_RUNNING } from "./password-work.ts";
import type { PasswordTask } from "./password-worker.ts";

/*
 * argon2id runs in worker threads of its own at a lower CPU priority (nice 10 on Linux), not on
 * libuv's threadpool at the request loop's priority (issue 32 item 10): 50 log-ins at once kept
 * a core busy with hashing, and the catalogue's calls, the request loop and the database waited
 * for it. Now, when both want a core, the other requests go first; the hashing gets what is
 * left. As many threads as password checks may run at once (password-work.ts: the cores but one).
 */

let pool: Piscina<PasswordTask, string | boolean> | undefined;

/** The pool, started with the first password; idle threads do not keep the process alive. */
const threads = () =>
  (pool ??= new Piscina({
    filename: new URL("./password-worker.ts", import.meta.url).href,
    minThreads: PASSWORD_CHECKS_RUNNING,
    maxThreads: PASSWORD_CHECKS_RUNNING,
    niceIncrement: process.platform === "linux" ? 10 : 0,
  }));

/** argon2id hash of `password` with `options` (a PHC string), in a password thread. */
export const argon2Hash = async (password: string, options: Options): Promise<string> => (await threads().run({ kind: "hash", password, options })) as string;

/** True when `password` matches the argon2 PHC `hash`, in a password thread; rejects when the hash cannot be read. */
export const argon2Verify = async (hash: string, password: string): Promise<boolean> => (await threads().run({ kind: "verify", hash, password })) as boolean;
