import { openDB, type DBSchema, type IDBPDatabase } from "idb";

/*
 * What a representative's device keeps for ordering offline (issue 37), in IndexedDB: the
 * session's answers (user, config, catalogue, categories), the companies ordered for, and the
 * queued orders. Every record is the user's who kept it (keyed by user id) and carries the time
 * it was read, which the offline screens show ("as of 09:12").
 */

/** The answers kept per user: the session's, and the checkout's shipping methods. */
export type KeptKind = "user" | "config" | "products" | "categories" | "shipping";

export interface Kept<T> {
  readonly value: T;
  /** ms since the epoch: when the server answered it. */
  readonly keptAt: number;
}

interface KeptSchema extends DBSchema {
  answers: { key: string; value: Kept<unknown> & { readonly userId: string }; indexes: { byUser: string } };
  companies: { key: string; value: Kept<unknown> & { readonly userId: string; readonly custNo: string }; indexes: { byUser: string } };
  /** Queued orders (core's QueuedOrder, stored as plain data), keyed by their Idempotency-Key. */
  orders: { key: string; value: { readonly key: string; readonly userId: string }; indexes: { byUser: string } };
}

const DATABASE = "proshop-offline";

let opened: Promise<IDBPDatabase<KeptSchema>> | null = null;

const database = (): Promise<IDBPDatabase<KeptSchema>> => {
  // Version 2 creates whichever store is missing: a database opened elsewhere first (a test's
  // reader, an old tab) at version 1 with no stores would otherwise keep nothing, ever.
  opened ??= openDB<KeptSchema>(DATABASE, 2, {
    upgrade(db) {
      const has = (name: string) => db.objectStoreNames.contains(name as "answers");
      if (!has("answers")) db.createObjectStore("answers").createIndex("byUser", "userId");
      if (!has("companies")) db.createObjectStore("companies").createIndex("byUser", "userId");
      if (!has("orders")) db.createObjectStore("orders", { keyPath: "key" }).createIndex("byUser", "userId");
    },
  });
  return opened;
};

const answerKey = (userId: string, kind: KeptKind): string => `${userId}\n${kind}`;
const companyKey = (userId: string, custNo: string): string => `${userId}\n${custNo}`;

export const keepAnswer = async (userId: string, kind: KeptKind, value: unknown, keptAt: number): Promise<void> => {
  await (await database()).put("answers", { userId, value, keptAt }, answerKey(userId, kind));
};

export const readKeptAnswer = async (userId: string, kind: KeptKind): Promise<Kept<unknown> | null> => {
  const record = await (await database()).get("answers", answerKey(userId, kind));
  return record === undefined ? null : { value: record.value, keptAt: record.keptAt };
};

export const keepCompany = async (userId: string, custNo: string, company: unknown, keptAt: number): Promise<void> => {
  await (await database()).put("companies", { userId, custNo, value: company, keptAt }, companyKey(userId, custNo));
};

export const readKeptCompany = async (userId: string, custNo: string): Promise<Kept<unknown> | null> => {
  const record = await (await database()).get("companies", companyKey(userId, custNo.trim()));
  return record === undefined ? null : { value: record.value, keptAt: record.keptAt };
};

/** The companies this user ordered for or chose, newest first: the ones offered offline. */
export const keptCompanies = async (userId: string): Promise<ReadonlyArray<Kept<unknown> & { readonly custNo: string }>> => {
  const records = await (await database()).getAllFromIndex("companies", "byUser", userId);
  return records.sort((a, b) => b.keptAt - a.keptAt).map(({ custNo, value, keptAt }) => ({ custNo, value, keptAt }));
};

/** Log-out: the user's kept catalogue and companies go; queued orders stay to be sent at their next log-in. */
export const forgetKeptData = async (userId: string): Promise<void> => {
  const db = await database();
  const tx = db.transaction(["answers", "companies"], "readwrite");
  for (const name of ["answers", "companies"] as const) {
    for (const key of await tx.objectStore(name).index("byUser").getAllKeys(userId)) await tx.objectStore(name).delete(key);
  }
  await tx.done;
};

export const listStoredOrders = async (userId: string): Promise<ReadonlyArray<unknown>> =>
  (await database()).getAllFromIndex("orders", "byUser", userId);

export const putStoredOrder = async (order: { readonly key: string; readonly userId: string }): Promise<void> => {
  await (await database()).put("orders", order);
};

export const deleteStoredOrder = async (key: string): Promise<void> => {
  await (await database()).delete("orders", key);
};
