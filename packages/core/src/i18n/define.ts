import type { MessageLocale } from "./locale.ts";

/** A message table: nested namespaces whose leaves are rosetta templates (`{{name}}` placeholders). */
export type MessageTree = { readonly [key: string]: string | MessageTree };

/** Same keys as T, every leaf a string: other locales must translate exactly what English has. */
export type SameShape<T> = { readonly [K in keyof T]: T[K] extends string ? string : SameShape<T[K]> };

/**
 * Declares one feature's messages in every locale. English defines the keys; the compiler
 * refuses a locale that misses or adds one.
 */
export const defineMessages = <const T extends MessageTree>(messages: {
  readonly en: T;
} & { readonly [L in Exclude<MessageLocale, "en">]: SameShape<T> }) => messages;
