import fc from "fast-check";
import { Result, Schema } from "effect";
import { describe, expect, it } from "vitest";
import { CartState } from "../../entities/cart.ts";
import { restoreCart } from "../persist.ts";
import { adoptRestoredCart } from "../stored-cart.ts";

/*
 * The cart machine restores what `loadCart` gives and what a replay's `cart.loaded` carries with
 * `adoptRestoredCart`, without decoding it again (so a replay never loads Effect): a replay's
 * carts were decoded with the recording. That holds only while decoding a decoded cart gives it
 * back unchanged: then both restore alike, key order included.
 */

const decodeCart = Schema.decodeUnknownResult(CartState);
const maybe = <T>(value: fc.Arbitrary<T>) => fc.option(value, { nil: undefined });
const defined = <T extends Record<string, unknown>>(record: T): T =>
  Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as T;
const num = fc.integer({ min: 0, max: 5000 });

const line = fc
  .record({
    id: fc.string({ minLength: 1, maxLength: 5 }),
    part_no: fc.string({ minLength: 1, maxLength: 5 }),
    name: maybe(fc.string({ maxLength: 5 })),
    price: num,
    quantity: fc.integer({ min: 1, max: 20 }),
    quantity_requested: maybe(fc.option(fc.integer({ min: 1, max: 30 }), { nil: null })),
    max_order_amount: maybe(fc.option(num, { nil: null })),
    max_per_year: maybe(fc.option(num, { nil: null })),
    ordered_this_year: maybe(num),
    status: maybe(fc.option(fc.constantFrom("CAN_ORDER_ALL", "CAN_ORDER_PART", "CANNOT_ORDER"), { nil: null })),
    promo: maybe(fc.boolean()),
    stock: maybe(fc.option(num, { nil: null })),
    online: maybe(fc.boolean()),
    available_from: maybe(fc.option(fc.constant("2026-04-01"), { nil: null })),
    note: maybe(fc.string()),
  })
  .map(defined);

const storedCart = fc
  .record({
    max: maybe(fc.integer({ min: -1, max: 90_000 })),
    products: maybe(fc.array(line, { maxLength: 4 })),
    subtotal: maybe(num),
    total: maybe(num),
    shipping_charge: maybe(num),
    shipping_method: maybe(fc.constantFrom("Standard", "Express")),
    code: maybe(fc.option(fc.constant("SPRING"), { nil: null })),
    coupon: maybe(
      fc.option(fc.record({ code: fc.constant("SPRING"), kind: fc.constantFrom("percent", "amount"), value: fc.integer({ min: 0, max: 50 }), active: fc.boolean() }), {
        nil: null,
      }),
    ),
    order_nr: maybe(fc.option(fc.constant("D-1"), { nil: null })),
    error: maybe(
      fc.option(
        fc.record({
          code: fc.constant("max_order_price_reached"),
          scope: fc.constant("user"),
          limit: num,
          used: num,
          requested: num,
          remaining: num,
          unit: fc.constant("cents"),
          fix: fc.record({ id: fc.constant("limits.fix.remove"), params: fc.dictionary(fc.string({ maxLength: 3 }), fc.oneof(fc.string(), num)) }),
        }),
        { nil: null },
      ),
    ),
    extra: maybe(fc.string()),
  })
  .map(defined);

describe("stored-cart", () => {
  it("adoptRestoredCart restores a decoded cart as restoreCart does", () => {
    fc.assert(
      fc.property(storedCart, (stored) => {
        const decoded = decodeCart(stored);
        expect(Result.isSuccess(decoded)).toBe(true);
        const cart = Result.getOrThrow(decoded);
        const expected = JSON.stringify(restoreCart(cart));
        expect(JSON.stringify(adoptRestoredCart(cart))).toBe(expected);
        expect(JSON.stringify(restoreCart(JSON.stringify(cart)))).toBe(expected);
      }),
      { numRuns: 500 },
    );
  });

  it("adoptRestoredCart restores no cart as the empty one, as restoreCart does", () => {
    expect(adoptRestoredCart(null)).toEqual(restoreCart(null));
  });
});
