import rosetta from "rosetta";
import { isPluralMessage, type MessageTree, type PluralCategory, type PluralMessage } from "./define.ts";

export type MessageParams = Record<string, string | number>;
export type Translate = (id: string, params?: MessageParams) => string;

const pluralRules = new Map<string, Intl.PluralRules>();

/** The form of a counted message for its number in `locale` (`other` when that form is not given or the number is not one). */
export const pluralFormOf = (message: PluralMessage, params: MessageParams, locale: string): PluralCategory => {
  const count = Number(params[message.count ?? "count"]);
  if (!Number.isFinite(count)) return "other";
  let rules = pluralRules.get(locale);
  if (rules === undefined) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  const form = rules.select(count);
  return message[form] === undefined ? "other" : form;
};

/** A message of one rosetta table in `locale`, a counted one in its plural form; "" when the id names none. */
export const renderMessage = (
  table: ReturnType<typeof rosetta<MessageTree>>,
  tableKey: string,
  locale: string,
  id: string,
  params: MessageParams,
): string => {
  // rosetta answers a namespace or a counted message (an object) as it is.
  const found: unknown = table.t(id, params, tableKey);
  if (typeof found === "string") return found;
  return isPluralMessage(found) ? table.t(`${id}.${pluralFormOf(found, params, locale)}`, params, tableKey) : "";
};

/**
 * A translator over one message table in `locale` (whose plural rules pick a counted message's
 * form); an unknown id comes back as the id itself, so a gap is visible rather than blank.
 * WHY apart from catalogue.ts: the web app translates with the one table it loaded, without
 * importing every feature file.
 */
export const translatorOf = (messages: MessageTree, locale: string): Translate => {
  const table = rosetta<MessageTree>({ messages });
  return (id, params) => renderMessage(table, "messages", locale, id, params ?? {}) || id;
};
