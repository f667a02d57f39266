import type { ShopQueryable } from "../db/client.ts";
import { clearSlots, giveBackSlot, retryAfterOf, takeSlot, type RateLimit } from "./rate-limit.ts";

/*
 * The log-in limit (issue 11 items 4 and 5). Every attempt takes its slots BEFORE the password
 * is checked, so at most the limit's number of passwords are ever checked, however many
 * attempts arrive at once:
 *
 * - per client address: 20 attempts per 15 minutes (strict, 429);
 * - per account and address pair: 10 per 15 minutes (strict, 429);
 * - per account alone: NO lock-out (anyone could lock anyone out by guessing from one
 *   address); past 20 attempts in 15 minutes, every further attempt for that account waits
 *   ACCOUNT_SLOWDOWN_MS before its password is checked. The owner, from their own address,
 *   still logs in (a second later) while someone guesses from elsewhere.
 *
 * A successful log-in gives its address and account slots back and clears its pair, so
 * colleagues behind one office address do not use up each other's attempts.
 *
 * The slow-down is waited outside any turn of the log-in queue, and an attacked account's
 * log-ins take their turns behind everyone else's (handlers/auth.ts, password-work.ts' lanes):
 * an attack on some accounts costs the other accounts nothing (issue 32 item 2).
 */

export const LOGIN_WINDOW_SECONDS = 15 * 60;
export const LOGIN_ADDRESS_LIMIT: RateLimit = { kind: "login.address", max: 20, windowSeconds: LOGIN_WINDOW_SECONDS };
export const LOGIN_PAIR_LIMIT: RateLimit = { kind: "login.pair", max: 10, windowSeconds: LOGIN_WINDOW_SECONDS };
export const LOGIN_ACCOUNT_LIMIT: RateLimit = { kind: "login.account", max: 20, windowSeconds: LOGIN_WINDOW_SECONDS };
/** The slow-down of an account under attack: each attempt past its limit waits this long. */
export const ACCOUNT_SLOWDOWN_MS = 1_000;

export interface LoginAttempt {
  /** The e-mail as typed, trimmed and lower-cased (known or not). */
  readonly account: string;
  /** The client's address (see client-address.ts). */
  readonly address: string;
  readonly now: Date;
}

const pairOf = (attempt: LoginAttempt) => `${attempt.account}\u0000${attempt.address}`;

/**
 * Accounts this instance found under attack, until their window ends: their next log-ins wait
 * in the slowed lane from the start, so a flood of guesses never fills the usual lane. Only a
 * hint of which lane to wait in (the database's counts decide); bounded, the oldest forgotten first.
 */
const attackedUntil = new Map<string, number>();
const ATTACKED_KEPT = 10_000;

const noteAttacked = (account: string, until: number) => {
  attackedUntil.delete(account);
  attackedUntil.set(account, until);
  if (attackedUntil.size > ATTACKED_KEPT) attackedUntil.delete(attackedUntil.keys().next().value!);
};

/** True when this instance lately slowed down a log-in of `account` (its window not ended yet). */
export const isUnderAttack = (account: string, now: Date): boolean => (attackedUntil.get(account) ?? 0) > now.getTime();

/**
 * Counts an attempt (before its password is checked): refused (wait `retryAfterSeconds`), or
 * checked after `slowDownMs`.
 */
export const admitLogin = async (db: ShopQueryable, attempt: LoginAttempt): Promise<{ readonly retryAfterSeconds: number; readonly slowDownMs: number }> => {
  const byAddress = await takeSlot(db, LOGIN_ADDRESS_LIMIT, attempt.address, attempt.now);
  const byPair = await takeSlot(db, LOGIN_PAIR_LIMIT, pairOf(attempt), attempt.now);
  const retryAfterSeconds = retryAfterOf(byAddress, byPair);
  if (retryAfterSeconds > 0) return { retryAfterSeconds, slowDownMs: 0 };
  const byAccount = await takeSlot(db, LOGIN_ACCOUNT_LIMIT, attempt.account, attempt.now);
  if (byAccount.retryAfterSeconds === 0) return { retryAfterSeconds: 0, slowDownMs: 0 };
  noteAttacked(attempt.account, attempt.now.getTime() + byAccount.retryAfterSeconds * 1000);
  return { retryAfterSeconds: 0, slowDownMs: ACCOUNT_SLOWDOWN_MS };
};

/** After a successful log-in: this attempt does not count, and the pair starts afresh. */
export const loginSucceeded = async (db: ShopQueryable, attempt: LoginAttempt): Promise<void> => {
  await giveBackSlot(db, LOGIN_ADDRESS_LIMIT, attempt.address);
  await giveBackSlot(db, LOGIN_ACCOUNT_LIMIT, attempt.account);
  await clearSlots(db, LOGIN_PAIR_LIMIT, pairOf(attempt));
};
