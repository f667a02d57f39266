/**
 * Model-based test of the cart machine: fast-check drives a real actor with random customer
 * changes, coupons, shipping choices, resets and server refreshes, while a small model written
 * independently of the rules predicts what each command must do. After every step the cart is
 * compared with the model and checked against the invariants of the issue. Added products come
 * with random availability (out of stock, offline, download only, not yet available,
 * incomplete), as a product update between two adds would give them.
 *
 * Replay a failure with `FC_SEED=<seed printed below> npx vitest run src/cart`.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor, type Actor } from "xstate";
import type { CartState } from "../../entities/cart.ts";
import type { OrderRefresh } from "../../entities/order.ts";
import type { ShopProduct } from "../../entities/product.ts";
import type { Coupon } from "../coupon.ts";
import { cartMachine } from "../machine.ts";
import { selectCartCanCheckout, selectCartViolations } from "../selectors.ts";
import { bundleItem, product } from "./products.ts";

// ---------------------------------------------------------------------------------------------
// The catalogue, the server's coupons and the limit context the runs use.

const CATALOGUE: readonly ShopProduct[] = [
  product({ part_no: "P1", price_in_cents: 1250, max_order_amount: 5 }),
  product({ part_no: "P2", price_in_cents: 399, max_per_order: 8 }),
  product({ part_no: "P3", price_in_cents: 9900, max_per_year: 6, ordered_this_year: 2 }),
  product({ part_no: "P4", price_in_cents: 2500 }),
  product({ part_no: "F1", price_in_cents: 0 }),
  product({ part_no: "X1", price_in_cents: 500, promo: true }),
  // The yearly maximum is used up: "available again next year".
  product({ part_no: "Y1", price_in_cents: 700, max_per_year: 3, ordered_this_year: 3 }),
  bundleItem("P2", { price: 350, max_per_order: 8 }),
  bundleItem("B2", { active: false, group: "B", price: 800 }),
  // A small bundle of two groups, so "bundle full" is met often.
  bundleItem("K1", { code: "SMALL", max_size: 3, price: 200 }),
  bundleItem("K2", { code: "SMALL", group: "B", max_size: 3, price: 300 }),
];

/** The cart's day: the actor's clock is 2026-05-01T10:00:00Z, the same day in every European zone. */
const NOW = Date.parse("2026-05-01T10:00:00Z");
const TODAY = "2026-05-01";

/** What a product update may say about availability; mostly nothing, so carts still fill up. */
const availability: fc.Arbitrary<Partial<ShopProduct>> = fc.oneof(
  { weight: 6, arbitrary: fc.constant({}) },
  {
    weight: 3,
    arbitrary: fc.record(
      {
        stock: fc.constantFrom(0, -1, 2, 99),
        online: fc.boolean(),
        download_only: fc.boolean(),
        available_from: fc.constantFrom(null, "2026-04-30", TODAY, "2026-05-02", "2026-05-02T00:00:00Z", "2027-01-15"),
        incomplete: fc.boolean(),
      },
      { requiredKeys: [] },
    ),
  },
);

const SERVER_COUPONS: readonly Coupon[] = [
  { code: "Spring10", kind: "percent", value: 10, active: true },
  { code: "FIVER", kind: "amount", value: 500, min_subtotal: 2000, active: true },
  { code: "Old", kind: "percent", value: 50, active: false },
];
const ENTERED_CODES = ["Spring10", "spring10", "FIVER", "Old", "NOPE"] as const;

const MAX_ORDER_COUNT_YEAR = 5;

// ---------------------------------------------------------------------------------------------
// The model: plain data and the rules restated as simply as possible.

interface ModelLine {
  readonly id: string;
  readonly product: ShopProduct;
  readonly quantity: number;
  readonly requested: number | null;
}

interface Model {
  lines: ModelLine[];
  max: number;
  coupon: Coupon | null;
  shippingCharge: number;
  orgReached: boolean;
  orderNr: string | null;
}

const lineIdOf = (item: ShopProduct): string =>
  item.bundle_info
    ? `${item.bundle_info.package_skey}_${item.bundle_info.package_code}_${item.bundle_info.package_group}_${item.bundle_info.WebPartNbr}`
    : item.part_no;
const isPaid = (item: ShopProduct): boolean => item.price_in_cents > 0 && item.promo !== true;
const subtotalOf = (lines: readonly ModelLine[]): number => lines.reduce((sum, line) => sum + line.product.price_in_cents * line.quantity, 0);
const unitsOf = (lines: readonly ModelLine[], partNo: string): number =>
  lines.filter((line) => line.product.part_no === partNo).reduce((sum, line) => sum + line.quantity, 0);
const discountOf = (coupon: Coupon | null, lines: readonly ModelLine[]): number => {
  if (coupon === null) return 0;
  const eligible = lines
    .filter((line) => !line.product.bundle_info && line.product.promo !== true)
    .reduce((sum, line) => sum + line.product.price_in_cents * line.quantity, 0);
  return Math.min(eligible, coupon.kind === "percent" ? Math.round((eligible * coupon.value) / 100) : coupon.value);
};
const limitOf = (value: number | null | undefined): number => (typeof value === "number" && value > 0 ? value : Infinity);

interface Availability {
  readonly stock?: number | null;
  readonly online?: boolean;
  readonly download_only?: boolean;
  readonly available_from?: string | null;
  readonly incomplete?: boolean;
}
/**
 * Why a product (or a line's snapshot) cannot be ordered today; empty when it can. Downloads are
 * never shipped, stock 0 is not backordered, unknown stock (null) is left to the server. The
 * used-up yearly maximum is not here: the cart reports it as max_per_year_reached.
 */
const unorderableCodes = (item: Availability): string[] => {
  const codes: string[] = [];
  if (item.incomplete === true) codes.push("product_incomplete");
  if (item.download_only === true) codes.push("product_download_only");
  if (item.online === false) codes.push("product_not_available_online");
  if (item.available_from && item.available_from.slice(0, 10) > TODAY) codes.push("product_not_available_yet");
  if (typeof item.stock === "number" && item.stock <= 0) codes.push("product_out_of_stock");
  return codes;
};
const bundleKey = (item: ShopProduct): string | null =>
  item.bundle_info && item.bundle_info.max_size > 0 ? `${item.bundle_info.package_skey}/${item.bundle_info.package_code}` : null;
const bundleUnitsOf = (lines: readonly ModelLine[], key: string): number =>
  lines.filter((line) => bundleKey(line.product) === key).reduce((sum, line) => sum + line.quantity, 0);

/** The limits a one-line change from `before` to `after` would break (empty: accepted). */
const brokenRules = (model: Model, before: readonly ModelLine[], after: readonly ModelLine[], item: ShopProduct): Set<string> => {
  const broken = new Set<string>();
  const id = lineIdOf(item);
  const qtyBefore = before.find((line) => line.id === id)?.quantity ?? 0;
  const qtyAfter = after.find((line) => line.id === id)?.quantity ?? 0;
  const subtotalBefore = subtotalOf(before);
  const subtotalAfter = subtotalOf(after);
  if (model.max > 0 && subtotalAfter > model.max && subtotalAfter > subtotalBefore) broken.add("max_order_price_reached");
  if (qtyAfter <= qtyBefore) return broken;
  if (model.orgReached) broken.add("max_order_count_year_reached");
  if (qtyAfter > limitOf(item.max_order_amount)) broken.add("max_product_amount_reached");
  const units = unitsOf(after, item.part_no);
  if (units > limitOf(item.max_per_order)) broken.add("max_per_order_reached");
  if ((item.ordered_this_year ?? 0) + units > limitOf(item.max_per_year)) broken.add("max_per_year_reached");
  if (!isPaid(item) && !after.some((line) => isPaid(line.product))) broken.add("free_items_need_paid_items");
  for (const code of unorderableCodes(item)) broken.add(code);
  const bundle = bundleKey(item);
  if (bundle !== null && bundleUnitsOf(after, bundle) > item.bundle_info!.max_size) broken.add("bundle_full");
  return broken;
};

/**
 * The lines after setting one line to `quantity` (0 or less removes it; a new line is appended).
 * The line takes the product as it was sent (its availability may have changed since).
 */
const linesWith = (lines: readonly ModelLine[], item: ShopProduct, quantity: number, mode: "add" | "set"): ModelLine[] => {
  const id = lineIdOf(item);
  const index = lines.findIndex((line) => line.id === id);
  const activeBundle = item.bundle_info?.active === true;
  if (index === -1) return quantity <= 0 ? [...lines] : [...lines, { id, product: item, quantity, requested: activeBundle ? quantity : null }];
  if (quantity <= 0) return lines.filter((line) => line.id !== id);
  const old = lines[index]!;
  const requested = !activeBundle ? null : mode === "add" ? Math.max(old.requested ?? 0, quantity) : quantity;
  return lines.map((line, i) => (i === index ? { ...line, product: item, quantity, requested } : line));
};

/** SPEC 4: the discount (and with it the coupon) goes when the subtotal falls. */
const settle = (model: Model, lines: ModelLine[]): void => {
  if (subtotalOf(lines) < subtotalOf(model.lines)) model.coupon = null;
  model.lines = lines;
};

// ---------------------------------------------------------------------------------------------
// The system under test: an actor with fake server actors.

interface Real {
  readonly actor: Actor<typeof cartMachine>;
  /** Units the fake server can deliver per line id for the next refresh (absent: unknown item). */
  plan: Map<string, number>;
  refreshes: number;
}

const cartOf = (real: Real): CartState => real.actor.getSnapshot().context.cart;
const idle = (real: Real) => waitFor(real.actor, (snapshot) => snapshot.matches({ active: "idle" }));
const withoutError = (cart: CartState) => ({ ...cart, error: null });

/** What must hold after every step, whatever the model says. */
const checkInvariants = (cart: CartState): void => {
  expect(cart.total).toBe(cart.subtotal + cart.shipping - cart.discount);
  expect(cart.subtotal).toBe(cart.products.reduce((sum, line) => sum + line.price * line.quantity, 0));
  expect(cart.quantity).toBe(cart.products.reduce((sum, line) => sum + line.quantity, 0));
  for (const line of cart.products) {
    expect(Number.isInteger(line.quantity) && line.quantity > 0, `${line.id} has ${line.quantity} units`).toBe(true);
    expect(line.quantity).toBeLessThanOrEqual(limitOf(line.max_order_amount));
  }
  for (const item of CATALOGUE) {
    const units = cart.products.filter((line) => line.part_no === item.part_no).reduce((sum, line) => sum + line.quantity, 0);
    expect(units).toBeLessThanOrEqual(limitOf(item.max_per_order));
    expect((item.ordered_this_year ?? 0) + units).toBeLessThanOrEqual(limitOf(item.max_per_year));
    const bundle = bundleKey(item);
    if (bundle !== null) {
      const inBundle = cart.products.filter((line) => line.bundle !== null && bundleKey({ ...item, bundle_info: line.bundle }) === bundle);
      expect(inBundle.reduce((sum, line) => sum + line.quantity, 0)).toBeLessThanOrEqual(item.bundle_info!.max_size);
    }
  }
  if (cart.max > 0) expect(cart.subtotal).toBeLessThanOrEqual(cart.max);
  expect(cart.discount).toBeGreaterThanOrEqual(0);
  expect(cart.discount).toBeLessThanOrEqual(cart.subtotal);
  expect(Number.isInteger(cart.subtotal) && Number.isInteger(cart.discount) && Number.isInteger(cart.total)).toBe(true);
};

/** The cart agrees with the model line by line and amount by amount. */
const checkAgainstModel = (model: Model, cart: CartState): void => {
  expect(cart.products.map((line) => [line.id, line.quantity, line.quantity_requested])).toEqual(
    model.lines.map((line) => [line.id, line.quantity, line.requested]),
  );
  expect(cart.max).toBe(model.max);
  expect(cart.code).toBe(model.coupon?.code ?? null);
  expect(cart.discount).toBe(discountOf(model.coupon, model.lines));
  expect(cart.shipping).toBe(model.lines.length === 0 ? 0 : model.shippingCharge);
  expect(cart.order_nr).toBe(model.orderNr);
};

/**
 * A line whose product can no longer be ordered (lowered after a product update) is reported
 * by the standing violations, so checkout refuses it; an orderable line never is.
 */
const checkUnorderableReported = (real: Real): void => {
  const cart = cartOf(real);
  const reported = selectCartViolations(real.actor.getSnapshot()).filter((entry) => entry.code.startsWith("product_"));
  const expected = cart.products.filter((line) => unorderableCodes(line).length > 0);
  expect(reported.map((entry) => entry.part_no)).toEqual(expected.map((line) => line.part_no));
  reported.forEach((entry, i) => expect(unorderableCodes(expected[i]!)).toContain(entry.code));
  if (expected.length > 0) expect(selectCartCanCheckout(real.actor.getSnapshot())).toBe(false);
};

const afterStep = (model: Model, real: Real): void => {
  const cart = cartOf(real);
  checkInvariants(cart);
  checkAgainstModel(model, cart);
  checkUnorderableReported(real);
};

/** Runs a customer change and checks it was accepted or refused exactly as the model says. */
const customerChange = (model: Model, real: Real, item: ShopProduct, quantity: number, send: () => void, mode: "add" | "set"): void => {
  const before = cartOf(real);
  const proposed = linesWith(model.lines, item, quantity, mode);
  const broken = brokenRules(model, model.lines, proposed, item);
  send();
  const after = cartOf(real);
  if (broken.size === 0) {
    expect(after.error, "an accepted change clears the error").toBeNull();
    settle(model, proposed);
  } else {
    expect(withoutError(after), "a refused change leaves the cart as it was").toEqual(withoutError(before));
    expect(broken, `refused with ${after.error?.code}, the model broke ${[...broken].join(", ")}`).toContain(after.error?.code);
  }
  afterStep(model, real);
};

// ---------------------------------------------------------------------------------------------
// Commands.

const describeAvailability = (item: ShopProduct): string => {
  const fields = (["stock", "online", "download_only", "available_from", "incomplete"] as const)
    .filter((key) => item[key] !== undefined && !(key === "stock" && item.stock === 99))
    .map((key) => `${key}=${String(item[key])}`);
  return fields.length === 0 ? "" : ` {${fields.join(" ")}}`;
};

class AddCommand implements fc.AsyncCommand<Model, Real> {
  readonly item: ShopProduct;
  readonly quantity: number;
  constructor(item: ShopProduct, quantity: number) {
    this.item = item;
    this.quantity = quantity;
  }
  check = () => true;
  async run(model: Model, real: Real): Promise<void> {
    const existing = model.lines.find((line) => line.id === lineIdOf(this.item))?.quantity ?? 0;
    const target = existing === 0 && this.quantity <= 0 ? 0 : existing + this.quantity;
    customerChange(model, real, this.item, target, () => real.actor.send({ type: "cart.add", product: this.item, quantity: this.quantity }), "add");
  }
  toString = () => `add(${lineIdOf(this.item)}${describeAvailability(this.item)}, ${this.quantity})`;
}

class SetQuantityCommand implements fc.AsyncCommand<Model, Real> {
  readonly slot: number;
  readonly quantity: number;
  constructor(slot: number, quantity: number) {
    this.slot = slot;
    this.quantity = quantity;
  }
  check = (model: Readonly<Model>) => model.lines.length > 0;
  async run(model: Model, real: Real): Promise<void> {
    const line = model.lines[this.slot % model.lines.length]!;
    if (this.quantity === line.quantity) return;
    customerChange(
      model,
      real,
      line.product,
      this.quantity,
      () => real.actor.send({ type: "cart.setQuantity", lineId: line.id, quantity: this.quantity }),
      "set",
    );
  }
  toString = () => `setQuantity(#${this.slot}, ${this.quantity})`;
}

class RemoveCommand implements fc.AsyncCommand<Model, Real> {
  readonly slot: number;
  constructor(slot: number) {
    this.slot = slot;
  }
  check = (model: Readonly<Model>) => model.lines.length > 0;
  async run(model: Model, real: Real): Promise<void> {
    const line = model.lines[this.slot % model.lines.length]!;
    real.actor.send({ type: "cart.remove", lineId: line.id });
    expect(cartOf(real).error).toBeNull();
    settle(
      model,
      model.lines.filter((entry) => entry.id !== line.id),
    );
    afterStep(model, real);
  }
  toString = () => `remove(#${this.slot})`;
}

class ApplyCouponCommand implements fc.AsyncCommand<Model, Real> {
  readonly code: string;
  constructor(code: string) {
    this.code = code;
  }
  check = () => true;
  async run(model: Model, real: Real): Promise<void> {
    const before = cartOf(real);
    real.actor.send({ type: "cart.applyCoupon", code: this.code });
    await idle(real);
    const coupon = SERVER_COUPONS.find((entry) => entry.code === this.code);
    const eligible = discountOf({ code: "", kind: "percent", value: 100, active: true }, model.lines);
    const expected =
      coupon === undefined
        ? "cart.coupon.invalid"
        : !coupon.active
          ? "cart.coupon.expired"
          : eligible === 0
            ? "cart.coupon.not_applicable"
            : subtotalOf(model.lines) < (coupon.min_subtotal ?? 0)
              ? "cart.coupon.minimum_not_met"
              : "cart.coupon.applied";
    expect(real.actor.getSnapshot().context.notice?.id).toBe(expected);
    if (expected === "cart.coupon.applied") model.coupon = coupon!;
    else expect(cartOf(real), "a refused coupon leaves the cart as it was").toEqual(before);
    afterStep(model, real);
  }
  toString = () => `applyCoupon(${this.code})`;
}

class RemoveCouponCommand implements fc.AsyncCommand<Model, Real> {
  check = () => true;
  async run(model: Model, real: Real): Promise<void> {
    real.actor.send({ type: "cart.removeCoupon" });
    model.coupon = null;
    expect(real.actor.getSnapshot().context.notice?.id.startsWith("cart.coupon.") ?? false, "no coupon notice outlives the code").toBe(false);
    afterStep(model, real);
  }
  toString = () => "removeCoupon";
}

class ChooseShippingCommand implements fc.AsyncCommand<Model, Real> {
  readonly method: string;
  readonly charge: number;
  constructor(method: string, charge: number) {
    this.method = method;
    this.charge = charge;
  }
  check = () => true;
  async run(model: Model, real: Real): Promise<void> {
    real.actor.send({ type: "cart.chooseShipping", method: this.method, charge: this.charge });
    model.shippingCharge = this.charge > 0 ? this.charge : 0;
    expect(cartOf(real).shipping_method).toBe(this.method);
    afterStep(model, real);
  }
  toString = () => `chooseCartShipping(${this.method}, ${this.charge})`;
}

class RefreshCommand implements fc.AsyncCommand<Model, Real> {
  /** Available units per line slot; null: the server does not know the item. */
  readonly available: ReadonlyArray<number | null>;
  constructor(available: ReadonlyArray<number | null>) {
    this.available = available;
  }
  check = () => true;
  async run(model: Model, real: Real): Promise<void> {
    real.plan = new Map();
    model.lines.forEach((line, i) => {
      const units = this.available[i % Math.max(1, this.available.length)] ?? null;
      if (units !== null) real.plan.set(line.id, units);
    });
    real.actor.send({ type: "cart.refresh" });
    await idle(real);
    const statuses: string[] = [];
    const lines = model.lines.map((line) => {
      const units = real.plan.get(line.id) ?? 0;
      if (units === 0) {
        statuses.push("CANNOT_ORDER");
        return line;
      }
      statuses.push(units >= (line.requested ?? line.quantity) ? "CAN_ORDER_ALL" : "CAN_ORDER_PART");
      return { ...line, quantity: Math.min(line.quantity, units) };
    });
    settle(model, lines);
    model.orderNr = `SO-${real.refreshes}`;
    expect(cartOf(real).products.map((line) => line.status)).toEqual(statuses);
    afterStep(model, real);
  }
  toString = () => `refresh([${this.available.join(", ")}])`;
}

class ResetCommand implements fc.AsyncCommand<Model, Real> {
  readonly max: number | null;
  constructor(max: number | null) {
    this.max = max;
  }
  check = () => true;
  async run(model: Model, real: Real): Promise<void> {
    real.actor.send({ type: "cart.reset", maxOrderAmount: this.max });
    Object.assign(model, { lines: [], coupon: null, shippingCharge: 0, orderNr: null, max: this.max !== null && this.max > 0 ? this.max : 0 });
    afterStep(model, real);
  }
  toString = () => `reset(${this.max})`;
}

/**
 * A copy of the cart handed back whole, as the web hands over a cart built elsewhere: nothing
 * changes but the error and the notice, and the next commands go on from it as from the cart.
 */
class ReplaceCommand implements fc.AsyncCommand<Model, Real> {
  check = () => true;
  async run(model: Model, real: Real): Promise<void> {
    const before = real.actor.getSnapshot().context;
    real.actor.send({ type: "cart.replace", cart: structuredClone(before.cart) });
    const after = real.actor.getSnapshot().context;
    expect(after.cart).toEqual(withoutError(before.cart));
    expect(after).toMatchObject({ notice: null, revision: before.revision + 1 });
    expect(after.limits).toBe(before.limits);
    afterStep(model, real);
  }
  toString = () => "replace(copy)";
}

/** Weighted towards adds and quantity changes, so carts grow big enough to meet their limits. */
const command = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .tuple(fc.constantFrom(...CATALOGUE), availability, fc.integer({ min: -3, max: 6 }))
      .map(([item, update, quantity]) => new AddCommand({ ...item, ...update }, quantity)),
  },
  {
    weight: 3,
    arbitrary: fc.tuple(fc.nat(20), fc.integer({ min: -1, max: 8 })).map(([slot, quantity]) => new SetQuantityCommand(slot, quantity)),
  },
  { weight: 1, arbitrary: fc.nat(20).map((slot) => new RemoveCommand(slot)) },
  { weight: 2, arbitrary: fc.constantFrom(...ENTERED_CODES).map((code) => new ApplyCouponCommand(code)) },
  { weight: 1, arbitrary: fc.constant(new RemoveCouponCommand()) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom("Standard", "Regular", "Rush"), fc.integer({ min: -500, max: 2500 }))
      .map(([method, charge]) => new ChooseShippingCommand(method, charge)),
  },
  {
    weight: 2,
    arbitrary: fc
      .array(fc.option(fc.integer({ min: 0, max: 8 }), { freq: 4 }), { minLength: 1, maxLength: 6 })
      .map((available) => new RefreshCommand(available)),
  },
  { weight: 1, arbitrary: fc.option(fc.constantFrom(0, 15_000, 40_000)).map((max) => new ResetCommand(max)) },
  { weight: 1, arbitrary: fc.constant(new ReplaceCommand()) },
);

const seed = process.env.FC_SEED === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(process.env.FC_SEED);

describe("machine (model-based)", () => {
  it("keeps totals, limits and refusals right under random sequences of commands", async () => {
    console.log(`cart model-based test: FC_SEED=${seed}`);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(0, 12_000, 30_000, 80_000),
        fc.integer({ min: 0, max: MAX_ORDER_COUNT_YEAR }),
        fc.commands([command], { size: "+1", maxCommands: 40 }),
        async (max, ordersThisYear, steps) => {
          const real: Real = { actor: undefined as never, plan: new Map(), refreshes: 0 };
          const machine = cartMachine.provide({
            actors: {
              // A sloppy server that finds codes whatever their case: the client must still compare exactly.
              checkCoupon: fromPromise<Coupon | null, { code: string; cart: CartState }>(
                async ({ input }) => SERVER_COUPONS.find((entry) => entry.code.toLowerCase() === input.code.toLowerCase()) ?? null,
              ),
              priceOrder: fromPromise<OrderRefresh, { cart: CartState }>(async ({ input }) => {
                real.refreshes += 1;
                return {
                  order_nr: `SO-${real.refreshes}`,
                  lines: input.cart.products.flatMap((line) => {
                    const units = real.plan.get(line.id);
                    return units === undefined
                      ? []
                      : [{ id: line.id, part_no: line.part_no, price_in_cents: line.price, available_quantity: units, status: "CAN_ORDER_ALL" as const }];
                  }),
                  subtotal: 0,
                  discount: 0,
                  shipping: 0,
                  tax: 0,
                  total: 0,
                };
              }),
            },
          });
          const actor = createActor(machine, { input: { now: () => NOW } }).start();
          Object.assign(real, { actor });
          await idle(real);
          actor.send({ type: "cart.reset", maxOrderAmount: max });
          actor.send({
            type: "cart.setContext",
            context: { max_order_count_year: MAX_ORDER_COUNT_YEAR, company_orders_this_year: ordersThisYear },
          });
          const model: Model = {
            lines: [],
            max,
            coupon: null,
            shippingCharge: 0,
            orgReached: ordersThisYear >= MAX_ORDER_COUNT_YEAR,
            orderNr: null,
          };
          try {
            await fc.asyncModelRun(() => ({ model, real }), steps);
            // Whatever cart the run reached, a fresh machine takes it whole, under limits it breaks.
            const reached = cartOf(real);
            const fresh = createActor(cartMachine, {
              input: { now: () => NOW, limits: { max_order_amount: 1, max_order_count_year: 1, company_orders_this_year: 1 } },
            }).start();
            await waitFor(fresh, (snapshot) => snapshot.matches({ active: "idle" }));
            fresh.send({ type: "cart.replace", cart: reached });
            expect(fresh.getSnapshot().context.cart).toEqual(withoutError(reached));
            fresh.stop();
          } finally {
            actor.stop();
          }
        },
      ),
      { numRuns: 1000, seed },
    );
  });
});
