import { Effect, Layer } from "effect";
import { describe, expect, it } from "vitest";
import { CART_RECORDING_VERSION, type CartRecording } from "../../cart/recording/schema.ts";
import type { ActingCustomer } from "../acting-customer.ts";
import { ApiCallFailed, ApiClient } from "../api-client.ts";
import { fakeHttpClient, jsonResponse, type FakeHandler } from "../fake-http.ts";
import type { TokenStore } from "../token-store.ts";

/*
 * The live-cart calls of ApiClient: PUT /admin/cart with the active office's header, the GETs
 * decoded with core's recording schema, and a stored cart that could not be replayed refused
 * before it reaches a replay.
 */

const recording: CartRecording = {
  version: CART_RECORDING_VERSION,
  shop: { hostname: "fr.localhost", locale: "fr" },
  user: { email: "nurse@example.fr" },
  company: { cust_no: "100234" },
  time_zone: "Europe/Paris",
  snapshot: { taken_at: 1_700_000_001_000, products: [], limits: { max_order_amount: 50_000 } },
  events: [{ at: 1_700_000_000_000, by: "nurse@example.fr", event: { type: "cart.started", limits: {} } }],
};

const info = { cust_no: "100234", updated_at: "2026-11-02T09:00:00.000Z", updated_by: "rep@example.fr", events: 1 };

const run = async <A, E>(
  program: (client: ApiClient["Service"]) => Effect.Effect<A, E>,
  handler: FakeHandler,
  options: { token?: string | null; customerNumber?: string | null } = {},
) => {
  const fake = fakeHttpClient(handler);
  const layer: Layer.Layer<ApiClient | TokenStore | ActingCustomer> = ApiClient.layerTest(fake.layer, options);
  const result = await Effect.runPromise(Effect.result(Effect.flatMap(ApiClient, program)).pipe(Effect.provide(layer)));
  return { result, requests: fake.requests };
};

describe("api-client carts", () => {
  it("puts the recording as the acting office and reads what the server stored", async () => {
    const { result, requests } = await run((client) => client.putCart(recording), () => jsonResponse(info), {
      token: "t",
      customerNumber: "100234",
    });
    expect(result._tag).toBe("Success");
    expect((result as { success: unknown }).success).toEqual(info);
    expect(requests[0]?.method).toBe("PUT");
    expect(requests[0]?.url.pathname).toBe("/api/admin/cart");
    expect(requests[0]?.headers["authorization"]).toBe("Bearer t");
    expect(requests[0]?.headers["x-customer-number"]).toBe("100234");
    expect(JSON.parse(requests[0]?.body ?? "")).toEqual(recording);
  });

  it("gets the active company's cart and a customer's cart by number", async () => {
    const own = await run((client) => client.getCart(), () => jsonResponse({ ...info, recording }), { token: "t" });
    expect((own.result as { success: unknown }).success).toEqual({ ...info, recording });
    expect(own.requests[0]?.url.pathname).toBe("/api/admin/cart");

    const theirs = await run((client) => client.getCustomerCart("100234"), () => jsonResponse({ ...info, recording }), { token: "t" });
    expect((theirs.result as { success: unknown }).success).toEqual({ ...info, recording });
    expect(theirs.requests[0]?.method).toBe("GET");
    expect(theirs.requests[0]?.url.pathname).toBe("/api/admin/cart/100234");
  });

  it("rejects a 404 with its code as message id", async () => {
    const { result } = await run(
      (client) => client.getCustomerCart("200100"),
      () => jsonResponse({ error: { code: "liveCart.not_found", message: "No cart" } }, { status: 404 }),
      { token: "t" },
    );
    expect(result._tag).toBe("Failure");
    const failure = (result as { failure: ApiCallFailed }).failure;
    expect(failure).toBeInstanceOf(ApiCallFailed);
    expect(failure.status).toBe(404);
    expect(failure.messageId).toBe("liveCart.not_found");
  });

  it("refuses a stored cart a replay could not use, naming the field", async () => {
    const broken = {
      ...recording,
      events: [...recording.events, { at: 1_700_000_000_500, by: "nurse@example.fr", event: { type: "cart.add", part_no: "88430025", product: 0, quantity: 1 } }],
    };
    const { result } = await run((client) => client.getCart(), () => jsonResponse({ ...info, events: 2, recording: broken }), { token: "t" });
    expect(result._tag).toBe("Failure");
    const failure = (result as { failure: ApiCallFailed }).failure;
    expect(failure.messageId).toBe("cart.recording.malformed");
    expect(failure.body).toMatchObject({ error: { field: "recording.events[1].event.product" } });
  });

  it("fails with Wrong Services when the answer is not a live cart", async () => {
    const { result } = await run((client) => client.getCart(), () => jsonResponse({ ...info, recording: { version: 9 } }), { token: "t" });
    expect(result._tag).toBe("Failure");
    expect((result as { failure: ApiCallFailed }).failure.messageId).toBe("content.wrong_services");
  });
});
