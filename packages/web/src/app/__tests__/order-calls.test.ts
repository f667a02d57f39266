import { memoryKeyValueStore, WRONG_SERVICES_MESSAGE_ID } from "@proshop/core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createOrderCalls } from "../order-calls.ts";
import { createBrowserRuntime } from "../runtime.ts";

const runtime = createBrowserRuntime(window.location.origin, memoryKeyValueStore({}));
afterEach(() => vi.restoreAllMocks());

describe("order calls", () => {
  it("logs a call that got no answer and reports it as Wrong Services", async () => {
    vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("Failed to fetch"));
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await expect(createOrderCalls(runtime).checkCoupon("WELCOME10")).rejects.toMatchObject({ _tag: "ApiCallFailed", messageId: WRONG_SERVICES_MESSAGE_ID });
    expect(logged).toHaveBeenCalledWith("API call without usable answer", expect.any(TypeError));
  });

  it("does not log a call its caller aborted (an actor that stopped)", async () => {
    const controller = new AbortController();
    vi.spyOn(globalThis, "fetch").mockImplementation(() => {
      controller.abort();
      return Promise.reject(new DOMException("signal is aborted without reason", "AbortError"));
    });
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await expect(createOrderCalls(runtime).checkCoupon("WELCOME10", controller.signal)).rejects.toMatchObject({ name: "AbortError" });
    expect(logged).not.toHaveBeenCalled();
  });
});
