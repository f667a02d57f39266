import { defineMessages } from "../define.ts";

/** Messages of the cart feature. */
export const cartMessages = defineMessages({
  en: { cart: {} },
  fr: { cart: {} },
  es: { cart: {} },
  nl: { cart: {} },
});
