import { orderLinesFrom } from "@proshop/core";
import { fillCartFromLines } from "../cart/cart-from-lines.ts";
import { openLiveCart } from "../cart/live-cart.ts";
import { commandContext } from "../command-context.ts";
import { usageFailure } from "../errors.ts";
import type { ParsedCommand } from "../program.ts";

/**
 * `proshop cart reorder <order_nr> [--dry-run]` (issue 17): the lines of one of the acting
 * company's placed orders put into its live cart at today's prices and stock, judged against
 * today's limits; lines that cannot be ordered any more are listed with the reason. Another
 * company's order is the server's 404 (exit 1).
 */
export const run = async (parsed: ParsedCommand): Promise<void> => {
  const context = commandContext(parsed);
  const orderNr = (parsed.args[0] ?? "").trim();
  // The contract's bounds on an order number in a path, said before any login.
  if (orderNr === "" || orderNr.length > 32) throw usageFailure("quickOrder.cli.bad_order_nr", { value: orderNr });
  const live = await openLiveCart(context, "cart reorder");
  try {
    const order = await live.api.call(context.t("cli.progress.loading"), (client) => client.getOrder(orderNr));
    await fillCartFromLines(context, live, orderLinesFrom(order.lines), { dryRun: parsed.options["dryRun"] === true });
  } finally {
    await live.stop();
  }
};
