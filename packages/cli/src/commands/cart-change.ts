import { describeViolation, userMaxOrderCents, type CartState, type ShopProduct } from "@proshop/core";
import { openLiveCart, type LiveCartSession, type LiveCartSnapshot } from "../cart/live-cart.ts";
import { commandContext } from "../command-context.ts";
import type { CommandContext } from "../context.ts";
import { refusedFailure, usageFailure } from "../errors.ts";
import type { ParsedCommand } from "../program.ts";
import { printCart } from "./cart-show.ts";

/*
 * `proshop cart add | set | remove | coupon | clear`: one change to the acting company's live
 * cart, decided by core's cart machine with today's limits (the same verdict the web gives),
 * then priced by the server (the order refresh) and saved as the live cart's recording. A
 * refused change is recorded and saved too (the recording keeps what happened), prints core's
 * explanation of the limit and exits 1.
 */

/** A whole number of units: digits only, so "2.5", "-1" and "two" are usage errors. */
export const parseQuantity = (text: string, minimum: number): number => {
  const value = /^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
  if (!Number.isSafeInteger(value) || value < minimum) throw usageFailure("cli.usage.bad_quantity", { value: text, minimum });
  return value;
};

/** The catalogue product a part number names: the plain product before a bundle item of the same part. */
export const productByPartNo = (products: readonly ShopProduct[], partNo: string): ShopProduct | undefined =>
  products.find((product) => product.part_no === partNo && (product.bundle_info === undefined || product.bundle_info === null)) ??
  products.find((product) => product.part_no === partNo);

const linesOf = (cart: CartState, partNo: string) => cart.products.filter((line) => line.part_no === partNo);

const applyChange = async (context: CommandContext, live: LiveCartSession, args: readonly string[]): Promise<LiveCartSnapshot> => {
  const [action, first = "", second = ""] = args;
  const cart = live.actor.getSnapshot().context.cart;
  switch (action) {
    case "add": {
      const quantity = parseQuantity(second, 1);
      const product = productByPartNo(live.products, first);
      if (product === undefined) throw usageFailure("cli.cart.unknown_product", { part_no: first });
      return live.send({ type: "cart.add", product, quantity });
    }
    case "set": {
      const quantity = parseQuantity(second, 0);
      const [line] = linesOf(cart, first);
      if (line !== undefined) return live.send({ type: "cart.setQuantity", lineId: line.id, quantity });
      if (quantity === 0) throw usageFailure("cli.cart.not_in_cart", { part_no: first });
      const product = productByPartNo(live.products, first);
      if (product === undefined) throw usageFailure("cli.cart.unknown_product", { part_no: first });
      return live.send({ type: "cart.add", product, quantity });
    }
    case "remove": {
      const lines = linesOf(cart, first);
      if (lines.length === 0) throw usageFailure("cli.cart.not_in_cart", { part_no: first });
      let snapshot = live.actor.getSnapshot();
      for (const line of lines) snapshot = await live.send({ type: "cart.remove", lineId: line.id });
      return snapshot;
    }
    case "coupon":
      return live.send({ type: "cart.applyCoupon", code: first });
    case "clear":
      return live.send({ type: "cart.reset", maxOrderAmount: userMaxOrderCents(live.user) });
    default:
      throw usageFailure("cli.usage.command_needed");
  }
};

export const run = async (parsed: ParsedCommand): Promise<void> => {
  const context = commandContext(parsed);
  const { t } = context;
  // A bad quantity is a usage error, said before any login or network call.
  const [action, , quantity = ""] = parsed.args;
  if (action === "add") parseQuantity(quantity, 1);
  if (action === "set") parseQuantity(quantity, 0);
  const live = await openLiveCart(context, `cart ${action ?? ""}`.trim());
  try {
    const before = live.actor.getSnapshot().context;
    let after = await applyChange(context, live, parsed.args);
    const refusal = after.context.cart.error;
    // An accepted change is priced by the server, as the web's cart does after each change.
    const changed = after.context.revision !== before.revision;
    if (refusal === null && changed && after.context.cart.products.length > 0) after = await live.send({ type: "cart.refresh" });
    if (refusal !== null) {
      // Saved too, as far as the server takes it: it keeps no cart at all for a company whose
      // licence was refused, and the refusal says why better than the failed save would.
      await live.save().catch(() => undefined);
      // The cart did not change: the refusal and its explanation are the whole answer.
      const words = describeViolation(t, refusal, context.locale, live.currency);
      throw refusedFailure(`limits.${refusal.code}.title`, {}, { violation: { ...refusal, text: words } }, [words.detail, words.fix]);
    }
    const saved = await live.save();
    const notice = after.context.notice;
    if (parsed.args[0] === "coupon" && notice !== null && notice.severity === "error") {
      throw refusedFailure(notice.id, notice.params, { notice });
    }
    printCart(context, live, after, { saved });
    context.out.info(t("cli.cart.saved", { events: saved.events }));
  } finally {
    await live.stop();
  }
};
