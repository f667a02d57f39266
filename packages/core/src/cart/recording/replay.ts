import { createActor, fromPromise, type Actor } from "xstate";
import type { CartState } from "../../entities/cart.ts";
import type { LineStatus, OrderRefresh } from "../../entities/order.ts";
import type { ShopProduct } from "../../entities/product.ts";
import type { LimitViolation } from "../../limits/violation.ts";
import type { Notification } from "../../notifications/notification.ts";
import { cartUnorderableReason } from "../availability.ts";
import type { Coupon } from "../coupon.ts";
import { cartViolations, explainCartLimits, type CartLimitContext, type CartLimitReport } from "../limits.ts";
import { cartLineId } from "../lines.ts";
import { requestedCartUnits } from "../refresh.ts";
import { cartLimitsToday, cartMachine, type CartEvent, type CartNotice } from "../machine.ts";
import type { CartRecording, RecordedCartEvent } from "./schema.ts";

export interface CartReplayOptions {
  /**
   * Today's catalogue instead of the snapshot: each add takes the product with the same cart
   * line id from it (a product it no longer lists is not added: outcome `missing_product`).
   */
  readonly products?: ReadonlyArray<ShopProduct>;
  /** Today's limits instead of every limit context the recording sets. */
  readonly limits?: CartLimitContext;
  /** One clock reading (epoch ms) for every step instead of each step's `at` (e.g. judge on today's date). */
  readonly now?: number;
  /**
   * Today's answer to each recorded pricing call (`cart.priced`), from the cart being priced.
   * Defaults, when `products` is given, to `catalogueOrderRefresh(products)` (today's prices
   * and stock); otherwise the recorded answers are used.
   */
  readonly priceOrder?: OrderPricing;
}

/** Prices a cart synchronously: the cart, the answer the customer got, and the step's day. */
export type OrderPricing = (cart: CartState, recorded: OrderRefresh, today: string) => OrderRefresh;

/**
 * What the server's order refresh answers from a catalogue, by core's availability rules as the
 * server applies them: the catalogue's price; the stock as available units when the product
 * can be ordered today (not when out of stock, offline only, download only or not available
 * yet); a line the catalogue no longer lists is left out (the cart marks it CANNOT_ORDER).
 * Keeps the recorded order number.
 */
export const catalogueOrderRefresh = (products: ReadonlyArray<ShopProduct>): OrderPricing => {
  // Built once per catalogue, not per priced step.
  const byLineId = new Map(products.map((product) => [cartLineId(product), product]));
  return (cart, recorded, today) => {
    // Informative only: the cart recomputes its amounts from the lines (`applyOrderRefresh`).
    let subtotal = 0;
    const lines = cart.products.flatMap((line) => {
      const product = byLineId.get(line.id);
      if (product === undefined) return [];
      const available = cartUnorderableReason({ ...product, incomplete: false }, today) === null ? Math.max(0, product.stock) : 0;
      const status: LineStatus = available === 0 ? "CANNOT_ORDER" : available >= requestedCartUnits(line) ? "CAN_ORDER_ALL" : "CAN_ORDER_PART";
      subtotal += product.price_in_cents * Math.min(line.quantity, available);
      return [{ id: line.id, part_no: line.part_no, price_in_cents: product.price_in_cents, available_quantity: available, status }];
    });
    return { order_nr: recorded.order_nr, lines, subtotal, discount: 0, shipping: 0, tax: 0, total: subtotal };
  };
};

/**
 * What one step did: `applied` (the machine took it), `refused` (a limit; `violation` says which),
 * `ignored` (the machine did not take it in its state, e.g. an answer nobody waited for) or
 * `missing_product` (a live replay's catalogue no longer lists the added product).
 */
export type ReplayedStepOutcome = "applied" | "refused" | "ignored" | "missing_product";

/** What the customer saw after one step. */
export interface ReplayedCartStep {
  readonly index: number;
  readonly at: number;
  readonly by: string;
  readonly event: RecordedCartEvent;
  readonly outcome: ReplayedStepOutcome;
  /** The refusal (the snackbar), when `outcome` is `refused`. */
  readonly violation: LimitViolation | null;
  /** Toasts the step raised (refusals, coupon and pricing messages). */
  readonly notifications: ReadonlyArray<Notification>;
  /** The notice shown after the step (the last coupon or server message), or null. */
  readonly notice: CartNotice | null;
}

export interface CartReplay {
  /** The cart at the end. */
  readonly cart: CartState;
  /** The limits at the end, with `today` from the last step's clock (what the rules judged with). */
  readonly limits: CartLimitContext;
  /** The machine's state at the end (`{ active: "idle" }`, or still waiting on an answer). */
  readonly state: unknown;
  readonly notice: CartNotice | null;
  readonly steps: ReadonlyArray<ReplayedCartStep>;
  /** Limits the end cart breaks (checkout refuses it while any). */
  readonly violations: ReadonlyArray<LimitViolation>;
  /** Every limit that applies to the end cart: scope, limit, used, remaining, fix (`explainCartLimits`). */
  readonly explain: ReadonlyArray<CartLimitReport>;
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The day (`YYYY-MM-DD`) a clock reading falls on in an IANA time zone. Memoised per quarter
 * hour (every zone's offset is a whole number of quarter hours, so a day starts on one).
 */
export const isoDayInTimeZone = (timeZone: string): ((now: number) => string) => {
  let format = dayFormats.get(timeZone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    dayFormats.set(timeZone, format);
  }
  const formatter = format;
  const days = new Map<number, string>();
  return (now) => {
    const quarter = Math.floor(now / 900_000);
    let day = days.get(quarter);
    if (day === undefined) {
      const parts: Record<string, string> = {};
      for (const part of formatter.formatToParts(now)) parts[part.type] = part.value;
      day = `${parts.year}-${parts.month}-${parts.day}`;
      days.set(quarter, day);
    }
    return day;
  };
};

/**
 * Replay slots: nothing is loaded, saved or asked; the recorded answers are sent as events. A
 * recorded stored cart (`cart.loaded`) was decoded with the recording (the `CartState` schema
 * persist.ts decodes with); the machine adopts it as it is (`adoptRestoredCart`), so a replay
 * never loads Effect (stored-cart.test.ts: as `restoreCart` would restore it).
 */
const replayMachine = cartMachine.provide({
  actors: {
    loadCart: fromPromise<CartState | null, { key: string }>(() => new Promise<never>(() => undefined)),
    checkCoupon: fromPromise<Coupon | null, { code: string; cart: CartState }>(() => new Promise<never>(() => undefined)),
    priceOrder: fromPromise<OrderRefresh, { cart: CartState }>(() => new Promise<never>(() => undefined)),
  },
});

type ReplayActor = Actor<typeof replayMachine>;

/**
 * Rebuilds a recorded cart by driving the cart machine itself with the recorded events (the
 * same rules decide again; nothing is re-implemented). By default with the recording's
 * snapshot, which gives what the customer saw; with `products` / `limits` against today's
 * catalogue and limits. Synchronous and deterministic: the clock is each step's `at`, the day
 * is taken in the recording's time zone, and the same recording always gives the same state.
 */
export const replayCartRecording = (recording: CartRecording, options: CartReplayOptions = {}): CartReplay => {
  let clock = options.now ?? recording.events[0]?.at ?? recording.snapshot.taken_at;
  const now = () => clock;
  // The day in the zone of the machine that recorded the step (see `cart.started`).
  let dayIn = isoDayInTimeZone(recording.time_zone);
  const dayOf = (at: number): string => dayIn(at);
  const liveProducts = options.products === undefined ? null : new Map(options.products.map((product) => [cartLineId(product), product]));
  const pricing = options.priceOrder ?? (options.products === undefined ? null : catalogueOrderRefresh(options.products));

  let taken = false;
  let toasts: Notification[] = [];
  let actor: ReplayActor | undefined;
  const start = (limits: CartLimitContext): void => {
    actor?.stop();
    actor = createActor(replayMachine, { input: { now, dayOf, limits: options.limits ?? limits } });
    actor.on("cart.recorded", () => {
      taken = true;
    });
    actor.on("notification.show", (event) => {
      toasts.push(event.notification);
    });
    actor.start();
  };
  start({});

  const productOf = (index: number): ShopProduct | null => {
    const seen = recording.snapshot.products[index];
    if (seen === undefined) return null;
    return liveProducts === null ? seen : (liveProducts.get(cartLineId(seen)) ?? null);
  };

  const steps: ReplayedCartStep[] = [];
  for (const [index, step] of recording.events.entries()) {
    if (options.now === undefined) clock = step.at;
    const event = step.event;
    taken = false;
    toasts = [];
    let outcome: ReplayedStepOutcome;
    if (event.type === "cart.started") {
      dayIn = isoDayInTimeZone(event.time_zone ?? recording.time_zone);
      start(event.limits);
      outcome = "applied";
    } else {
      const sent =
        event.type === "cart.priced" && pricing !== null
          ? { ...event, refresh: pricing(actor!.getSnapshot().context.cart, event.refresh, dayOf(clock)) }
          : machineEventOf(event, productOf, options.limits);
      if (sent === null) outcome = "missing_product";
      else {
        actor!.send(sent);
        const error = actor!.getSnapshot().context.cart.error;
        outcome = !taken ? "ignored" : (event.type === "cart.add" || event.type === "cart.setQuantity") && error !== null ? "refused" : "applied";
      }
    }
    const context = actor!.getSnapshot().context;
    steps.push({
      index,
      at: step.at,
      by: step.by,
      event,
      outcome,
      violation: outcome === "refused" ? context.cart.error : null,
      notifications: toasts,
      notice: context.notice,
    });
  }

  const snapshot = actor!.getSnapshot();
  actor!.stop();
  const limits = cartLimitsToday(snapshot.context);
  return {
    cart: snapshot.context.cart,
    limits,
    state: snapshot.value,
    notice: snapshot.context.notice,
    steps,
    violations: cartViolations(snapshot.context.cart, limits),
    explain: explainCartLimits(snapshot.context.cart, limits),
  };
};

/** The machine event a recorded one stands for; null when a live replay lacks the product. */
const machineEventOf = (
  event: Exclude<RecordedCartEvent, { type: "cart.started" }>,
  productOf: (index: number) => ShopProduct | null,
  liveLimits: CartLimitContext | undefined,
): CartEvent | null => {
  switch (event.type) {
    case "cart.add": {
      const product = productOf(event.product);
      return product === null ? null : { type: "cart.add", product, quantity: event.quantity };
    }
    case "cart.setContext":
      return { type: "cart.setContext", context: liveLimits ?? event.context };
    case "cart.reset":
      return event.maxOrderAmount === undefined ? { type: "cart.reset" } : { type: "cart.reset", maxOrderAmount: event.maxOrderAmount };
    default:
      // A fresh object per step: the machine reads its clock once per event object.
      return { ...event };
  }
};
