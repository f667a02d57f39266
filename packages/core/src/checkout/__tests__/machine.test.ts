import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor, type Actor } from "xstate";
import type { CartState } from "../../entities/cart.ts";
import {
  ADDRESS_REQUIRED_MESSAGE_ID,
  checkoutMachine,
  ORDER_FAILED_MESSAGE_ID,
  PAYMENT_FAILED_MESSAGE_ID,
  type PayInput,
  type CheckoutReceipt,
  type SubmitOrderInput,
} from "../machine.ts";
import {
  selectCanPlaceOrder,
  selectCanResumePayment,
  selectCheckoutPhase,
  selectCheckoutStepName,
  selectCheckoutConfirmation,
  selectIsCheckoutDone,
} from "../selectors.ts";
import type { PaymentOutcome } from "../payment.ts";
import { cartMachine } from "../../cart/machine.ts";
import { product } from "../../cart/__tests__/products.ts";
import type { ShowNotification } from "../../notifications/emitted.ts";

/** Fake slots that record what they were asked and answer from scripts. */
const fakes = (script: {
  submit?: ReadonlyArray<"ok" | "fail">;
  pay?: ReadonlyArray<PaymentOutcome | "fail">;
  order?: CheckoutReceipt;
}) => {
  const submitted: SubmitOrderInput[] = [];
  const payments: PayInput[] = [];
  let keys = 0;
  const submitAnswers = [...(script.submit ?? ["ok"])];
  const payAnswers = [...(script.pay ?? ["completed"])];
  const machine = checkoutMachine.provide({
    actors: {
      createIdempotencyKey: fromPromise(async () => `key-${(keys += 1)}`),
      submitOrder: fromPromise<CheckoutReceipt, SubmitOrderInput>(async ({ input }) => {
        submitted.push(input);
        if ((submitAnswers.shift() ?? "ok") === "fail") throw { error: { code: "server_down", message: "" } };
        return script.order ?? { order_nr: "ORD-1", total: 12_345 };
      }),
      pay: fromPromise<{ outcome: PaymentOutcome }, PayInput>(async ({ input }) => {
        payments.push(input);
        const answer = payAnswers.shift() ?? "completed";
        if (answer === "fail") throw new Error("provider unreachable");
        return { outcome: answer };
      }),
    },
  });
  return { machine, submitted, payments, keysMade: () => keys };
};

/** A loaded cart machine (no stored cart) holding one 150 € pump. */
const cartWithPump = async () => {
  const noStoredCart = fromPromise<CartState | null, { key: string }>(async () => null);
  const cart = createActor(cartMachine.provide({ actors: { loadCart: noStoredCart } }), { input: {} }).start();
  await waitFor(cart, (snapshot) => snapshot.matches({ active: "idle" }));
  cart.send({ type: "cart.add", product: product({ part_no: "PUMP", price_in_cents: 15_000 }), quantity: 1 });
  return cart;
};

/** Waits until no slot is running: the order is placed or refused, the payment settled. */
const settled = (actor: Actor<typeof checkoutMachine>) =>
  waitFor(actor, (snapshot) => !snapshot.matches("placingOrder") && !snapshot.matches("awaitingPayment"));

describe("machine", () => {
  it("starts at step 0 with cash on delivery by credit card", () => {
    const actor = createActor(checkoutMachine).start();
    const { context } = actor.getSnapshot();
    expect(context.step).toBe(0);
    expect(context.payment).toEqual({ method: "cod", type: "creditcard" });
    expect(selectCheckoutStepName(actor.getSnapshot())).toBe("address");
  });

  it("sets, increments and decrements the step without leaving the range", () => {
    const actor = createActor(checkoutMachine).start();
    actor.send({ type: "checkout.back" });
    expect(actor.getSnapshot().context.step).toBe(0);
    actor.send({ type: "checkout.next" });
    actor.send({ type: "checkout.next" });
    expect(selectCheckoutStepName(actor.getSnapshot())).toBe("payment");
    actor.send({ type: "checkout.next" });
    actor.send({ type: "checkout.next" });
    expect(selectCheckoutStepName(actor.getSnapshot())).toBe("confirmation");
    actor.send({ type: "checkout.setStep", step: 1 });
    expect(actor.getSnapshot().context.step).toBe(1);
    actor.send({ type: "checkout.setStep", step: 42 });
    expect(actor.getSnapshot().context.step).toBe(3);
  });

  it("keeps the chosen address and payment; shipping (charge only when positive) is the cart's", async () => {
    const cart = await cartWithPump();
    const actor = createActor(checkoutMachine, { input: { cart } }).start();
    actor.send({ type: "checkout.chooseAddress", addressKey: "addr-2" });
    actor.send({ type: "checkout.chooseShipping", method: "Rush", charge: 1500 });
    actor.send({ type: "checkout.choosePayment", method: "online", paymentType: "wallet" });
    const { context } = actor.getSnapshot();
    expect(context.addressKey).toBe("addr-2");
    expect(selectCheckoutConfirmation(cart.getSnapshot())).toEqual({ shippingMethod: "Rush", shipping: 1500, total: 16_500 });
    expect(context.payment).toEqual({ method: "online", type: "wallet" });
    actor.send({ type: "checkout.chooseShipping", method: "Standard", charge: -1 });
    expect(selectCheckoutConfirmation(cart.getSnapshot())).toEqual({ shippingMethod: "Standard", shipping: 0, total: 15_000 });
  });

  it("sends each shipping choice on to the cart, so the cart total includes the charge", async () => {
    const noStoredCart = fromPromise<CartState | null, { key: string }>(async () => null);
    const cart = createActor(cartMachine.provide({ actors: { loadCart: noStoredCart } }), { input: {} }).start();
    await waitFor(cart, (snapshot) => snapshot.matches({ active: "idle" }));
    cart.send({ type: "cart.add", product: product({ part_no: "PUMP", price_in_cents: 15_000 }), quantity: 1 });
    const checkout = createActor(checkoutMachine, { input: { cart } }).start();
    checkout.send({ type: "checkout.chooseShipping", method: "Rush", charge: 1_995 });
    expect(cart.getSnapshot().context.cart).toMatchObject({ shipping_method: "Rush", shipping: 1_995, total: 16_995 });
    checkout.send({ type: "checkout.reset" });
    checkout.send({ type: "checkout.chooseShipping", method: "Standard", charge: 0 });
    expect(cart.getSnapshot().context.cart).toMatchObject({ shipping_method: "Standard", shipping: 0, total: 15_000 });
  });

  it("refuses to place an order without an address, and says why", async () => {
    const { machine, submitted } = fakes({});
    const actor = createActor(machine).start();
    const shown: ShowNotification[] = [];
    actor.on("notification.show", (event) => shown.push(event));
    expect(selectCanPlaceOrder(actor.getSnapshot())).toBe(false);
    actor.send({ type: "checkout.placeOrder" });
    expect(selectCheckoutPhase(actor.getSnapshot())).toBe("editing");
    expect(actor.getSnapshot().context.error).toBe(ADDRESS_REQUIRED_MESSAGE_ID);
    expect(shown.map((event) => event.notification.message)).toEqual([{ id: ADDRESS_REQUIRED_MESSAGE_ID }]);
    expect(submitted).toHaveLength(0);
  });

  it("places a cash-on-delivery order once, as the cart shows it, and ends at the confirmation step", async () => {
    const { machine, submitted, payments } = fakes({});
    const actor = createActor(machine, { input: { cart: await cartWithPump() } }).start();
    actor.send({ type: "checkout.chooseAddress", addressKey: "addr-1" });
    actor.send({ type: "checkout.chooseShipping", method: "Regular", charge: 700 });
    actor.send({ type: "checkout.placeOrder" });
    actor.send({ type: "checkout.placeOrder" }); // a double click is ignored while placing
    const done = await settled(actor);
    expect(selectCheckoutPhase(done)).toBe("orderPlaced");
    expect(selectIsCheckoutDone(done)).toBe(true);
    expect(done.context.order).toEqual({ order_nr: "ORD-1", total: 12_345 });
    expect(done.context.step).toBe(3);
    expect(done.context.idempotencyKey).toBeNull();
    expect(submitted).toEqual([
      {
        idempotencyKey: "key-1",
        addressKey: "addr-1",
        shippingMethod: "Regular",
        confirmedTotal: 15_700,
        payment: { method: "cod", type: "creditcard" },
      },
    ]);
    expect(payments).toHaveLength(0);
  });

  it("an order queued offline ends queued, says so, and is not paid (issue 37)", async () => {
    const { machine, payments } = fakes({ order: { order_nr: "key-1", total: 15_000, queued: true } });
    const actor = createActor(machine).start();
    const shown: ShowNotification[] = [];
    actor.on("notification.show", (event) => shown.push(event));
    actor.send({ type: "checkout.chooseAddress", addressKey: "addr-1" });
    actor.send({ type: "checkout.choosePayment", method: "online" });
    actor.send({ type: "checkout.placeOrder" });
    const done = await settled(actor);
    expect(selectCheckoutPhase(done)).toBe("orderQueued");
    expect(selectIsCheckoutDone(done)).toBe(false);
    expect(done.context.idempotencyKey).toBeNull();
    expect(shown.map((event) => event.notification.message)).toEqual([{ id: "offline.queued" }]);
    expect(payments).toHaveLength(0);
  });

  it("retries a failed submission with the same idempotency key, so it can never make two orders", async () => {
    const { machine, submitted, keysMade } = fakes({ submit: ["fail", "fail", "ok"] });
    const actor = createActor(machine).start();
    actor.send({ type: "checkout.chooseAddress", addressKey: "addr-1" });
    actor.send({ type: "checkout.placeOrder" });
    let snapshot = await settled(actor);
    expect(selectCheckoutPhase(snapshot)).toBe("editing");
    expect(snapshot.context.error).toBe(ORDER_FAILED_MESSAGE_ID);
    expect(snapshot.context.notification?.message).toEqual({ id: ORDER_FAILED_MESSAGE_ID });
    actor.send({ type: "checkout.chooseShipping", method: "Rush", charge: 900 }); // even after a change
    actor.send({ type: "checkout.placeOrder" });
    await settled(actor);
    actor.send({ type: "checkout.placeOrder" });
    snapshot = await settled(actor);
    expect(selectCheckoutPhase(snapshot)).toBe("orderPlaced");
    expect(submitted.map((input) => input.idempotencyKey)).toEqual(["key-1", "key-1", "key-1"]);
    expect(keysMade()).toBe(1);
  });

  it("uses a fresh key for the next order after a reset", async () => {
    const { machine, submitted } = fakes({ submit: ["ok", "ok"] });
    const actor = createActor(machine).start();
    actor.send({ type: "checkout.chooseAddress", addressKey: "addr-1" });
    actor.send({ type: "checkout.placeOrder" });
    await settled(actor);
    actor.send({ type: "checkout.reset" });
    expect(actor.getSnapshot().context.step).toBe(0);
    actor.send({ type: "checkout.chooseAddress", addressKey: "addr-1" });
    actor.send({ type: "checkout.placeOrder" });
    await settled(actor);
    expect(submitted.map((input) => input.idempotencyKey)).toEqual(["key-1", "key-2"]);
  });

  it("shows the server's message when a submission is refused with one", async () => {
    const machine = checkoutMachine.provide({
      actors: {
        createIdempotencyKey: fromPromise(async () => "k"),
        submitOrder: fromPromise<CheckoutReceipt, SubmitOrderInput>(async () => {
          throw { error: { code: "license_pending", message: "Your licence is still being verified." } };
        }),
      },
    });
    const actor = createActor(machine).start();
    actor.send({ type: "checkout.chooseAddress", addressKey: "a" });
    actor.send({ type: "checkout.placeOrder" });
    const snapshot = await settled(actor);
    expect(snapshot.context.notification).toMatchObject({
      message: { text: "Your licence is still being verified." },
      severity: "error",
      autoHideMs: 3000,
    });
  });

  it("pays online after placing the order and completes with the provider", async () => {
    const { machine, payments } = fakes({ pay: ["completed"] });
    const actor = createActor(machine).start();
    actor.send({ type: "checkout.chooseAddress", addressKey: "a" });
    actor.send({ type: "checkout.choosePayment", method: "online" });
    actor.send({ type: "checkout.placeOrder" });
    const snapshot = await settled(actor);
    expect(selectCheckoutPhase(snapshot)).toBe("paymentCompleted");
    expect(payments).toEqual([{ orderNr: "ORD-1", amount: 12_345, paymentType: "creditcard" }]);
    expect(snapshot.context.notification?.message).toEqual({ id: "checkout.payment.completed" });
  });

  it("resumes a canceled payment with the wallet provider without placing the order again", async () => {
    const { machine, submitted, payments } = fakes({ pay: ["canceled", "completed"] });
    const actor = createActor(machine).start();
    actor.send({ type: "checkout.chooseAddress", addressKey: "a" });
    actor.send({ type: "checkout.choosePayment", method: "online" });
    actor.send({ type: "checkout.placeOrder" });
    let snapshot = await settled(actor);
    expect(selectCheckoutPhase(snapshot)).toBe("paymentCanceled");
    expect(selectCanResumePayment(snapshot)).toBe(true);
    expect(snapshot.context.notification?.severity).toBe("warning");
    actor.send({ type: "checkout.resumePayment", paymentType: "wallet" });
    snapshot = await settled(actor);
    expect(selectCheckoutPhase(snapshot)).toBe("paymentCompleted");
    expect(payments.map((payment) => payment.paymentType)).toEqual(["creditcard", "wallet"]);
    expect(submitted).toHaveLength(1);
  });

  it("reports a failed payment with the payment failure message and lets the customer try again", async () => {
    const { machine } = fakes({ pay: ["fail", "completed"] });
    const actor = createActor(machine).start();
    const shown: ShowNotification[] = [];
    actor.on("notification.show", (event) => shown.push(event));
    actor.send({ type: "checkout.chooseAddress", addressKey: "a" });
    actor.send({ type: "checkout.choosePayment", method: "online" });
    actor.send({ type: "checkout.placeOrder" });
    let snapshot = await settled(actor);
    expect(selectCheckoutPhase(snapshot)).toBe("paymentFailed");
    expect(snapshot.context.error).toBe(PAYMENT_FAILED_MESSAGE_ID);
    expect(shown.at(-1)?.notification).toMatchObject({ message: { id: PAYMENT_FAILED_MESSAGE_ID }, severity: "error" });
    actor.send({ type: "checkout.resumePayment", paymentType: "creditcard" });
    snapshot = await settled(actor);
    expect(selectCheckoutPhase(snapshot)).toBe("paymentCompleted");
    expect(snapshot.context.error).toBeNull();
  });

  it("settles a payment the provider reports on return, e.g. after a page reload", () => {
    const actor = createActor(checkoutMachine).start();
    actor.send({ type: "checkout.paymentReturned", order: { order_nr: "ORD-9", total: 500 }, outcome: "canceled" });
    expect(selectCheckoutPhase(actor.getSnapshot())).toBe("paymentCanceled");
    expect(actor.getSnapshot().context.order?.order_nr).toBe("ORD-9");
  });

  it("ignores step changes once the order is on its way", async () => {
    const { machine } = fakes({ pay: ["canceled"] });
    const actor = createActor(machine).start();
    actor.send({ type: "checkout.chooseAddress", addressKey: "a" });
    actor.send({ type: "checkout.choosePayment", method: "online" });
    actor.send({ type: "checkout.placeOrder" });
    await settled(actor);
    actor.send({ type: "checkout.setStep", step: 0 });
    expect(actor.getSnapshot().context.step).toBe(3);
  });
});
