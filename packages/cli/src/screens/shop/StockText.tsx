import { STOCK_TONE, stockMessage, type StockState, type Translate } from "@proshop/core";
import { Tone } from "./tone.tsx";

/** A stock state label (core's wording, as the web shows it); the colour only repeats the words. */
export const StockText = ({ stock, text, wrap = true }: { readonly stock: StockState; readonly text: string; readonly wrap?: boolean }) => (
  <Tone tone={STOCK_TONE[stock.state]} wrap={wrap ? "truncate-end" : "wrap"}>
    {text}
  </Tone>
);

/** The words of a stock state for the locale (core's `stockMessage`). */
export const stockLabel = (stock: StockState, t: Translate, locale: string): string => {
  const message = stockMessage(stock, locale);
  return t(message.id, message.params);
};
