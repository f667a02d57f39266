import { hasMessage, MESSAGE_LOCALES, messageLocaleOf, translator, type MessageLocale, type Translate } from "@proshop/core";

/**
 * The language of the CLI's messages: `--locale`, else PROSHOP_LOCALE, else the terminal's
 * LANG when it is French, Spanish or Dutch, else English.
 */
export const resolveLocale = (option: string | undefined, env: NodeJS.ProcessEnv = process.env): MessageLocale => {
  if (option !== undefined && (MESSAGE_LOCALES as readonly string[]).includes(option)) return option as MessageLocale;
  return messageLocaleOf(env["PROSHOP_LOCALE"] ?? env["LC_ALL"] ?? env["LANG"] ?? "en");
};

export const translatorFor = (locale: MessageLocale): Translate => translator(locale);

/** A message id the catalogue knows, else the fallback's words (a server code core does not word). */
export const knownMessage = (t: Translate, id: string, params: Record<string, string | number>, fallback: string): string =>
  hasMessage(id) ? t(id, params) : fallback;
