import { describe, expect, it } from "vitest";
import { ApiCallFailed } from "../../services/api-client.ts";
import { limitRefusalOf } from "../refusal.ts";
import type { LimitViolation } from "../violation.ts";

const perLine: LimitViolation = {
  code: "max_product_amount_reached",
  scope: "product",
  limit: 20,
  used: 30,
  requested: 0,
  remaining: 0,
  unit: "units",
  part_no: "88430012",
  product_name: "Kit valves et membranes",
  fix: { id: "limits.fix.remove_units", params: { excess: 10 } },
};

const failed = (status: number | null, body: unknown) => new ApiCallFailed({ status, body, messageId: "x" });

describe("refusal", () => {
  it("reads the limits of a 422 order refusal, and only what a violation declares", () => {
    const body = { error: { ...perLine, message: "Quantité maximale atteinte", violations: [{ ...perLine, extra: true }] } };
    expect(limitRefusalOf(failed(422, body))).toEqual([perLine]);
  });

  it("is no limit refusal for other failures", () => {
    expect(limitRefusalOf(new Error("offline"))).toBeNull();
    expect(limitRefusalOf(failed(null, "Wrong Services"))).toBeNull();
    expect(limitRefusalOf(failed(409, { error: { code: "x", message: "", violations: [perLine] } }))).toBeNull();
    expect(limitRefusalOf(failed(422, { error: { code: "coupon_invalid", message: "" } }))).toBeNull();
    expect(limitRefusalOf(failed(422, { error: { code: "x", message: "", violations: [] } }))).toBeNull();
    expect(limitRefusalOf(failed(422, { error: { code: "x", message: "", violations: [{ ...perLine, code: "made_up" }] } }))).toBeNull();
    expect(limitRefusalOf(failed(422, { error: { code: "x", message: "", violations: [{ ...perLine, limit: "20" }] } }))).toBeNull();
  });
});
