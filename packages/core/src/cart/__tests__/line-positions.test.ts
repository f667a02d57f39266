import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { initialCartState, type CartState } from "../../entities/cart.ts";
import { addToCart, removeFromCart, setCartQuantity } from "../changes.ts";
import { findCartLineIndex } from "../lines.ts";
import { product } from "./products.ts";

/*
 * Big carts (32 lines and more) find a line through a map of positions kept per lines array
 * (lines.ts). Whatever the customer does, it must answer what a scan of the lines answers.
 */

const parts = Array.from({ length: 90 }, (_, i) => `P${String(i).padStart(3, "0")}`);

const change = fc.oneof(
  fc.record({ kind: fc.constant("add" as const), part: fc.constantFrom(...parts), quantity: fc.integer({ min: -3, max: 3 }) }),
  fc.record({ kind: fc.constant("set" as const), part: fc.constantFrom(...parts), quantity: fc.integer({ min: 0, max: 4 }) }),
  fc.record({ kind: fc.constant("remove" as const), part: fc.constantFrom(...parts) }),
  // UNDO: back to an earlier cart, whose lines array may share its positions with later ones.
  fc.record({ kind: fc.constant("undo" as const), back: fc.nat() }),
);

type Change = typeof change extends fc.Arbitrary<infer T> ? T : never;

const apply = (history: CartState[], step: Change): CartState => {
  const cart = history.at(-1)!;
  if (step.kind === "undo") return history[history.length - 1 - (step.back % history.length)]!;
  if (step.kind === "add") return addToCart(cart, product({ part_no: step.part }), step.quantity).cart;
  if (step.kind === "set") return setCartQuantity(cart, step.part, step.quantity).cart;
  return removeFromCart(cart, step.part).cart;
};

const scanned = (cart: CartState, lineId: string): number => cart.products.findIndex((line) => line.id === lineId);

describe("finding a line in a big cart", () => {
  it("answers the position a scan of the lines finds, after any sequence of changes and undos", () => {
    fc.assert(
      fc.property(fc.integer({ min: 32, max: 80 }), fc.array(change, { maxLength: 60 }), (start, steps) => {
        const history = [parts.slice(0, start).reduce((filled, part) => addToCart(filled, product({ part_no: part }), 1).cart, initialCartState)];
        for (const step of steps) {
          const cart = apply(history, step);
          history.push(cart);
          for (const part of [...parts, "UNKNOWN"]) expect(findCartLineIndex(cart, part)).toBe(scanned(cart, part));
        }
      }),
      { numRuns: 60 },
    );
  });
});
