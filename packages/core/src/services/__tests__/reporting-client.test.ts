import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { fakeHttpClient, jsonResponse, type FakeHandler } from "../fake-http.ts";
import { ReportingClient } from "../reporting-client.ts";

/*
 * The reporting area's client: the session token as bearer on the contract's paths under
 * /reporting/api, answers decoded with the contract's schemas, refusals as ApiCallFailed.
 */

const location = {
  id: 4,
  company: "300500",
  organisation: "NL",
  name: "Centrale",
  description: "",
  timeZone: "Europe/Amsterdam",
  occ_mode: "enter_minus_leave",
  optimal_balance: 400,
  balance_orange: 80,
  balance_red: 100,
  stats_available_from: null,
  ignore_before: null,
  ignore_after: null,
  image: null,
  order: 1,
  is_active: true,
  contact_name: "",
  contact_email: "",
  alert_recipients: [],
};

const run = async <A, E>(program: (client: ReportingClient["Service"]) => Effect.Effect<A, E>, handler: FakeHandler, token: string | null = "session") => {
  const fake = fakeHttpClient(handler);
  const result = await Effect.runPromise(Effect.result(Effect.flatMap(ReportingClient, program)).pipe(Effect.provide(ReportingClient.layerTest(fake.layer, token))));
  return { result, requests: fake.requests };
};

describe("reporting-client", () => {
  it("sends the session token to the contract's paths and decodes the answers", async () => {
    const { result, requests } = await run((client) => client.listLocations("300500"), () => jsonResponse([location]));
    expect(result).toMatchObject({ _tag: "Success", success: [location] });
    expect(requests[0]!.method).toBe("GET");
    expect(requests[0]!.url.pathname).toBe("/api/reporting/api/locations");
    expect(requests[0]!.url.searchParams.get("company")).toBe("300500");
    expect(requests[0]!.headers["authorization"]).toBe("Bearer session");
  });

  it("puts the counts filters in the query", async () => {
    const answer = { interval: "D", time_zone: "Europe/Amsterdam", from: "a", to: "b", locations: [4], devices: null, buckets: ["a"], series: [{ kind: "enter", counts: [3], total: 3 }] };
    const { result, requests } = await run((client) => client.counts({ location: "4", kind: "enter", from: "2025-01-01", to: "2025-01-02", interval: "D" }), () => jsonResponse(answer));
    expect(result).toMatchObject({ _tag: "Success", success: answer });
    expect(Object.fromEntries(requests[0]!.url.searchParams)).toEqual({ location: "4", kind: "enter", from: "2025-01-01", to: "2025-01-02", interval: "D" });
  });

  it("fails with the refusal's code", async () => {
    const refusal = { error: { code: "reporting.level.forbidden", message: "no", level: 4 } };
    const { result } = await run((client) => client.listDevices(), () => jsonResponse(refusal, { status: 403 }));
    expect(result).toMatchObject({ _tag: "Failure", failure: { status: 403, messageId: "reporting.level.forbidden" } });
  });

  it("answers nothing for a deletion (204)", async () => {
    const { result, requests } = await run((client) => client.deleteDevice(7), () => new Response(null, { status: 204 }));
    expect(result).toMatchObject({ _tag: "Success" });
    expect([requests[0]!.method, requests[0]!.url.pathname]).toEqual(["DELETE", "/api/reporting/api/devices/7"]);
  });
});
