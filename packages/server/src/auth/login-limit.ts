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
 * Counts an attempt (before its password is checked): refused (wait `retryAfterSeconds`), or
 * checked after `slowDownMs`.
 */
export const admitLogin = async (db: ShopQueryable, attempt: LoginAttempt): Promise<{ readonly retryAfterSeconds: number; readonly slowDownMs: number }> => {
  const byAddress = await takeSlot(db, LOGIN_ADDRESS_LIMIT, attempt.address, attempt.now);
  const byPair = await takeSlot(db, LOGIN_PAIR_LIMIT, pairOf(attempt), attempt.now);
  const retryAfterSeconds = retryAfterOf(byAddress, byPair);
  if (retryAfterSeconds > 0) return { retryAfterSeconds, slowDownMs: 0 };
  const byAccount = await takeSlot(db, LOGIN_ACCOUNT_LIMIT, attempt.account, attempt.now);
  return { retryAfterSeconds: 0, slowDownMs: byAccount.retryAfterSeconds > 0 ? ACCOUNT_SLOWDOWN_MS : 0 };
};

/** After a successful log-in: this attempt does not count, and the pair starts afresh. */
export const loginSucceeded = async (db: ShopQueryable, attempt: LoginAttempt): Promise<void> => {
  await giveBackSlot(db, LOGIN_ADDRESS_LIMIT, attempt.address);
  await giveBackSlot(db, LOGIN_ACCOUNT_LIMIT, attempt.account);
  await clearSlots(db, LOGIN_PAIR_LIMIT, pairOf(attempt));
};
