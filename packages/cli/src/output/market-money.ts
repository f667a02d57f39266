import { DEFAULT_CURRENCY, formatMoney, shopCurrency, type Company, type CurrentUserAnswer } from "@proshop/core";
import type { CommandContext } from "../context.ts";

/*
 * Amounts in the market's currency (issue 35 item 20), as the web formats them with its shop
 * config's: the currency configured for the acting company's market, else for the user's own
 * (the server embeds the organisation's configuration in both answers).
 */

/** The ISO 4217 code of the market the command works in (EUR when its configuration names none). */
export const marketCurrencyOf = (company: Pick<Company, "organisation"> | null, user: Pick<CurrentUserAnswer, "organisation">): string =>
  shopCurrency({ currency: company?.organisation?.currency ?? user.organisation?.currency ?? null });

/** Cents in the context's market currency (EUR until the command learnt the market's), for the context's locale. */
export const money = (context: Pick<CommandContext, "locale" | "currency">, cents: number): string =>
  formatMoney(cents, context.locale, context.currency ?? DEFAULT_CURRENCY);
