import { memoryKeyValueStore, TOKEN_STORAGE_KEY } from "@proshop/core";
import { describe, expect, it, vi } from "vitest";
import { installFakeFetch } from "../../test/fake-api.ts";
import { nullWhenNotFound } from "../api-call.ts";
import { createApiCall, createBrowserRuntime } from "../runtime.ts";

const runtime = createBrowserRuntime(window.location.origin, memoryKeyValueStore({ [TOKEN_STORAGE_KEY]: "the-token" }));

describe("the web's API call (core's ApiClient)", () => {
  it("tells the app about a 401 (session over) and rejects with the refusal", async () => {
    installFakeFetch({ "GET /admin/order": { status: 401, body: { error: { code: "auth.unauthorized", message: "Unauthorized" } } } });
    const onUnauthorized = vi.fn();
    await expect(createApiCall(runtime, onUnauthorized)((api) => api.getOrder("100001"))).rejects.toMatchObject({ _tag: "ApiCallFailed", status: 401 });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it("sends the session's token, and a coupon the server does not know is null", async () => {
    let authorization: string | null = null;
    installFakeFetch({
      "GET /admin/coupon": (request) => {
        authorization = request.headers.get("authorization");
        return { status: 404, body: { error: { code: "cart.coupon.invalid", message: "Unknown" } } };
      },
    });
    const onUnauthorized = vi.fn();
    expect(await createApiCall(runtime, onUnauthorized)((api) => api.checkCoupon("NOPE")).catch(nullWhenNotFound)).toBeNull();
    expect(authorization).toBe("Bearer the-token");
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
