import { defineMessages } from "../define.ts";

/** Messages of the forms feature. */
export const formsMessages = defineMessages({
  en: { forms: {} },
  fr: { forms: {} },
  es: { forms: {} },
  nl: { forms: {} },
});
