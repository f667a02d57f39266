import { describe, expect, it } from "vitest";
import { pricingSignature } from "../line-signature.ts";

const line = (part_no: string, quantity: number) => ({ part_no, quantity }) as never;

describe("pricingSignature", () => {
  it("moves with what is asked for: lines, quantities and the coupon code", () => {
    const base = pricingSignature({ products: [line("A", 1)], code: null });
    expect(pricingSignature({ products: [line("A", 1)], code: null })).toBe(base);
    expect(pricingSignature({ products: [line("A", 2)], code: null })).not.toBe(base);
    expect(pricingSignature({ products: [line("A", 1), line("B", 1)], code: null })).not.toBe(base);
    expect(pricingSignature({ products: [line("A", 1)], code: "WELCOME10" })).not.toBe(base);
  });
});
