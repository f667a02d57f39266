import { notificationText, type MessageParams, type Notification, type NotificationPosition, type Translate } from "@proshop/core";

/** Ark UI's toast placements for core's notification positions. */
export const PLACEMENT_OF: Record<NotificationPosition, "top-start" | "top" | "top-end" | "bottom-start" | "bottom" | "bottom-end"> = {
  "top-left": "top-start",
  "top-center": "top",
  "top-right": "top-end",
  "bottom-left": "bottom-start",
  "bottom-center": "bottom",
  "bottom-right": "bottom-end",
};

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text made safe to put inside HTML. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);

const escapeParams = (params: MessageParams | undefined): MessageParams | undefined =>
  params === undefined
    ? undefined
    : Object.fromEntries(Object.entries(params).map(([key, value]) => [key, typeof value === "string" ? escapeHtml(value) : value]));

/**
 * The toast's message as HTML (SPEC 2: "message rendered as HTML"). Only our own catalogue
 * is trusted as markup: a server's text, a limit explanation (it names products from the
 * server) and every message parameter are escaped, so nothing a server sends can inject markup.
 * A limit's amounts are written in `currency`, the shop's (its config's).
 */
export const toastHtml = (t: Translate, toast: Notification, locale: string, currency: string): string => {
  const message = toast.message;
  if ("id" in message) return t(message.id, escapeParams(message.params));
  return escapeHtml(notificationText(t, toast, locale, currency));
};

/** How long the toast stays: its own time, or for ever (until closed) when it has none. */
export const toastDuration = (toast: Notification): number => (toast.autoHideMs === null ? Infinity : toast.autoHideMs);
