import { Effect, Schema } from "effect";
import { Coupon } from "../cart/coupon-schema.ts";
import { LimitViolation } from "../limits/violation-schema.ts";
import { BundleInfo } from "./product.ts";
import { LineStatus } from "./order.ts";
import { ShippingAddress } from "./shipping-address.ts";
import { initialCartState } from "./cart-values.ts";
export { initialCartState };

/**
 * Fields a stored or sent cart may lack get their default while decoding, so a cart saved by
 * an older version still loads; a field that is present but wrong still fails.
 */
const withDefault = <S extends Schema.Top>(schema: S, value: S["Encoded"]) =>
  schema.pipe(Schema.withDecodingDefault(Effect.succeed(value)));

const Cents = Schema.Int.check(Schema.isGreaterThanOrEqualTo(0));
const OptionalLimit = withDefault(Schema.NullOr(Schema.Number), null);

/**
 * One line of the cart (SPEC 3). Amounts in cents. The product limits are a snapshot taken
 * when the line was added, so the cart explains itself offline; rules prefer the limits in
 * the `CartLimitContext` when one is given (the server passes its own catalogue).
 */
export const CartProduct = Schema.Struct({
  /** `part_no`, or for a bundle item `package_skey_package_code_package_group_WebPartNbr`. */
  id: Schema.String,
  part_no: Schema.String,
  /** Product name for messages (`SKUName`); empty when unknown. */
  name: withDefault(Schema.String, ""),
  /** Unit price in cents. 0 means a free item. */
  price: Cents,
  /** Units in the cart; a line never has fewer than 1. */
  quantity: Schema.Int.check(Schema.isGreaterThanOrEqualTo(1)),
  /**
   * Active bundles only (null otherwise): the units the customer asked for. A server refresh
   * may trim `quantity` to what is available; the request survives it, and adding the item
   * again keeps it unless the new quantity is larger.
   */
  quantity_requested: withDefault(Schema.NullOr(Schema.Int), null),
  /** Most units in this line (`max_product_amount_reached`). */
  max_order_amount: OptionalLimit,
  /** Most units of this part_no in the whole order (`max_per_order_reached`). */
  max_per_order: OptionalLimit,
  /** Most units of this part_no per calendar year (`max_per_year_reached`). */
  max_per_year: OptionalLimit,
  /** Units of this part_no the company already ordered this calendar year. */
  ordered_this_year: withDefault(Schema.Number, 0),
  /** Units the server can deliver, from the last order refresh; null until priced. */
  max_qty: withDefault(Schema.NullOr(Schema.Number), null),
  /** Bundle items: units per package and the part price (euros, as `bundle_info` sends it; display only, totals use `price`). */
  PackageQty: withDefault(Schema.NullOr(Schema.Number), null),
  PartPrice: withDefault(Schema.NullOr(Schema.Number), null),
  /** Set by the last order refresh; null until priced. */
  status: withDefault(Schema.NullOr(LineStatus), null),
  /** Promotional item: needs a paid line beside it and is never discounted by a coupon. */
  promo: withDefault(Schema.Boolean, false),
  /** The bundle this item belongs to; bundle items are never discounted by a coupon. */
  bundle: withDefault(Schema.NullOr(BundleInfo), null),
  // Availability snapshot, taken like the limits each time the customer adds the product, so a
  // quantity raised later is judged on what the shop last showed. The defaults mean "nothing
  // known against it", so carts saved before these fields existed still load and stay
  // orderable. The context's catalogue replaces them when it lists the part (`CartLimitContext`).
  /** Catalogue stock; null when unknown (unknown stock is left to the server's refresh). */
  stock: withDefault(Schema.NullOr(Schema.Number), null),
  /** False: only orderable offline ("not available online"). */
  online: withDefault(Schema.Boolean, true),
  /** Educational material that is downloaded, never shipped. */
  download_only: withDefault(Schema.Boolean, false),
  /** `YYYY-MM-DD` (or an ISO date-time) from which the product can be ordered; null: no date. */
  available_from: withDefault(Schema.NullOr(Schema.String), null),
  /** The last stock update did not know the product (SPEC 4: marked incomplete). */
  incomplete: withDefault(Schema.Boolean, false),
});
export type CartProduct = typeof CartProduct.Type;

export const CartPayment = Schema.Struct({
  type: withDefault(Schema.String, "creditcard"),
  method: withDefault(Schema.String, "cod"),
  card: withDefault(Schema.NullOr(Schema.String), null),
});
export type CartPayment = typeof CartPayment.Type;

/**
 * The cart (SPEC 3), persisted under `proshopcart`. Amounts in cents;
 * `total = subtotal + shipping - discount` always holds.
 */
export const CartState = Schema.Struct({
  /** The user's max order amount in cents: -1 not loaded yet, 0 none (no ceiling). */
  max: withDefault(Schema.Int, -1),
  /** Checkout step, from 0. */
  step: withDefault(Schema.Int.check(Schema.isGreaterThanOrEqualTo(0)), 0),
  products: withDefault(Schema.Array(CartProduct), []),
  /** Sum of the lines' quantities (the cart badge). */
  quantity: withDefault(Schema.Int, 0),
  subtotal: withDefault(Cents, 0),
  discount: withDefault(Cents, 0),
  /** Shipping cost counted in the total: the chosen charge, or 0 while the cart is empty. */
  shipping: withDefault(Cents, 0),
  /** Charge of the chosen shipping method. */
  shipping_charge: withDefault(Cents, 0),
  total: withDefault(Schema.Int, 0),
  shipping_method: withDefault(Schema.String, "Standard"),
  shipping_address: withDefault(Schema.NullOr(ShippingAddress), null),
  addresskey: withDefault(Schema.NullOr(Schema.String), null),
  /** The applied discount code, exactly as entered. */
  code: withDefault(Schema.NullOr(Schema.String), null),
  /** The coupon behind `code`, kept so the discount follows the cart. */
  coupon: withDefault(Schema.NullOr(Coupon), null),
  payment: withDefault(CartPayment, { type: "creditcard", method: "cod", card: null }),
  order_nr: withDefault(Schema.NullOr(Schema.String), null),
  /** The limit the last refused change ran into; cleared by the next accepted change. */
  error: withDefault(Schema.NullOr(LimitViolation), null),
});
export type CartState = typeof CartState.Type;

