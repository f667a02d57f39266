import type { Notification } from "./notification.ts";

/**
 * The event every machine emits when it wants a toast shown. The global notification bar
 * listens for this one type on each actor (`actor.on("notification.show", ...)`), so it never
 * needs to know which feature spoke.
 */
export interface ShowNotification {
  readonly type: "notification.show";
  readonly notification: Notification;
}

export const showNotification = (notification: Notification): ShowNotification => ({
  type: "notification.show",
  notification,
});
