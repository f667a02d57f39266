import { defineMessages } from "../define.ts";

/** Messages of the session feature. */
export const sessionMessages = defineMessages({
  en: { session: {} },
  fr: { session: {} },
  es: { session: {} },
  nl: { session: {} },
});
