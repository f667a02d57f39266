import type { MessageLocale } from "./locale.ts";

/** The plural categories of `Intl.PluralRules` (CLDR): the forms a counted message may give. */
export const PLURAL_CATEGORIES = ["zero", "one", "two", "few", "many", "other"] as const;
export type PluralCategory = (typeof PLURAL_CATEGORIES)[number];

/**
 * A counted message: one template per plural category of its language, chosen by
 * `Intl.PluralRules` from the number in the `count` parameter, or in the parameter `count` names
 * (`{ count: "units", one: "{{units}} item added", other: "{{units}} items added" }`). Each
 * language gives the forms its rules use (French: `one` for 0 and 1); `other` stands in for a
 * form not given. `count` may differ between languages when their nouns agree with different
 * numbers ("1 of 5 products" / "1 produit sur 5").
 */
export type PluralMessage = { readonly count?: string; readonly one: string; readonly other: string } & {
  readonly [C in Exclude<PluralCategory, "one" | "other">]?: string;
};

/** A message table: nested namespaces whose leaves are rosetta templates (`{{name}}` placeholders) or counted messages. */
export type MessageTree = { readonly [key: string]: string | PluralMessage | MessageTree };

/** Same keys as T, every leaf a string or a counted message: other locales must translate exactly what English has. */
export type SameShape<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : T[K] extends PluralMessage ? PluralMessage : SameShape<T[K]>;
};

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
export const isMessageIn = (messages: MessageTree, id: string): boolean => {
  const found = lookup(messages, id);
  return typeof found === "string" || isPluralMessage(found);
};

/** True for a counted message: an object of plural forms (with `other`), not a namespace. */
export const isPluralMessage = (node: unknown): node is PluralMessage =>
  typeof node === "object" &&
  node !== null &&
  typeof (node as Record<string, unknown>)["other"] === "string" &&
  Object.entries(node).every(([key, value]) => typeof value === "string" && (key === "count" || (PLURAL_CATEGORIES as readonly string[]).includes(key)));

const lookup = (tree: MessageTree, id: string): string | MessageTree | undefined =>
  id.split(".").reduce<string | MessageTree | undefined>(
    (node, key) => (node !== undefined && typeof node !== "string" ? node[key] : undefined),
    tree,
  );
