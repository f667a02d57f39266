import { isMessageIn, type MessageLocale, type MessageTree } from "@proshop/core";

/**
 * The message tables of the tab, one chunk per locale (built by messages-plugin.ts), loaded on
 * demand: the first load carries the active language only. Every table has the same ids
 * (core's defineMessages), so any loaded one can stand in while another is on its way.
 */
const importers: Record<MessageLocale, () => Promise<{ readonly default: MessageTree }>> = {
  fr: () => import("virtual:proshop-messages/fr"),
  es: () => import("virtual:proshop-messages/es"),
  nl: () => import("virtual:proshop-messages/nl"),
  en: () => import("virtual:proshop-messages/en"),
};

const ATTEMPTS = 3;
const RETRY_DELAY_MS = 1000;

const loaded = new Map<MessageLocale, MessageTree>();
const pending = new Map<MessageLocale, Promise<MessageTree>>();
const listeners = new Set<() => void>();

const importWithRetries = async (locale: MessageLocale): Promise<MessageTree> => {
  for (let attempt = 1; ; attempt++) {
    try {
      return (await importers[locale]()).default;
    } catch (error) {
      // A dropped connection should not leave the shop without words: try again a little later.
      if (attempt >= ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS * attempt));
    }
  }
};

/** Loads a locale's table once; a failed load may be asked for again. */
export const loadMessages = (locale: MessageLocale): Promise<MessageTree> => {
  const table = loaded.get(locale);
  if (table !== undefined) return Promise.resolve(table);
  let loading = pending.get(locale);
  if (loading === undefined) {
    loading = importWithRetries(locale).then(
      (messages) => {
        loaded.set(locale, messages);
        pending.delete(locale);
        for (const listener of listeners) listener();
        return messages;
      },
      (error: unknown) => {
        pending.delete(locale);
        throw error;
      },
    );
    pending.set(locale, loading);
  }
  return loading;
};

/** The locale's table when loaded, else the first table loaded, else none yet. */
export const messagesFor = (locale: MessageLocale): MessageTree | undefined =>
  loaded.get(locale) ?? loaded.values().next().value;

/** Calls back whenever a table has landed (for useSyncExternalStore). */
export const onMessagesLoaded = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** How many tables have landed: changes exactly when messagesFor may answer differently. */
export const loadedMessagesCount = (): number => loaded.size;

/** True when the id names a message of the catalogue (judged on any loaded table). */
export const isKnownMessage = (id: string): boolean => {
  const table = loaded.values().next().value;
  return table !== undefined && isMessageIn(table, id);
};
