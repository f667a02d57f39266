import { DEFAULT_CURRENCY, formatMoney } from "@proshop/core";
import type { CommandContext } from "../context.ts";

/*
 * Amounts in the market's currency (issue 35 item 20), as the web formats them: the context's
 * currency once the command learnt its market (market-currency.ts), else EUR. Free of schemas,
 * so the file replay loads no Effect.
 */

/** Cents in the context's market currency, for the context's locale. */
export const money = (context: Pick<CommandContext, "locale" | "currency">, cents: number): string =>
  formatMoney(cents, context.locale, context.currency ?? DEFAULT_CURRENCY);
