import { defineMessages } from "../define.ts";

/** Messages of the navigation feature. */
export const navigationMessages = defineMessages({
  en: { navigation: {} },
  fr: { navigation: {} },
  es: { navigation: {} },
  nl: { navigation: {} },
});
