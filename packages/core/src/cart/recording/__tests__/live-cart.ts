/**
 * A live cart machine for the recording tests: real actor slots whose server answers the test
 * gives by hand (`answerCoupon`, `answerPricing`), a storage the machine saves to and loads from
 * on `restart`, a clock the test moves, and a recorder attached to every actor it starts.
 */
import { createActor, fromPromise, type Actor } from "xstate";
import type { CartState } from "../../../entities/cart.ts";
import type { OrderRefresh } from "../../../entities/order.ts";
import type { Notification } from "../../../notifications/notification.ts";
import type { Coupon } from "../../coupon.ts";
import type { CartLimitContext } from "../../limits.ts";
import { watchCartSaves } from "../../cart-saves.ts";
import { cartMachine, type CartEvent } from "../../machine.ts";
import { restoreCart, serializeCart } from "../../persist.ts";
import { createCartRecorder, type CartRecorder } from "../recorder.ts";

interface Pending<T> {
  readonly resolve: (value: T) => void;
  readonly reject: (reason: unknown) => void;
  readonly cart: CartState;
}

export interface LiveCart {
  readonly recorder: CartRecorder;
  actor: Actor<typeof cartMachine>;
  /** Toasts of every actor since the start, in order. */
  readonly toasts: Notification[];
  clock: number;
  send(event: CartEvent): Promise<void>;
  /** Answers the coupon check the machine waits for (nothing when it waits for none). */
  answerCoupon(answer: Coupon | null | "fail"): Promise<void>;
  /** Answers the pricing call with `plan(cart)` (nothing when the machine waits for none). */
  answerPricing(plan: ((cart: CartState) => OrderRefresh) | "fail"): Promise<void>;
  /** A page reload: the actor stops (unanswered calls are lost) and a new one loads the saved cart. */
  restart(limits?: CartLimitContext): Promise<void>;
  readonly pendingCoupon: boolean;
  readonly pendingPricing: boolean;
}

/** Lets promise answers reach the actor (they settle in microtasks). */
export const flush = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

export const startLiveCart = async (options: {
  readonly clock: number;
  readonly stored?: string | null;
  readonly limits?: CartLimitContext;
  readonly dayOf?: (now: number) => string;
  readonly timeZone?: string;
  readonly by?: string;
}): Promise<LiveCart> => {
  let stored: string | null = options.stored ?? null;
  let coupon: Pending<Coupon | null> | null = null;
  let pricing: Pending<OrderRefresh> | null = null;
  const machine = cartMachine.provide({
    actors: {
      loadCart: fromPromise<CartState | null, { key: string }>(async () => restoreCart(stored)),
      checkCoupon: fromPromise<Coupon | null, { code: string; cart: CartState }>(
        ({ input }) => new Promise((resolve, reject) => (coupon = { resolve, reject, cart: input.cart })),
      ),
      priceOrder: fromPromise<OrderRefresh, { cart: CartState }>(
        ({ input }) => new Promise((resolve, reject) => (pricing = { resolve, reject, cart: input.cart })),
      ),
    },
  });
  const recorder = createCartRecorder({
    shop: { hostname: "shop.example.fr", locale: "fr" },
    user: { email: "nurse@example.fr", user_id: "u-1" },
    company: { cust_no: "100234", name: "Maternité du Parc" },
    ...(options.timeZone === undefined ? {} : { timeZone: options.timeZone }),
    ...(options.by === undefined ? {} : { by: options.by }),
    now: () => live.clock,
  });
  const toasts: Notification[] = [];
  const startActor = async (limits: CartLimitContext | undefined): Promise<Actor<typeof cartMachine>> => {
    coupon = null;
    pricing = null;
    const actor = createActor(machine, {
      input: {
        now: () => live.clock,
        ...(limits === undefined ? {} : { limits }),
        ...(options.dayOf === undefined ? {} : { dayOf: options.dayOf }),
      },
    });
    recorder.attach(actor);
    watchCartSaves(actor, (event) => {
      stored = serializeCart(event.cart);
    });
    actor.on("notification.show", (event) => toasts.push(event.notification));
    actor.start();
    await flush();
    return actor;
  };
  const live: LiveCart = {
    recorder,
    actor: undefined as never,
    toasts,
    clock: options.clock,
    async send(event) {
      live.actor.send(event);
      await flush();
    },
    async answerCoupon(answer) {
      const waiting = coupon;
      if (waiting === null || !live.actor.getSnapshot().matches({ active: "checkingCoupon" })) return;
      coupon = null;
      if (answer === "fail") waiting.reject(new Error("coupon service down"));
      else waiting.resolve(answer);
      await flush();
    },
    async answerPricing(plan) {
      const waiting = pricing;
      if (waiting === null || !live.actor.getSnapshot().matches({ active: "pricing" })) return;
      pricing = null;
      if (plan === "fail") waiting.reject(new Error("pricing down"));
      else waiting.resolve(plan(waiting.cart));
      await flush();
    },
    async restart(limits) {
      live.actor.stop();
      live.actor = await startActor(limits);
    },
    get pendingCoupon() {
      return coupon !== null;
    },
    get pendingPricing() {
      return pricing !== null;
    },
  };
  live.actor = await startActor(options.limits);
  return live;
};

/** A server that can deliver `available` units of every line at the cart's prices (or `prices` when given). */
export const pricedBy =
  (available: (lineId: string) => number | undefined, prices: Record<string, number> = {}) =>
  (cart: CartState): OrderRefresh => ({
    order_nr: "SO-1",
    lines: cart.products.flatMap((line) => {
      const units = available(line.id);
      return units === undefined
        ? []
        : [{ id: line.id, part_no: line.part_no, price_in_cents: prices[line.id] ?? line.price, available_quantity: units, status: "CAN_ORDER_ALL" as const }];
    }),
    subtotal: 0,
    discount: 0,
    shipping: 0,
    tax: 0,
    total: 0,
  });
