import { CART_RECORDING_VERSION, type CartRecording, type RecordedCartEvent } from "../schema.ts";
import { describe, expect, it } from "vitest";
import { initialCartState, type CartState } from "../../../entities/cart.ts";
import { cartToContinue, isWorthSaving, lastChangeAt, recordingToContinue } from "../live-cart-rule.ts";

const recording = (steps: ReadonlyArray<readonly [number, RecordedCartEvent]>): CartRecording => ({
  version: CART_RECORDING_VERSION,
  shop: { hostname: "fr.localhost", locale: "fr" },
  user: { email: "nurse@example.fr" },
  company: { cust_no: "100234" },
  time_zone: "Europe/Paris",
  snapshot: { taken_at: 0, products: [], limits: {} },
  events: steps.map(([at, event]) => ({ at, by: "nurse@example.fr", event })),
});

const started: RecordedCartEvent = { type: "cart.started", limits: {} };
const loaded: RecordedCartEvent = { type: "cart.loaded", cart: null };
const removed: RecordedCartEvent = { type: "cart.remove", lineId: "P1" };

describe("live cart rule", () => {
  it("dates a recording by its last change by a person, not by opening or pricing", () => {
    expect(lastChangeAt(null)).toBe(Number.NEGATIVE_INFINITY);
    expect(lastChangeAt(recording([[10, started], [11, loaded]]))).toBe(Number.NEGATIVE_INFINITY);
    expect(lastChangeAt(recording([[10, started], [20, removed], [30, { type: "cart.refresh" }], [40, { type: "cart.setContext", context: {} }]]))).toBe(20);
  });

  it("continues the server's cart only when it was changed strictly later than the local one", () => {
    const local = recording([[100, removed]]);
    expect(cartToContinue(local, recording([[101, removed]]))).toBe("server");
    expect(cartToContinue(local, recording([[100, removed]]))).toBe("local");
    expect(cartToContinue(local, recording([[99, removed]]))).toBe("local");
    expect(cartToContinue(local, null)).toBe("local");
    expect(cartToContinue(null, recording([[1, removed]]))).toBe("server");
    // A server cart someone only opened later is not newer.
    expect(cartToContinue(local, recording([[50, removed], [500, started], [500, loaded]]))).toBe("local");
  });

  it("saves changes and the server's answers, not a mere opening", () => {
    expect(isWorthSaving("cart.add")).toBe(true);
    expect(isWorthSaving("cart.priced")).toBe(true);
    expect(isWorthSaving("cart.couponChecked")).toBe(true);
    expect(isWorthSaving("cart.started")).toBe(false);
    expect(isWorthSaving("cart.loaded")).toBe(false);
    expect(isWorthSaving("cart.setContext")).toBe(false);
  });

  it("continues a recording of a cart with lines, and records afresh from an empty one", () => {
    const history = recording([[10, started], [20, removed]]);
    const withLine: CartState = { ...initialCartState, products: [{} as CartState["products"][number]] };
    expect(recordingToContinue(history, withLine)).toBe(history);
    expect(recordingToContinue(history, initialCartState)).toBeNull();
    expect(recordingToContinue(null, withLine)).toBeNull();
    expect(recordingToContinue(history, null)).toBeNull();
  });
});
