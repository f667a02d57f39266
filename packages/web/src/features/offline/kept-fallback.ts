import { isUnanswered } from "@proshop/core";
import { keepAnswer, keepCompany, readKeptAnswer, readKeptCompany, type Kept, type KeptKind } from "./kept-store.ts";
import { offlineStatus } from "./offline-status.ts";

/*
 * The device's copy behind the server's answers (issue 37): every answer is kept for the user; a
 * call that gets no answer (offline) is answered from that copy when there is one, and the tab is
 * marked as working from kept data. A refusal is never hidden by a copy. The app loads this
 * module on demand (app/actors.ts), so the first load does not carry it nor IndexedDB.
 */

/** Keeps an answer for the user; a failure to keep is not the caller's (the answer is in hand). */
export const keep = (userId: string | null, kind: KeptKind, value: unknown, now: number): void => {
  if (userId !== null) void keepAnswer(userId, kind, value, now).catch(() => undefined);
};

export const keepChosenCompany = (userId: string | null, custNo: string, company: unknown, now: number): void => {
  if (userId !== null) void keepCompany(userId, custNo.trim(), company, now).catch(() => undefined);
};

const keptOrThrow = async <T>(userId: string | null, failure: unknown, read: (userId: string) => Promise<Kept<unknown> | null>): Promise<T> => {
  if (userId === null || !isUnanswered(failure)) throw failure;
  const kept = await read(userId).catch(() => null);
  if (kept === null) throw failure;
  offlineStatus.usedKept(kept.keptAt);
  return kept.value as T;
};

/** The kept answer standing in for a call that got none; the call's failure otherwise. */
export const keptOr = <T>(userId: string | null, kind: KeptKind, failure: unknown): Promise<T> =>
  keptOrThrow(userId, failure, (user) => readKeptAnswer(user, kind));

/** The kept company standing in for a choice that got no answer (its limits: yearly orders, organisation). */
export const keptCompanyOr = <T>(userId: string | null, custNo: string, failure: unknown): Promise<T> =>
  keptOrThrow(userId, failure, (user) => readKeptCompany(user, custNo));

/** A load with the copy behind it, for the screens' own calls (the checkout's shipping methods). */
export const loadOrKept = async <T>(userId: string | null, kind: KeptKind, load: () => Promise<T>, now: () => number): Promise<T> => {
  try {
    const value = await load();
    keep(userId, kind, value, now());
    return value;
  } catch (failure) {
    return keptOr<T>(userId, kind, failure);
  }
};
