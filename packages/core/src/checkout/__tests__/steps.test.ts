import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  CHECKOUT_STEPS,
  checkoutStepMessageId,
  checkoutStepName,
  clampCheckoutStep,
  LAST_CHECKOUT_STEP,
  nextCheckoutStep,
  previousCheckoutStep,
} from "../steps.ts";
import { hasMessage } from "../../i18n/catalogue.ts";

describe("steps", () => {
  it("walks address, shipping, payment, confirmation in that order", () => {
    expect(CHECKOUT_STEPS).toEqual(["address", "shipping", "payment", "confirmation"]);
    expect([0, 1, 2, 3].map(checkoutStepName)).toEqual([...CHECKOUT_STEPS]);
  });

  it("never goes below the first step or past the last", () => {
    expect(previousCheckoutStep(0)).toBe(0);
    expect(nextCheckoutStep(LAST_CHECKOUT_STEP)).toBe(LAST_CHECKOUT_STEP);
    expect(clampCheckoutStep(-4)).toBe(0);
    expect(clampCheckoutStep(99)).toBe(LAST_CHECKOUT_STEP);
    expect(clampCheckoutStep(Number.NaN)).toBe(0);
    expect(clampCheckoutStep(1.7)).toBe(1);
  });

  it("keeps every clamped step a valid index, and next/back move by one inside the range", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), (step) => {
        const clamped = clampCheckoutStep(step);
        expect(clamped).toBeGreaterThanOrEqual(0);
        expect(clamped).toBeLessThanOrEqual(LAST_CHECKOUT_STEP);
        if (clamped < LAST_CHECKOUT_STEP) expect(nextCheckoutStep(clamped)).toBe(clamped + 1);
        if (clamped > 0) expect(previousCheckoutStep(clamped)).toBe(clamped - 1);
      }),
    );
  });

  it("names a translated message for every step", () => {
    for (let step = 0; step <= LAST_CHECKOUT_STEP; step += 1) expect(hasMessage(checkoutStepMessageId(step))).toBe(true);
  });
});
