import { defineMessages } from "../define.ts";

/** Messages of the common feature. */
export const commonMessages = defineMessages({
  en: { common: {} },
  fr: { common: {} },
  es: { common: {} },
  nl: { common: {} },
});
