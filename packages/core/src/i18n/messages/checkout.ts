import { defineMessages } from "../define.ts";

/** Messages of the checkout feature. */
export const checkoutMessages = defineMessages({
  en: { checkout: {} },
  fr: { checkout: {} },
  es: { checkout: {} },
  nl: { checkout: {} },
});
