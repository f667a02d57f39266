import { describe, expect, it } from "vitest";
import { paymentReturnOf } from "../payment-return.ts";

describe("paymentReturnOf", () => {
  it("reads the provider's way back", () => {
    expect(paymentReturnOf("?payment=completed&order_nr=100001")).toEqual({ outcome: "completed", orderNr: "100001" });
    expect(paymentReturnOf("payment=canceled&order_nr=%20100002%20")).toEqual({ outcome: "canceled", orderNr: "100002" });
  });

  it("ignores anything else", () => {
    expect(paymentReturnOf("")).toBeNull();
    expect(paymentReturnOf("?payment=refunded&order_nr=1")).toBeNull();
    expect(paymentReturnOf("?payment=completed")).toBeNull();
    expect(paymentReturnOf("?step=2")).toBeNull();
  });
});
