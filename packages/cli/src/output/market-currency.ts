import { shopCurrency, type Company, type CurrentUserAnswer } from "@proshop/core";

/*
 * The currency of the market a command works in (issue 35 item 20), as the web takes it from its
 * shop config: the acting company's market's, else the user's own (the server embeds the
 * organisation's configuration in both answers). Apart from market-money.ts, whose `money` the
 * file replay uses: shopCurrency's module defines schemas, and the replay loads no Effect.
 */

/** The ISO 4217 code of the market the command works in (EUR when its configuration names none). */
export const marketCurrencyOf = (company: Pick<Company, "organisation"> | null, user: Pick<CurrentUserAnswer, "organisation">): string =>
  shopCurrency({ currency: company?.organisation?.currency ?? user.organisation?.currency ?? null });
