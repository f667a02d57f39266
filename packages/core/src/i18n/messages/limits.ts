import { defineMessages } from "../define.ts";

/** Messages of the limits feature. */
export const limitsMessages = defineMessages({
  en: { limits: {} },
  fr: { limits: {} },
  es: { limits: {} },
  nl: { limits: {} },
});
