import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { CART_RECORDING_VERSION } from "../../cart/recording/schema.ts";
import { ApiPayloadTooLarge, CartRecordingPayload, LiveCart, LiveCartInfo } from "../carts.ts";
import { CART_CALLS, operation } from "./openapi-calls.ts";

const recording = {
  version: CART_RECORDING_VERSION,
  shop: { hostname: "fr.localhost", locale: "fr" },
  user: { email: "nurse@example.fr" },
  company: { cust_no: "100234" },
  time_zone: "Europe/Paris",
  snapshot: { taken_at: 1_700_000_000_000, products: [], limits: {} },
  events: [{ at: 1_700_000_000_000, by: "nurse@example.fr", event: { type: "cart.started", limits: {} } }],
};

describe("carts", () => {
  it("asks for the session token on every cart call and documents 413 besides the usual refusals", () => {
    for (const [method, path] of CART_CALLS) {
      const found = operation(method, path);
      expect(found, `${method} ${path}`).toBeDefined();
      expect((found?.security ?? []).flatMap((requirement) => Object.keys(requirement)), path).toEqual(["sessionToken"]);
      // PUT also answers 412 when its If-Match names a version that is no longer the cart's, 428 without one.
      const versioned = method === "put" ? ["412"] : [];
      const required = method === "put" ? ["428"] : [];
      expect(Object.keys(found?.responses ?? {}).sort(), `${method} ${path}`).toEqual(["200", "400", "401", "403", "404", "409", ...versioned, "413", "422", ...required]);
    }
    expect(operation("put", "/admin/cart")?.requestBody).toBeDefined();
    expect(operation("get", "/admin/cart/{cust_no}")?.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: "cust_no", in: "path" })]),
    );
  });

  it("takes a recording of any integer version, so the server can name the version it refuses", () => {
    expect(Schema.decodeUnknownSync(CartRecordingPayload)({ ...recording, version: 2 }).version).toBe(2);
    expect(() => Schema.decodeUnknownSync(CartRecordingPayload)({ ...recording, version: "1" })).toThrow();
    expect(() => Schema.decodeUnknownSync(CartRecordingPayload)({ ...recording, company: {} })).toThrow(/cust_no/);
  });

  it("answers the stored recording with who stored it and when", () => {
    const info = { cust_no: "100234", updated_at: "2026-11-02T09:00:00.000Z", updated_by: null, events: 1 };
    expect(Schema.decodeUnknownSync(LiveCartInfo)(info)).toEqual(info);
    expect(Schema.decodeUnknownSync(LiveCart)({ ...info, recording })).toEqual({ ...info, recording });
    expect(() => Schema.decodeUnknownSync(LiveCart)({ ...info, recording: { ...recording, version: 2 } })).toThrow();
    expect(() => Schema.decodeUnknownSync(LiveCartInfo)({ ...info, events: -1 })).toThrow();
  });

  it("encodes a 413 as the usual error body", () => {
    const refusal = new ApiPayloadTooLarge({ error: { code: "liveCart.too_many_events", message: "Too many", max_events: 50_000 } });
    expect(Schema.encodeSync(ApiPayloadTooLarge)(refusal)).toEqual({ error: { code: "liveCart.too_many_events", message: "Too many", max_events: 50_000 } });
  });
});
