import { defineMessages } from "../define.ts";

/** Messages of the shop feature. */
export const shopMessages = defineMessages({
  en: { shop: {} },
  fr: { shop: {} },
  es: { shop: {} },
  nl: { shop: {} },
});
