import { filterByOrganisation } from "@proshop/core";
import { openLiveCart } from "../cart/live-cart.ts";
import { commandContext } from "../command-context.ts";
import { usageFailure } from "../errors.ts";
import type { ParsedCommand } from "../program.ts";
import type { ShopScreenDeps } from "../screens/shop/deps.ts";

/**
 * `proshop shop`: the interactive Ink screen (screens/shop/), given the live cart (core's cart
 * machine continuing the company's recording, priced and coupon-checked by the server) and the
 * company's catalogue. Ink and React are loaded here only, never by the other commands.
 */
export const run = async (parsed: ParsedCommand): Promise<void> => {
  const context = commandContext(parsed);
  // Before any call: the screen reads keys and redraws, so it needs a terminal on both ends.
  if (process.stdin.isTTY !== true || process.stdout.isTTY !== true || context.json) throw usageFailure("cli.shop.needs_terminal");
  const live = await openLiveCart(context, "shop");
  try {
    const categories = await live.api.call(context.t("cli.progress.loading"), (client) => client.listCategories());
    const organisation = live.products[0]?.organisation.id ?? null;
    const deps: ShopScreenDeps = {
      locale: context.locale,
      // Prices in the acting company's market currency (issue 35 item 20).
      currency: live.currency,
      translate: context.t,
      loadShop: async () => ({ config: null, categories: filterByOrganisation(categories, organisation), products: live.products }),
      cart: {
        actor: live.actor,
        // The live cart's limits were built from these same products when it opened.
        limitsFor: () => live.limits,
        save: async () => {
          await live.save();
        },
      },
      actingCompany: live.session.onBehalf,
    };
    const { runShopScreen } = await import("../screens/shop/run.tsx");
    await runShopScreen(deps);
  } finally {
    await live.stop();
  }
};
