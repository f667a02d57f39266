import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { initialCartState, type CartState } from "../../entities/cart.ts";
import { addToCart } from "../changes.ts";
import { cartLimitViews, selectCartLimitReportAs } from "../limits-by-user.ts";
import type { CartMachineContext } from "../machine.ts";
import { selectCartLimitReport } from "../selectors.ts";
import { product } from "./products.ts";

/*
 * Issue 35 item 1: acting for 100234 with a 507 € cart, the agent (no maximum) was told "no
 * limit is exceeded" while the nurse is refused by her 500 €. The same cart is judged with each
 * user's maximum.
 */

const snapshotOf = (cart: CartState, limits: CartMachineContext["limits"] = {}) => ({
  context: { cart, limits, notice: null, revision: 0, pricedRevision: 0, pendingCode: "", deferred: [], refusedPricing: [], now: () => 0 },
});

// 507 € added with no maximum, as an agent acting for the company can.
const cart507 = addToCart(initialCartState, product({ part_no: "A", price_in_cents: 50_700 }), 1, { max_order_amount: 0 }).cart;
const agent = snapshotOf(cart507, { max_order_amount: 0 });

describe("the cart as each user sees it", () => {
  it("refuses the nurse's 500 € where the agent sees nothing exceeded", () => {
    expect(selectCartLimitReport(agent).filter((report) => report.exceeded)).toEqual([]);
    const nurse = selectCartLimitReportAs(agent, 50_000);
    expect(nurse.filter((report) => report.exceeded).map((report) => [report.code, report.limit, report.used])).toEqual([["max_order_price_reached", 50_000, 50_700]]);
    // No maximum is none, whatever the cart's own `max` says.
    expect(selectCartLimitReportAs(snapshotOf({ ...cart507, max: 100 }), null).filter((report) => report.exceeded)).toEqual([]);
  });

  it("gives one view per distinct maximum, naming its users in order", () => {
    const users = [
      { email: "a@example.fr", max_order_amount_cents: null },
      { email: "nurse@example.fr", max_order_amount_cents: 50_000 },
      { email: "b@example.fr", max_order_amount_cents: 0 },
      { email: "c@example.fr", max_order_amount_cents: 50_000 },
    ];
    const views = cartLimitViews(agent, users);
    expect(views.map((view) => [view.max_order_amount_cents, view.users.map((user) => user.email)])).toEqual([
      [null, ["a@example.fr", "b@example.fr"]],
      [50_000, ["nurse@example.fr", "c@example.fr"]],
    ]);
    expect(views.map((view) => view.reports.some((report) => report.exceeded))).toEqual([false, true]);
  });

  it("puts every user in exactly one view, whose verdict is that user's own", () => {
    const maximum = fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: null });
    fc.assert(
      fc.property(fc.array(maximum, { maxLength: 8 }), fc.integer({ min: 1, max: 90_000 }), (maxima, price) => {
        const cart = addToCart(initialCartState, product({ part_no: "A", price_in_cents: price }), 1, { max_order_amount: 0 }).cart;
        const snapshot = snapshotOf(cart, { max_order_amount: 0 });
        const users = maxima.map((max, index) => ({ email: `u${index}@example.fr`, max_order_amount_cents: max }));
        const views = cartLimitViews(snapshot, users);
        expect(views.flatMap((view) => view.users).length).toBe(users.length);
        for (const view of views) {
          for (const user of view.users) {
            expect(view.reports).toEqual(selectCartLimitReportAs(snapshot, user.max_order_amount_cents));
            const limited = user.max_order_amount_cents !== null && user.max_order_amount_cents > 0;
            expect(view.reports.some((report) => report.exceeded)).toBe(limited && price > user.max_order_amount_cents!);
          }
        }
      }),
    );
  });
});
