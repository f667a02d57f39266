import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createActor, waitFor } from "xstate";
import type { Company } from "../../entities/company.ts";
import { initialCartState, type CartState } from "../../entities/cart.ts";
import { cartAddBlock } from "../add-block.ts";
import { addToCart, setCartQuantity } from "../changes.ts";
import { cartLimitContextFor } from "../limit-context.ts";
import { cartViolations, type CartLimitContext } from "../limits.ts";
import { cartMachine } from "../machine.ts";
import { readCartRecordingQuickly } from "../recording/read.ts";
import { product } from "./products.ts";

/*
 * A company whose licence was refused can never order (issue 33 item 10): the cart rules refuse
 * every add for it, so the web's buttons and the CLI's `cart add` agree; a cart it already holds
 * is stopped at the checkout by core's ordering block and the server.
 */

const CRECHE = "Crèche Les Petits Pas";
const refused: CartLimitContext = { license_refused: { company: CRECHE } };
const company = (license_valid: string): Company => ({ cust_no: "100237", Name: CRECHE, orders: [], license_valid });

const filled = (): CartState => {
  const change = addToCart(initialCartState, product({ part_no: "88430025" }), 2);
  return change.cart;
};

describe("add-block", () => {
  it("says the company's licence was refused, with what to do", () => {
    expect(cartAddBlock({})).toBeNull();
    expect(cartAddBlock(refused)).toMatchObject({
      code: "license_refused",
      scope: "organisation",
      remaining: 0,
      fix: { id: "limits.fix.license_refused", params: { company: CRECHE } },
    });
  });

  it("blocks every add once the company's orders this year reached the yearly maximum, and only then", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 }), fc.option(fc.integer({ min: -1, max: 30 }), { nil: null }), (used, max) => {
        const blocked = cartAddBlock({ company_orders_this_year: used, max_order_count_year: max });
        const reached = max !== null && max > 0 && used >= max;
        expect(blocked === null ? null : blocked.code).toBe(reached ? "max_order_count_year_reached" : null);
        if (blocked !== null) expect(blocked).toMatchObject({ limit: max, used, remaining: 0, fix: { id: "limits.fix.next_year" } });
        // The cart refuses the add with the same reason the buttons' place shows.
        const added = addToCart(initialCartState, product({ part_no: "88430026" }), 1, { company_orders_this_year: used, max_order_count_year: max });
        expect(added.violation?.code ?? null).toBe(reached ? "max_order_count_year_reached" : null);
      }),
    );
    // A refused licence is the first reason.
    expect(cartAddBlock({ ...refused, company_orders_this_year: 12, max_order_count_year: 12 })?.code).toBe("license_refused");
  });

  it("comes from the company the session orders for: refused, not pending nor approved", () => {
    const today = new Date("2026-05-04T10:00:00Z");
    const contextOf = (license_valid: string) =>
      cartLimitContextFor({ account: { maxOrderAmount: null, company: company(license_valid) }, products: null, today });
    expect(contextOf("INVALID").license_refused).toEqual({ company: CRECHE });
    expect(contextOf("PENDING").license_refused).toBeUndefined();
    expect(contextOf("APPROVED").license_refused).toBeUndefined();
  });

  it("refuses every add for the company, and lets what it holds be taken out", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.boolean(), (quantity, holdsLines) => {
        const cart = holdsLines ? filled() : initialCartState;
        const added = addToCart(cart, product({ part_no: "88430026" }), quantity, refused);
        expect(added.violation?.code).toBe("license_refused");
        expect(added.cart).toBe(cart);
      }),
    );
    const cart = filled();
    expect(setCartQuantity(cart, cart.products[0]!.id, 0, refused).violation).toBeNull();
  });

  it("leaves a cart it already holds to the ordering block (said once, by the cart page and the server)", () => {
    expect(cartViolations(filled(), refused)).toEqual([]);
  });

  it("refuses cart.add in the machine the web and the CLI share", async () => {
    const actor = createActor(cartMachine, { input: { limits: refused } }).start();
    await waitFor(actor, (snapshot) => snapshot.matches({ active: "idle" }));
    actor.send({ type: "cart.add", product: product({ part_no: "88430025" }), quantity: 1 });
    const { cart } = actor.getSnapshot().context;
    expect(cart.products).toEqual([]);
    expect(cart.error?.code).toBe("license_refused");
    actor.stop();
  });

  it("keeps the refusal in a recording read back (a replay judges as the tab did)", () => {
    const recording = {
      version: 1,
      shop: { hostname: "fr.localhost", locale: "fr" },
      user: { email: "rep@example.fr" },
      company: { cust_no: "100237" },
      time_zone: "Europe/Paris",
      snapshot: { taken_at: 0, products: [], limits: refused },
      events: [{ at: 0, by: "rep@example.fr", event: { type: "cart.setContext", context: refused } }],
    };
    const read = readCartRecordingQuickly(recording);
    expect(read === null ? null : read.snapshot.limits).toEqual(refused);
  });
});
