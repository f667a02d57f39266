import { isShippingMethod } from "@proshop/core";
import { openLiveCart, type LiveCartSession } from "../cart/live-cart.ts";
import { commandContext } from "../command-context.ts";
import type { CommandContext } from "../context.ts";
import { refusedFailure, usageFailure } from "../errors.ts";
import { renderCartLines, renderCartTotals } from "../output/cart.ts";
import { money } from "../output/market-money.ts";
import type { ParsedCommand } from "../program.ts";
import { cartHeading } from "./cart-show.ts";

/** `--shipping`: one of the shop's methods, chosen in the cart with the server's charge (as the checkout does). */
export const chooseShipping = async (context: CommandContext, live: LiveCartSession, method: unknown): Promise<void> => {
  if (method === undefined) return;
  if (!isShippingMethod(method)) throw usageFailure("cli.usage.bad_shipping", { value: String(method) });
  const options = await live.api.call(context.t("cli.progress.loading"), (client) => client.listShippingMethods());
  const charge = options.find((option) => option.method === method)?.charge ?? 0;
  await live.send({ type: "cart.chooseShipping", method, charge });
};

/** Refuses an empty cart: there is nothing to price or order. */
export const requireLines = (live: LiveCartSession): void => {
  if (live.actor.getSnapshot().context.cart.products.length === 0) throw refusedFailure("cli.order.empty_cart");
};

/**
 * `proshop order price [--shipping method]`: the server prices the live cart (POST
 * /admin/order, the order refresh: each line's price, stock and status, discount, shipping, VAT
 * and total) through the cart machine, which applies it; the recording is saved.
 */
export const run = async (parsed: ParsedCommand): Promise<void> => {
  const context = commandContext(parsed);
  const { t } = context;
  const live = await openLiveCart(context, "order price");
  try {
    requireLines(live);
    await chooseShipping(context, live, parsed.options["shipping"]);
    const snapshot = await live.send({ type: "cart.refresh" });
    const saved = await live.save();
    const refresh = live.lastRefresh();
    const cart = snapshot.context.cart;
    const market = { ...context, currency: live.currency };
    context.out.result({ order: refresh, cart, saved }, () =>
      [
        context.out.colours.bold(cartHeading(context, live)),
        "",
        renderCartLines(market, cart),
        "",
        renderCartTotals(market, cart, refresh === null ? [] : [[t("cli.order.tax"), money(market, refresh.tax)]]),
        "",
        refresh === null ? "" : t("cli.order.priced", { order_nr: refresh.order_nr }),
      ].join("\n"),
    );
  } finally {
    await live.stop();
  }
};
