import { isUnanswered } from "@proshop/core";
import type { Kept, KeptKind } from "./kept-store.ts";
import { offlineStatus } from "./offline-status.ts";

/*
 * The session's loads with the device's copy behind them (issue 37): every answer of the server
 * is kept for the user; a load that gets no answer (offline) is served from that copy when there
 * is one, and the tab is marked as working from kept data. A refusal is never hidden by a copy.
 * IndexedDB's module comes on demand, so the first load does not carry it.
 */

type KeptStore = typeof import("./kept-store.ts");
const keptStore = (): Promise<KeptStore> => import("./kept-store.ts");

const orKept = async <T>(
  userId: string | null,
  load: () => Promise<T>,
  keep: (store: KeptStore, userId: string, value: T) => Promise<void>,
  read: (store: KeptStore, userId: string) => Promise<Kept<unknown> | null>,
): Promise<T> => {
  try {
    const value = await load();
    if (userId !== null) void keptStore().then((store) => keep(store, userId, value)).catch(() => undefined);
    return value;
  } catch (failure) {
    if (userId === null || !isUnanswered(failure)) throw failure;
    const kept = await keptStore()
      .then((store) => read(store, userId))
      .catch(() => null);
    if (kept === null) throw failure;
    offlineStatus.usedKept(kept.keptAt);
    return kept.value as T;
  }
};

/** One of the session's answers (user, config, catalogue, categories). */
export const loadOrKept = <T>(userId: string | null, kind: KeptKind, load: () => Promise<T>, now: () => number): Promise<T> =>
  orKept(userId, load, (store, user, value) => store.keepAnswer(user, kind, value, now()), (store, user) => store.readKeptAnswer(user, kind));

/** A company chosen for ordering on behalf, with its limits (yearly orders, organisation). */
export const companyOrKept = <T>(userId: string | null, custNo: string, load: () => Promise<T>, now: () => number): Promise<T> =>
  orKept(
    userId,
    load,
    (store, user, company) => store.keepCompany(user, custNo.trim(), company, now()),
    (store, user) => store.readKeptCompany(user, custNo),
  );

/** Keeps an answer the session got another way (the log-in's user, the config read before it). */
export const keepAnswer = (userId: string, kind: KeptKind, value: unknown, now: () => number): void => {
  void keptStore()
    .then((store) => store.keepAnswer(userId, kind, value, now()))
    .catch(() => undefined);
};
