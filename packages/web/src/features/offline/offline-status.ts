import { useSyncExternalStore } from "react";

/*
 * Whether the tab works from kept data (issue 37): the time the oldest kept answer in use was
 * read, or null while every answer came from the server. Set by the kept fallbacks, cleared when
 * the server answers again; read by the offline banner and the cart's limit messages.
 */

let keptAt: number | null = null;
const listeners = new Set<() => void>();

const tell = (): void => {
  for (const listener of listeners) listener();
};

export const offlineStatus = {
  keptAt: (): number | null => keptAt,
  /** An answer came from the device, read at `at`: the oldest such time is the one shown. */
  usedKept: (at: number): void => {
    if (keptAt !== null && keptAt <= at) return;
    keptAt = at;
    tell();
  },
  /** The server answered again and the kept data was replaced. */
  answered: (): void => {
    if (keptAt === null) return;
    keptAt = null;
    tell();
  },
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The kept time the screen works from, null when online. */
export const useKeptAt = (): number | null => useSyncExternalStore(offlineStatus.subscribe, offlineStatus.keptAt);
