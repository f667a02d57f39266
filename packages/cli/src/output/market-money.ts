import { DEFAULT_CURRENCY, formatMoney } from "@proshop/core";

/*
 * Amounts in the market's currency (issue 35 item 20), as the web formats them: the context's
 * currency once the command learnt its market (market-currency.ts), else EUR. Free of schemas,
 * so the file replay loads no Effect.
 */

/** Where amounts are written: the reader's locale and the market's currency (a CommandContext, or the shop screen's). */
export interface MoneyContext {
  readonly locale: string;
  readonly currency?: string | undefined;
}

/** Cents in the context's market currency, for the context's locale. */
export const money = (context: MoneyContext, cents: number): string =>
  formatMoney(cents, context.locale, context.currency ?? DEFAULT_CURRENCY);
