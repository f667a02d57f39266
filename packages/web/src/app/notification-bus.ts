import type { Notification } from "@proshop/core";

/** A toast and, when a machine emitted it, that machine: an UNDO button sends its event back there. */
export interface PublishedNotification {
  readonly notification: Notification;
  readonly source?: { send(event: { readonly type: string }): void };
}

/**
 * Where every machine's `notification.show` lands before the notification bar shows it. WHY a
 * bus rather than reading each machine's `notification` field: the bar must show a toast even
 * when the same toast is emitted twice in a row (the field would not change), and screens can
 * publish their own toasts (e.g. a form's success) through the same one bar.
 */
export interface NotificationBus {
  publish(published: PublishedNotification): void;
  /** Returns the unsubscribe function. */
  subscribe(listener: (published: PublishedNotification) => void): () => void;
}

export const createNotificationBus = (): NotificationBus => {
  const listeners = new Set<(published: PublishedNotification) => void>();
  return {
    publish: (published) => {
      for (const listener of listeners) listener(published);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
};
