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

/**
 * True when the id names a message (a leaf) of this table. WHY here, not beside rosetta: the
 * web app's first script checks ids without loading the translator.
 */
export const isMessageIn = (messages: MessageTree, id: string): boolean => typeof lookup(messages, id) === "string";

const lookup = (tree: MessageTree, id: string): string | MessageTree | undefined =>
  id.split(".").reduce<string | MessageTree | undefined>(
    (node, key) => (node !== undefined && typeof node !== "string" ? node[key] : undefined),
    tree,
  );
