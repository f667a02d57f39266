import { selectCartViolations } from "@proshop/core";
import { openLiveCart, type LiveCartSession, type LiveCartSnapshot } from "../cart/live-cart.ts";
import { commandContext } from "../command-context.ts";
import type { CommandContext } from "../context.ts";
import { renderCart, violationDocument } from "../output/cart.ts";
import type { ParsedCommand } from "../program.ts";

/** The heading of a cart: whose it is, and who last changed it. */
export const cartHeading = (context: CommandContext, live: LiveCartSession): string =>
  context.t("cli.cart.heading", { name: live.company?.Name ?? "-", cust_no: live.company?.cust_no ?? "-" });

/** The JSON document of a cart: core's CartState, the violations under today's limits (worded in the market's currency), and the stored copy's details. */
export const cartDocument = (context: CommandContext, live: LiveCartSession, snapshot: LiveCartSnapshot) => ({
  company: { cust_no: live.company?.cust_no ?? null, name: live.company?.Name ?? null },
  cart: snapshot.context.cart,
  violations: violationDocument({ ...context, currency: live.currency }, selectCartViolations(snapshot)),
  notice: snapshot.context.notice,
  stored: live.stored === null ? null : { updated_at: live.stored.updated_at, updated_by: live.stored.updated_by, events: live.recorder.size },
});

export const printCart = (context: CommandContext, live: LiveCartSession, snapshot: LiveCartSnapshot, extra: Record<string, unknown> = {}) =>
  context.out.result({ ...cartDocument(context, live, snapshot), ...extra }, () =>
    // Amounts in the acting company's market currency (issue 35 item 20).
    renderCart({ ...context, currency: live.currency }, {
      heading: cartHeading(context, live),
      cart: snapshot.context.cart,
      violations: selectCartViolations(snapshot),
      notice: snapshot.context.notice,
    }),
  );

/**
 * `proshop cart show`: the acting company's live cart as it stands, judged on today's limits.
 * It changes nothing, so nothing is saved.
 */
export const run = async (parsed: ParsedCommand): Promise<void> => {
  const context = commandContext(parsed);
  const live = await openLiveCart(context, "cart show");
  try {
    printCart(context, live, live.actor.getSnapshot());
  } finally {
    await live.stop();
  }
};
