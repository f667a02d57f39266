import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { translator } from "../../../i18n/catalogue.ts";
import { product } from "../../__tests__/products.ts";
import { CART_RECORDING_VERSION, cartRecordingProblem, decodeCartRecording, type CartRecording } from "../schema.ts";

const AT = Date.parse("2026-03-15T12:00:00Z");
const teat = product({ part_no: "TEAT", price_in_cents: 450 });

const good = (): CartRecording => ({
  version: CART_RECORDING_VERSION,
  shop: { hostname: "shop.example.fr", locale: "fr" },
  user: { email: "nurse@example.fr", user_id: "u-1" },
  company: { cust_no: "100234", name: "Maternité du Parc" },
  time_zone: "Europe/Paris",
  snapshot: { taken_at: AT, products: [teat], limits: { max_order_amount: 90_000 } },
  events: [
    { at: AT, by: "nurse@example.fr", event: { type: "cart.started", limits: {} } },
    { at: AT, by: "nurse@example.fr", event: { type: "cart.loaded", cart: null } },
    { at: AT + 1, by: "nurse@example.fr", event: { type: "cart.add", part_no: "TEAT", product: 0, quantity: 2 } },
    { at: AT + 2, by: "rep@example.fr", event: { type: "cart.applyCoupon", code: "SPRING" } },
    { at: AT + 3, by: "rep@example.fr", event: { type: "cart.couponChecked", coupon: null } },
    { at: AT + 4, by: "rep@example.fr", event: { type: "cart.reset" } },
  ],
});

const failure = (input: unknown) => {
  const result = decodeCartRecording(input);
  if (Result.isSuccess(result)) throw new Error("expected the recording to be refused");
  return result.failure;
};

describe("schema", () => {
  it("decodes a good recording, also from JSON", () => {
    const recording = good();
    expect(decodeCartRecording(JSON.parse(JSON.stringify(recording)))).toEqual(Result.succeed(recording));
  });

  it("keeps the shop's currency, and refuses one that is no ISO 4217 code, naming it (issue 35 item 20)", () => {
    const recording = { ...good(), shop: { hostname: "shop.example.ch", locale: "fr", currency: "CHF" } };
    expect(decodeCartRecording(JSON.parse(JSON.stringify(recording)))).toEqual(Result.succeed(recording));
    expect(failure({ ...recording, shop: { ...recording.shop, currency: "francs" } }).field).toBe("shop.currency");
  });

  it("refuses another version, naming it", () => {
    const error = failure({ ...good(), version: 2 });
    expect(error.field).toBe("version");
    expect(error.message).toContain("version 2");
    expect(cartRecordingProblem(error)).toEqual({ id: "cart.recording.unsupported_version", params: { version: "1" } });
  });

  it("names the bad field of a malformed recording", () => {
    const recording = good();
    const events = [...recording.events];
    events[2] = { ...events[2]!, event: { type: "cart.add", part_no: "TEAT", product: 0, quantity: "two" as never } };
    const error = failure({ ...recording, events });
    expect(error.field).toBe("events[2].event.quantity");
    expect(cartRecordingProblem(error).id).toBe("cart.recording.malformed");
  });

  it("names a missing part of the recording", () => {
    const { snapshot: _snapshot, ...rest } = good();
    expect(failure(rest).field).toBe("snapshot");
    expect(failure("not a recording").field).toBe("");
  });

  it("refuses an unknown event type", () => {
    const recording = good();
    const error = failure({ ...recording, events: [{ at: AT, by: "x", event: { type: "cart.explode" } }] });
    expect(error.field).toContain("events[0].event");
  });

  it("refuses an add whose product is not in the snapshot or has another part number", () => {
    const recording = good();
    const missing = recording.events.map((step, i) => (i === 2 ? { ...step, event: { type: "cart.add" as const, part_no: "TEAT", product: 3, quantity: 1 } } : step));
    expect(failure({ ...recording, events: missing }).field).toBe("events[2].event.product");
    const other = recording.events.map((step, i) => (i === 2 ? { ...step, event: { type: "cart.add" as const, part_no: "PUMP", product: 0, quantity: 1 } } : step));
    expect(failure({ ...recording, events: other }).field).toBe("events[2].event.part_no");
  });

  it("refuses a time zone the runtime does not know", () => {
    expect(failure({ ...good(), time_zone: "Mars/Olympus" }).field).toBe("time_zone");
  });

  it("words the problem in one sentence in every language", () => {
    const problem = cartRecordingProblem(failure({ ...good(), time_zone: "Mars/Olympus" }));
    for (const locale of ["fr", "es", "nl", "en"] as const) {
      const text = translator(locale)(problem.id, problem.params);
      expect(text).toContain("time_zone");
      expect(text).not.toContain(problem.id);
    }
  });
});
