import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { ApiCallFailed, TEST_API_CONFIG } from "../../services/api-client.ts";
import { fakeHttpClient, jsonResponse, type FakeHandler } from "../../services/fake-http.ts";
import { ZoomDeliveredClient } from "../client.ts";
import { kitsAnswer, receipt } from "./fixtures.ts";

const order = {
  firstName: "Jan",
  lastName: "Jansen",
  zip: "1012 AB",
  street: "Damrak",
  number: "1",
  city: "Amsterdam",
  state: "Noord-Holland",
  scanner: "itero",
  patientScanId: "SCAN-778",
  email: "jan@example.nl",
  phone: "0612345678",
  products: [{ part_no: "ZD-NITE-16", quantity: 1 }],
  consents: { practice_informed: true, patient_informed: true, terms: true, net_terms: true, info_correct: true },
} as const;

const run = async <A, E>(program: Effect.Effect<A, E, ZoomDeliveredClient>, handler: FakeHandler) => {
  const fake = fakeHttpClient(handler);
  const layer = ZoomDeliveredClient.layerTest(fake.layer, { token: "session-token", customerNumber: "300110" });
  const result = await Effect.runPromise(program.pipe(Effect.provide(layer)));
  return { result, requests: fake.requests };
};

describe("ZoomDeliveredClient", () => {
  it("reads the kits with the session token and the acting company, as ApiClient calls", async () => {
    const { result, requests } = await run(ZoomDeliveredClient.use((client) => client.listKits()), () => jsonResponse(kitsAnswer));
    expect(result.kits.map((kit) => kit.part_no)).toEqual(["ZD-DAY-6", "ZD-NITE-16", "ZD-REFILL"]);
    expect(requests[0]!.url.href).toBe(`${TEST_API_CONFIG.baseUrl}/admin/zoom-delivered/kits`);
    expect(requests[0]!.headers["authorization"]).toBe("Bearer session-token");
    expect(requests[0]!.headers["x-customer-number"]).toBe("300110");
  });

  it("submits the order with its Idempotency-Key and reads the deliveries", async () => {
    const { result, requests } = await run(
      ZoomDeliveredClient.use((client) =>
        Effect.all([client.submit(order, "key-1"), client.listDeliveries({ page: 2 }), client.getDelivery("100777")]),
      ),
      (request) => {
        if (request.method === "POST") return jsonResponse(receipt);
        if (request.url.pathname.endsWith("/deliveries")) return jsonResponse({ page: 2, pageSize: 20, total: 0, deliveries: [] });
        return jsonResponse({
          ...receipt,
          practice: { cust_no: "300110", name: "Het Zonnetje" },
          placed_by: { user_id: 9, name: "Anne Martin", email: "nurse@example.nl", on_behalf: false },
          scanner: "itero",
          replaces_order_nr: null,
          consents: order.consents,
          patient: null,
          anonymised_at: "2026-06-01T02:00:00.000Z",
        });
      },
    );
    expect(result[0].order_nr).toBe("100777");
    expect(result[2].patient).toBeNull();
    expect(requests[0]!.method).toBe("POST");
    expect(requests[0]!.url.pathname).toBe("/api/admin/zoom-delivered/deliveries");
    expect(requests[0]!.headers["idempotency-key"]).toBe("key-1");
    expect(JSON.parse(requests[0]!.body ?? "")).toEqual(order);
    expect(requests[1]!.url.search).toBe("?page=2");
    expect(requests[2]!.url.pathname).toBe("/api/admin/zoom-delivered/deliveries/100777");
  });

  it("fails a refusal with its code, like every call of the API client", async () => {
    const { result } = await run(
      Effect.flip(ZoomDeliveredClient.use((client) => client.listKits())),
      () => jsonResponse({ error: { code: "zoomDelivered.not_eligible", message: "Not a Zoom! practice" } }, { status: 403 }),
    );
    expect(result).toBeInstanceOf(ApiCallFailed);
    expect(result).toMatchObject({ status: 403, messageId: "zoomDelivered.not_eligible" });
  });
});
