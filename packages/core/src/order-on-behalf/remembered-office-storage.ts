import type { Effect } from "effect";
import { Storage, type StorageError } from "../services/storage.ts";
import { encodeRememberedOffice, REMEMBERED_OFFICE_STORAGE_KEY, type RememberedOffice } from "./remembered-office.ts";

/*
 * The adapters' storage slots of the remembered office, apart from its rules (remembered-office.ts)
 * so that the order-on-behalf machine does not bring the Storage service (Effect) with it.
 */

/** Adapters' slot `readRememberedOffice`: the stored text, or null. */
export const readRememberedOffice = (): Effect.Effect<string | null, StorageError, Storage> =>
  Storage.use((storage) => storage.get(REMEMBERED_OFFICE_STORAGE_KEY));

/** Adapters' slot `writeRememberedOffice`: keeps the chosen office, or forgets it (null). */
export const writeRememberedOffice = (office: RememberedOffice | null): Effect.Effect<void, StorageError, Storage> =>
  Storage.use((storage) =>
    office === null ? storage.remove(REMEMBERED_OFFICE_STORAGE_KEY) : storage.set(REMEMBERED_OFFICE_STORAGE_KEY, encodeRememberedOffice(office)),
  );
