import { shopCurrency, type Company, type CurrentUserAnswer } from "@proshop/core";
import { Effect } from "effect";
import type { CommandContext } from "../context.ts";
import type { CliApi } from "../session/api.ts";

/*
 * The currency of the market a command works in (issue 35 item 20), as the web takes it from its
 * shop config: the acting company's market's, else the user's own (the server embeds the
 * organisation's configuration in both answers). Apart from market-money.ts, whose `money` the
 * file replay uses: this module loads schemas and Effect, so `cart replay` imports it only when
 * it asks the server anyway (`--customer`, `--live`); a file replay loads no Effect.
 */

/** The ISO 4217 code of the market the command works in (EUR when its configuration names none). */
export const marketCurrencyOf = (company: Pick<Company, "organisation"> | null, user: Pick<CurrentUserAnswer, "organisation">): string =>
  shopCurrency({ currency: company?.organisation?.currency ?? user.organisation?.currency ?? null });

/**
 * The currency of the shop on `hostname` (a recording's), as the web takes it from that host's
 * config: its market's. For a host the server does not know (a cart made with the CLI on the
 * server's address), the signed-in agent's market's: support reads its own markets' carts.
 */
export const hostCurrencyOf = (context: CommandContext, api: CliApi, hostname: string): Promise<string> =>
  api.call(context.t("cli.progress.loading"), (client) =>
    client.getConfigForHostname(hostname).pipe(
      Effect.map((config) => shopCurrency(config)),
      Effect.catchIf(
        (error) => error.status === 404,
        () => client.getCurrentUser().pipe(Effect.map((user) => marketCurrencyOf(null, user))),
      ),
    ),
  );
