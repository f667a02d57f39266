import {
  applyCoupon,
  cartLineId,
  cartUnorderableReason,
  cartViolations,
  chooseCartShipping,
  initialCartState,
  recalculateCart,
  toCartLine,
  type BundleInfo,
  type CartLimitContext,
  type CartProductLimits,
  type CartState,
  type Cents,
  type Coupon,
  type CouponFailure,
  type LimitViolation,
  type LineStatus,
  type OrderRefresh,
  type ShippingMethod,
  type ShopProduct,
} from "@proshop/core";
import { vatIncludedIn } from "./tax.ts";

/*
 * Pricing a cart on the server: pure, from the server's own rows, with core's cart rules.
 * Nothing the client sends but part numbers, quantities, the shipping method and the coupon
 * code is used: prices, limits, stock, discounts and totals all come from the database.
 */

/** A cart line as a request asks for it. */
export interface RequestedLine {
  readonly part_no: string;
  readonly quantity: number;
}

/** Adds up the lines that name the same part_no, in the order each part first appears. */
export const mergeRequestedLines = (lines: ReadonlyArray<RequestedLine>): RequestedLine[] => {
  const merged = new Map<string, number>();
  for (const line of lines) merged.set(line.part_no, (merged.get(line.part_no) ?? 0) + line.quantity);
  return [...merged].map(([part_no, quantity]) => ({ part_no, quantity }));
};

/** What the server knows when it prices a cart for one company. */
export interface PricingFacts {
  /**
   * The market's products named by the request, by part_no, in the buyer's language, with
   * their current stock and the company's `ordered_this_year`. A part the market does not
   * sell is absent.
   */
  readonly products: ReadonlyMap<string, ShopProduct>;
  /** `YYYY-MM-DD`, for availability dates. */
  readonly today: string;
  /** Epoch ms, for coupon validity. */
  readonly now: number;
  /** The ordering user's max order amount in cents; null: none. */
  readonly maxOrderAmount: Cents | null;
  /** The company's placed orders this calendar year (not yet paid ones included). */
  readonly companyOrdersThisYear: number;
  /** The organisation's yearly order maximum; null: none. */
  readonly maxOrderCountYear: number | null;
  readonly shippingMethod: ShippingMethod;
  readonly shippingCharge: Cents;
  /** The code as entered (null: none) and the coupon the server found for exactly that code. */
  readonly code: string | null;
  readonly coupon: Coupon | null;
  readonly vatPercent: number;
}

/** One line of a priced cart. */
export interface PricedLine {
  readonly id: string;
  readonly part_no: string;
  readonly name: string;
  /** Units asked for. */
  readonly requested: number;
  /** Units that will be ordered: the request cut to the stock; 0 when the line cannot be ordered. */
  readonly quantity: number;
  /** Unit price in cents (0 for a part the market does not sell). */
  readonly price: Cents;
  readonly status: LineStatus;
  /** Units the server can deliver now; undefined when the item is unknown or unavailable. */
  readonly available: number | undefined;
  readonly promo: boolean;
  readonly bundle: BundleInfo | null;
  /** Ships no stock (educational downloads never reach an order; kept for completeness). */
  readonly product: ShopProduct | null;
}

export interface PricedOrder {
  readonly lines: ReadonlyArray<PricedLine>;
  /** Core's cart of the orderable lines, shipping and coupon applied: the amounts below come from it. */
  readonly cart: CartState;
  readonly subtotal: Cents;
  readonly discount: Cents;
  readonly shipping: Cents;
  /** VAT contained in `total` (see tax.ts). */
  readonly tax: Cents;
  readonly total: Cents;
  /** Every limit the cart breaks (core's `cartViolations`); an order is refused on the first. */
  readonly violations: ReadonlyArray<LimitViolation>;
  /** Why the coupon code was refused, when it was. */
  readonly couponFailure: CouponFailure | null;
}

/**
 * Units of a product the shop can deliver now, or undefined when it cannot be ordered at all:
 * core's own rule (`cartUnorderableReason`, the catalogue's stock states): download-only
 * material (never shipped), products not available online, not available yet, or out of stock.
 * A product whose yearly maximum the company used up is not "unavailable" here: the limit rules
 * refuse it as `max_per_year_reached`, with the numbers. The server's rows are never
 * "incomplete" (that flag only says a translation is missing), so it is not held against them.
 */
export const deliverableUnits = (product: ShopProduct, today: string): number | undefined =>
  cartUnorderableReason({ ...product, incomplete: false }, today) === null ? Math.max(0, product.stock) : undefined;

const priceLine = (requestedLine: RequestedLine, product: ShopProduct | undefined, today: string): PricedLine => {
  if (product === undefined) {
    return {
      id: requestedLine.part_no,
      part_no: requestedLine.part_no,
      name: "",
      requested: requestedLine.quantity,
      quantity: 0,
      price: 0,
      status: "CANNOT_ORDER",
      available: undefined,
      promo: false,
      bundle: null,
      product: null,
    };
  }
  const available = deliverableUnits(product, today);
  const quantity = available === undefined ? 0 : Math.min(requestedLine.quantity, available);
  return {
    id: cartLineId(product),
    part_no: product.part_no,
    name: product.SKUName,
    requested: requestedLine.quantity,
    quantity,
    price: product.price_in_cents,
    status: quantity === 0 ? "CANNOT_ORDER" : quantity < requestedLine.quantity ? "CAN_ORDER_PART" : "CAN_ORDER_ALL",
    available: quantity === 0 ? undefined : available,
    promo: product.promo === true,
    bundle: product.bundle_info ?? null,
    product,
  };
};

/** The limit context core's rules need, built only from what the server trusts. */
export const limitContextOf = (facts: PricingFacts): CartLimitContext => {
  const products: Record<string, CartProductLimits> = {};
  for (const [partNo, product] of facts.products) {
    products[partNo] = {
      SKUName: product.SKUName,
      max_order_amount: product.max_order_amount ?? null,
      max_per_order: product.max_per_order ?? null,
      max_per_year: product.max_per_year ?? null,
      ordered_this_year: product.ordered_this_year ?? 0,
    };
  }
  return {
    // 0 is "no ceiling" for core (see activeCartLimit); never the cart's own `max`.
    max_order_amount: facts.maxOrderAmount ?? 0,
    products,
    company_orders_this_year: facts.companyOrdersThisYear,
    max_order_count_year: facts.maxOrderCountYear,
    today: facts.today,
  };
};

/**
 * Prices a cart: each line's price, deliverable quantity and status (SPEC 4's order refresh),
 * then core's cart of the orderable lines with the shipping charge and the coupon, and the
 * limits that cart breaks. Lines are merged by part_no first.
 */
export const priceCart = (requested: ReadonlyArray<RequestedLine>, facts: PricingFacts): PricedOrder => {
  const lines = mergeRequestedLines(requested).map((line) => priceLine(line, facts.products.get(line.part_no), facts.today));
  const cartLines = lines.flatMap((line) =>
    line.product === null || line.quantity === 0 ? [] : [toCartLine({ ...line.product, incomplete: false }, line.quantity)],
  );
  const base = recalculateCart({ ...initialCartState, max: facts.maxOrderAmount ?? 0, products: cartLines });
  const shipped = chooseCartShipping(base, facts.shippingMethod, facts.shippingCharge);
  let cart = shipped;
  let couponFailure: CouponFailure | null = null;
  if (facts.code !== null && facts.code !== "") {
    const result = applyCoupon(shipped, facts.coupon, facts.code, facts.now);
    cart = result.cart;
    couponFailure = result.failure;
  }
  return {
    lines,
    cart,
    subtotal: cart.subtotal,
    discount: cart.discount,
    shipping: cart.shipping,
    tax: vatIncludedIn(cart.total, facts.vatPercent),
    total: cart.total,
    violations: cartViolations(cart, limitContextOf(facts)),
    couponFailure,
  };
};

/** SPEC 4's order refresh of a priced cart. */
export const orderRefreshOf = (orderNr: string, priced: PricedOrder): OrderRefresh => ({
  order_nr: orderNr,
  lines: priced.lines.map((line) => ({
    id: line.id,
    part_no: line.part_no,
    price_in_cents: line.price,
    ...(line.available === undefined ? {} : { available_quantity: line.available }),
    status: line.status,
  })),
  subtotal: priced.subtotal,
  discount: priced.discount,
  shipping: priced.shipping,
  tax: priced.tax,
  total: priced.total,
});
