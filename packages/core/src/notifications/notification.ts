import type { MessageParams, Translate } from "../i18n/translate.ts";
import { describeViolation, type LimitViolation } from "../limits/violation.ts";
import { messageLocaleOf } from "../i18n/locale.ts";

/** Severities of the global notification bar (SPEC 2). */
export const NOTIFICATION_SEVERITIES = ["success", "warning", "error", "info"] as const;
export type NotificationSeverity = (typeof NOTIFICATION_SEVERITIES)[number];

/** Screen corners and edges the notification bar can appear in. */
export const NOTIFICATION_POSITIONS = [
  "top-left",
  "top-center",
  "top-right",
  "bottom-left",
  "bottom-center",
  "bottom-right",
] as const;
export type NotificationPosition = (typeof NOTIFICATION_POSITIONS)[number];

/** SPEC 9: toasts hide themselves after 3 s. */
export const DEFAULT_AUTO_HIDE_MS = 3000;
/** SPEC 2: the notification bar appears bottom right unless told otherwise. */
export const DEFAULT_NOTIFICATION_POSITION: NotificationPosition = "bottom-right";

/**
 * What a toast says: a message id of the catalogue (translated by each adapter), a text that is
 * already in the user's language (typically a message the server sent back), or a cart limit
 * violation, which explains itself in the reader's language (see limits/violation.ts).
 */
export type NotificationMessage =
  | { readonly id: string; readonly params?: MessageParams }
  | { readonly text: string }
  | { readonly violation: LimitViolation };

/** An UNDO button: its label (message id) and the event the adapter sends back when it is pressed. */
export interface NotificationUndo {
  readonly labelId: string;
  readonly event: { readonly type: string };
}

/** SPEC 2: a plain alert (neutral, a severity stripe) or a coloured one (filled with the severity's colour). */
export type NotificationVariant = "plain" | "coloured";
/** SPEC 2: how a toast comes in; adapters drop the motion under `prefers-reduced-motion`. */
export type NotificationTransition = "slide" | "grow" | "fade";

/**
 * A toast of the global notification bar, described without any UI: web and CLI render the
 * same object. `autoHideMs` null keeps the toast until it is closed.
 */
export interface Notification {
  readonly message: NotificationMessage;
  readonly severity: NotificationSeverity;
  readonly autoHideMs: number | null;
  readonly position: NotificationPosition;
  readonly undo?: NotificationUndo;
  /** Absent: coloured. */
  readonly variant?: NotificationVariant;
  /** Absent: slide. */
  readonly transition?: NotificationTransition;
}

export interface NotificationOptions {
  readonly severity?: NotificationSeverity;
  readonly autoHideMs?: number | null;
  readonly position?: NotificationPosition;
  readonly undo?: NotificationUndo;
  readonly variant?: NotificationVariant;
  readonly transition?: NotificationTransition;
}

/** Builds a toast, filling in the shop's defaults (info, 3000 ms, bottom right). */
export const notification = (message: NotificationMessage, options: NotificationOptions = {}): Notification => ({
  message,
  severity: options.severity ?? "info",
  autoHideMs: options.autoHideMs === undefined ? DEFAULT_AUTO_HIDE_MS : options.autoHideMs,
  position: options.position ?? DEFAULT_NOTIFICATION_POSITION,
  ...(options.undo === undefined ? {} : { undo: options.undo }),
  ...(options.variant === undefined ? {} : { variant: options.variant }),
  ...(options.transition === undefined ? {} : { transition: options.transition }),
});

/** Shorthand for an error toast showing a catalogue message. */
export const errorNotification = (
  id: string,
  params?: MessageParams,
  options: Omit<NotificationOptions, "severity"> = {},
): Notification => notification(params === undefined ? { id } : { id, params }, { ...options, severity: "error" });

/** Shorthand for a success toast showing a catalogue message. */
export const successNotification = (
  id: string,
  params?: MessageParams,
  options: Omit<NotificationOptions, "severity"> = {},
): Notification => notification(params === undefined ? { id } : { id, params }, { ...options, severity: "success" });

/**
 * The toast for a cart limit the user ran into: a warning (the cart is unchanged, nothing broke)
 * that hides after the usual 3 s. Kept as the violation itself, so every adapter words it in its
 * reader's language with `notificationText`.
 */
export const limitViolationNotification = (
  violation: LimitViolation,
  options: Omit<NotificationOptions, "severity"> = {},
): Notification => notification({ violation }, { ...options, severity: "warning" });

/** French typography puts a (narrow no-break) space before a colon; the other languages do not. */
const titleSeparator = (locale: string): string => (messageLocaleOf(locale) === "fr" ? "\u202f: " : ": ");

/**
 * The toast's text in the translator's language. A server text is shown as it came; a limit
 * violation reads "title: detail fix", its amounts written for `locale` (the translator's) in
 * `currency` (the market's, EUR by default).
 */
export const notificationText = (t: Translate, toast: Notification, locale: string, currency?: string): string => {
  const message = toast.message;
  if ("text" in message) return message.text;
  if ("violation" in message) {
    const words = describeViolation(t, message.violation, locale, currency);
    const explanation = [words.detail, words.fix].filter((part) => part.trim() !== "").join(" ");
    return explanation === "" ? words.title : `${words.title}${titleSeparator(locale)}${explanation}`;
  }
  return t(message.id, message.params);
};
