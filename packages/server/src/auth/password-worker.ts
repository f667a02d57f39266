import { hashSync, verifySync, type Options } from "@node-rs/argon2";

/*
 * The password threads' task (piscina loads this file in each thread of password-threads.ts's
 * pool). The synchronous calls run argon2id on this thread itself, whose CPU priority the pool
 * lowered, not on libuv's threadpool.
 */

export type PasswordTask =
  | { readonly kind: "hash"; readonly password: string; readonly options: Options }
  | { readonly kind: "verify"; readonly hash: string; readonly password: string };

export default function passwordTask(task: PasswordTask): string | boolean {
  return task.kind === "hash" ? hashSync(task.password, task.options) : verifySync(task.hash, task.password);
}
