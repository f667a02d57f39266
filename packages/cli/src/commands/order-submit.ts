import { randomUUID } from "node:crypto";
import {
  describeViolation,
  selectCartViolations,
  selectCheckoutConfirmation,
  userMaxOrderCents,
  type OrderPaymentChoice,
} from "@proshop/core";
import { openLiveCart } from "../cart/live-cart.ts";
import { money } from "../output/market-money.ts";
import { commandContext } from "../command-context.ts";
import { refusedFailure, usageFailure } from "../errors.ts";
import type { ParsedCommand } from "../program.ts";
import { chooseShipping, requireLines } from "./order-price.ts";

const PAYMENTS: Record<string, OrderPaymentChoice> = {
  cod: { method: "cod", type: "creditcard" },
  creditcard: { method: "online", type: "creditcard" },
  wallet: { method: "online", type: "wallet" },
};

/**
 * `proshop order submit`: places the live cart's order. The cart must break no limit (the same
 * check as the web's checkout); it is priced, then submitted with an idempotency key printed
 * BEFORE the call, so an attempt cut short (network, Ctrl-C) is resumed with
 * `--idempotency-key <key>`: the draft already priced is submitted again with the same key and
 * the server answers the order it placed, never a second one. The submit confirms the cart's
 * total and shipping method as priced (as the web's last step does): the server refuses any
 * other order with 409 (`orders.total_changed` names the new total). Once placed, the cart is
 * emptied and saved, as the web does.
 */
export const run = async (parsed: ParsedCommand): Promise<void> => {
  const context = commandContext(parsed);
  const { t, out } = context;
  const payment = PAYMENTS[String(parsed.options["payment"] ?? "cod")];
  if (payment === undefined) throw usageFailure("cli.usage.invalid", { detail: String(parsed.options["payment"]) });
  const given = typeof parsed.options["idempotencyKey"] === "string" ? parsed.options["idempotencyKey"].trim() : "";
  const live = await openLiveCart(context, "order submit");
  try {
    requireLines(live);
    const violations = selectCartViolations(live.actor.getSnapshot());
    if (violations.length > 0) {
      const lines = violations.flatMap((violation) => {
        const words = describeViolation(t, violation, context.locale, live.currency);
        return [`${words.title}: ${words.detail}`, `  ${words.fix}`];
      });
      throw refusedFailure("cli.order.cart_blocked", {}, { violations }, lines);
    }
    await chooseShipping(context, live, parsed.options["shipping"]);

    const key = given !== "" ? given : randomUUID();
    out.info(t("cli.order.key", { key }));
    // Resuming: submit the draft the first attempt priced, so the body is the same as then.
    const draft = live.actor.getSnapshot().context.cart.order_nr;
    let orderNr = given !== "" && draft !== null ? draft : null;
    if (orderNr === null) {
      await live.send({ type: "cart.refresh" });
      orderNr = live.lastRefresh()?.order_nr ?? live.actor.getSnapshot().context.cart.order_nr;
      // Saved before submitting: a resumed attempt then finds this draft in the live cart.
      await live.save();
    }
    if (orderNr === null) throw refusedFailure("cli.order.empty_cart");
    const placedNr = orderNr;
    // The priced cart, as saved: a resumed attempt confirms the same total, so its body is the same.
    const confirmed = selectCheckoutConfirmation(live.actor.getSnapshot());
    const answer = await live.api.call(t("cli.progress.placing"), (client) =>
      client.submitOrder(placedNr, { payment, confirmed_total: confirmed.total, shipping_method: confirmed.shippingMethod }, key),
    );

    await live.send({ type: "cart.reset", maxOrderAmount: userMaxOrderCents(live.user) });
    await live.save();
    const url = answer.payment_url ?? answer.payment.payment_url;
    out.result({ idempotency_key: key, order: answer }, () =>
      [
        t("cli.order.placed", { order_nr: answer.order_nr, total: money({ ...context, currency: live.currency }, answer.total) }),
        ...(url === undefined ? [] : [t("cli.order.pay_at", { url })]),
      ].join("\n"),
    );
  } finally {
    await live.stop();
  }
};
