import { defineMessages } from "../define.ts";

/** Messages of the content feature. */
export const contentMessages = defineMessages({
  en: { content: {} },
  fr: { content: {} },
  es: { content: {} },
  nl: { content: {} },
});
