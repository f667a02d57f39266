import { decodeCartRecording, encodeCartRecording, type CartRecording, type SyncKeyValueStore } from "@proshop/core";
import { Result } from "effect";

/*
 * The tab's copy of each company's cart recording, in the browser's storage: what survives a
 * reload, a lost network or a server that refused a write. `unsaved` says the server has not
 * got its last changes yet (they are sent again on the next start).
 */

const PREFIX = "proshop.liveCart.";
/** Which company's cart the cart machine's own stored cart (`proshopcart`) holds. */
const CURRENT_KEY = `${PREFIX}current`;

export interface LocalRecording {
  readonly recording: CartRecording;
  readonly unsaved: boolean;
  /**
   * When a person last changed this cart, if earlier than anything the recording holds: a
   * recording started afresh for an empty cart keeps the time of the change that emptied it.
   */
  readonly changedAt?: number;
}


export interface LocalRecordings {
  read(custNo: string): LocalRecording | null;
  write(custNo: string, entry: LocalRecording): void;
  remove(custNo: string): void;
  /** The company whose cart the cart machine last showed, or null when unknown. */
  current(): string | null;
  setCurrent(custNo: string): void;
}

/** Over any key-value store (localStorage in the browser). A full or broken storage only loses the copy, never throws. */
export const localRecordings = (store: SyncKeyValueStore): LocalRecordings => {
  const attempt = <A>(run: () => A, fallback: A): A => {
    try {
      return run();
    } catch {
      return fallback;
    }
  };
  return {
    read: (custNo) =>
      attempt(() => {
        const text = store.getItem(PREFIX + custNo);
        if (text === null) return null;
        const stored = JSON.parse(text) as { recording?: unknown; unsaved?: unknown; changedAt?: unknown };
        const decoded = decodeCartRecording(stored.recording);
        if (Result.isFailure(decoded) || decoded.success.company.cust_no !== custNo) return null;
        const changedAt = typeof stored.changedAt === "number" ? { changedAt: stored.changedAt } : {};
        return { recording: decoded.success, unsaved: stored.unsaved === true, ...changedAt };
      }, null),
    write: (custNo, entry) =>
      attempt(() => store.setItem(PREFIX + custNo, JSON.stringify({ recording: encodeCartRecording(entry.recording), unsaved: entry.unsaved, changedAt: entry.changedAt })), undefined),
    remove: (custNo) => attempt(() => store.removeItem(PREFIX + custNo), undefined),
    current: () => attempt(() => store.getItem(CURRENT_KEY), null),
    setCurrent: (custNo) => attempt(() => store.setItem(CURRENT_KEY, custNo), undefined),
  };
};
