import {
  isPaidCartLine,
  needsPaidCartLine,
  type CartEvent,
  type CartLimitContext,
  type CartProduct,
  type CartProductLimits,
  type CartState,
  type ShopProduct,
} from "@proshop/core";

/*
 * The web's cart actor lives as long as the tab, so a cart handed over (the server's live cart,
 * or another company's for a representative) cannot be loaded into it the way a new machine
 * loads its stored cart. It is brought there with the machine's own events instead: emptied,
 * then each line added again. WHY under permissive limits: the target is a cart someone already
 * built (maybe under other limits, or now over one); it must arrive whole, and the cart screen
 * then explains with the real limits what it breaks. The recorder is detached meanwhile, and
 * records the machine's resulting cart as its `cart.loaded`.
 */

/** What the cart screen shows of a cart: lines, quantities, coupon and shipping (not prices or statuses). */
export const cartSignature = (cart: CartState): string =>
  JSON.stringify([
    cart.products.map((line) => [line.id, line.quantity, line.price]),
    cart.code,
    cart.shipping_method,
    cart.shipping_charge,
  ]);

/** The product a line was taken from, as far as `toCartLine` reads it (the line's own snapshot). */
export const productOfLine = (line: CartProduct): ShopProduct => ({
  part_no: line.part_no,
  part_skey: "",
  SKU: line.part_no,
  SKUName: line.name,
  SKUDescription: "",
  ctn: line.part_no,
  stock: line.stock ?? 0,
  price: line.price / 100,
  price_in_cents: line.price,
  price_as_string: "",
  category: { id: "", key: "", link: "" },
  bundle_info: line.bundle,
  filters: [],
  incomplete: line.incomplete,
  language: "",
  organisation: { id: "" },
  promo: line.promo,
  max_order_amount: line.max_order_amount,
  max_per_order: line.max_per_order,
  max_per_year: line.max_per_year,
  ordered_this_year: line.ordered_this_year,
  online: line.online,
  download_only: line.download_only,
  available_from: line.available_from,
});

/** Limits that refuse nothing the target holds: no ceilings, every part orderable today. */
const permissiveLimits = (target: CartState): CartLimitContext => {
  const products: Record<string, CartProductLimits> = {};
  for (const line of target.products) {
    products[line.part_no] = {
      max_order_amount: null,
      max_per_order: null,
      max_per_year: null,
      ordered_this_year: 0,
      stock: Number.MAX_SAFE_INTEGER,
      online: true,
      download_only: false,
      available_from: null,
      incomplete: false,
    };
  }
  return { max_order_amount: 0, max_order_count_year: null, products };
};

/**
 * Lines in the target's order, except that a free item listed before any paid line waits for
 * the first one (the machine refuses a free item alone, and the refusal would be a toast).
 */
const addOrder = (lines: ReadonlyArray<CartProduct>): CartProduct[] => {
  const ordered: CartProduct[] = [];
  const waiting: CartProduct[] = [];
  for (const line of lines) {
    if (needsPaidCartLine(line) && !ordered.some(isPaidCartLine)) {
      waiting.push(line);
      continue;
    }
    ordered.push(line);
    if (isPaidCartLine(line) && waiting.length > 0) ordered.push(...waiting.splice(0));
  }
  return [...ordered, ...waiting];
};

/**
 * The events that take a running cart machine (idle, past loading) from any cart to `target`,
 * then give it back `limits`. The coupon goes through the machine's own check with the coupon
 * the target carries (`cart.couponChecked` answers the check the machine starts).
 */
export const cartRestoreEvents = (target: CartState, limits: CartLimitContext): CartEvent[] => {
  const events: CartEvent[] = [
    { type: "cart.setContext", context: permissiveLimits(target) },
    { type: "cart.reset", maxOrderAmount: target.max > 0 ? target.max : null },
  ];
  for (const line of addOrder(target.products)) {
    const quantity = line.quantity_requested !== null && line.quantity_requested > line.quantity ? line.quantity_requested : line.quantity;
    events.push({ type: "cart.add", product: productOfLine(line), quantity });
  }
  if (target.shipping_method !== "Standard" || target.shipping_charge !== 0) {
    events.push({ type: "cart.chooseShipping", method: target.shipping_method, charge: target.shipping_charge });
  }
  if (target.code !== null && target.coupon !== null) {
    events.push({ type: "cart.applyCoupon", code: target.code }, { type: "cart.couponChecked", coupon: target.coupon });
  }
  events.push({ type: "cart.setContext", context: limits });
  return events;
};

/** What `bringCartTo` needs of the cart actor. */
export interface RestorableCartActor {
  send(event: CartEvent): void;
  getSnapshot(): { readonly context: { readonly cart: CartState; readonly limits: CartLimitContext } };
}

/** Sends `cartRestoreEvents` unless the actor already shows the target. Returns whether it did. */
export const bringCartTo = (actor: RestorableCartActor, target: CartState): boolean => {
  const { cart, limits } = actor.getSnapshot().context;
  if (cartSignature(cart) === cartSignature(target)) return false;
  for (const event of cartRestoreEvents(target, limits)) actor.send(event);
  return true;
};
