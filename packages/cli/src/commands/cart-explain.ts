import { selectCartLimitReport } from "@proshop/core";
import { openLiveCart } from "../cart/live-cart.ts";
import { commandContext } from "../command-context.ts";
import { limitReportDocument, renderLimitReport } from "../output/cart.ts";
import type { ParsedCommand } from "../program.ts";
import { cartHeading } from "./cart-show.ts";

/**
 * `proshop cart explain`: every limit that applies to the live cart (core's
 * `explainCartLimits`, judged on today's limits and day): scope, limit, used, remaining, and
 * what would fix it. Exits 0 even when some are exceeded: it explains, it does not refuse.
 */
export const run = async (parsed: ParsedCommand): Promise<void> => {
  const context = commandContext(parsed);
  const live = await openLiveCart(context, "cart explain");
  try {
    const reports = selectCartLimitReport(live.actor.getSnapshot());
    context.out.result(
      {
        company: { cust_no: live.company?.cust_no ?? null, name: live.company?.Name ?? null },
        limits: limitReportDocument(context, reports),
        exceeded: reports.filter((report) => report.exceeded).length,
      },
      () => [context.out.colours.bold(cartHeading(context, live)), "", renderLimitReport(context, reports)].join("\n"),
    );
  } finally {
    await live.stop();
  }
};
