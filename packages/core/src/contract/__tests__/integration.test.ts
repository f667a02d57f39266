import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { shopOpenApi } from "../api.ts";
import { MAX_STOCK_LINES, StatusReport, StockUpdate } from "../integration-bodies.ts";
import { INTEGRATION_CALLS, INTEGRATION_KEY_CALLS, operation } from "./openapi-calls.ts";

describe("integration contract", () => {
  it("asks for a machine key on the integration calls, and the session token on support's keys and the invoice download", () => {
    for (const [method, path] of INTEGRATION_CALLS) {
      expect((operation(method, path)?.security ?? []).flatMap((requirement) => Object.keys(requirement)), `${method} ${path}`).toEqual(["integrationKey"]);
    }
    for (const [method, path] of INTEGRATION_KEY_CALLS) {
      expect((operation(method, path)?.security ?? []).flatMap((requirement) => Object.keys(requirement)), `${method} ${path}`).toEqual(["sessionToken"]);
    }
    expect(shopOpenApi().components.securitySchemes?.["integrationKey"]).toMatchObject({ type: "http", scheme: expect.stringMatching(/^bearer$/i) });
  });

  it("requires an Idempotency-Key on a status report, takes the invoice as PDF bytes, and documents 413 where bodies are large", () => {
    expect(operation("post", "/integration/v1/orders/{order_nr}/status")?.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: "idempotency-key", in: "header", required: true })]),
    );
    expect(JSON.stringify(operation("put", "/integration/v1/orders/{order_nr}/invoice")?.requestBody)).toContain("application/pdf");
    expect(JSON.stringify(operation("get", "/admin/order/{order_nr}/invoice")?.responses["200"])).toContain("application/pdf");
    for (const path of ["/integration/v1/stock", "/integration/v1/orders/{order_nr}/invoice"]) expect(Object.keys(operation("put", path)?.responses ?? {})).toContain("413");
    expect(Object.keys(operation("post", "/admin/integration/keys")?.responses ?? {})).toContain("201");
  });

  it("bounds a status report and a stock update", () => {
    const report = Schema.decodeUnknownResult(StatusReport);
    expect(report({ status: "shipped", at: "2025-03-01T10:00:00Z", tracking: { carrier: "DHL", number: "1", url: "https://dhl.example/1" } })._tag).toBe("Success");
    expect(report({ status: "received", at: "2025-03-01T10:00:00Z" })._tag).toBe("Failure");
    expect(report({ status: "shipped", at: "soon" })._tag).toBe("Failure");
    expect(report({ status: "shipped", at: "2025-03-01T10:00:00Z", tracking: { carrier: "DHL", number: "1", url: "ftp://x" } })._tag).toBe("Failure");
    expect(report({ status: "shipped", at: "2025-03-01T10:00:00Z", lines: [{ part_no: "A", shipped: 0 }] })._tag).toBe("Failure");
    const stock = Schema.decodeUnknownResult(StockUpdate);
    const lines = (count: number) => Array.from({ length: count }, (_, index) => ({ part_no: `P${index}`, stock: 1 }));
    expect(stock({ lines: lines(MAX_STOCK_LINES) })._tag).toBe("Success");
    expect(stock({ lines: lines(MAX_STOCK_LINES + 1) })._tag).toBe("Failure");
    expect(stock({ lines: [{ part_no: "A", stock: -1 }] })._tag).toBe("Failure");
    expect(stock({ lines: [{ part_no: "A", stock: 1, available_from: "2025-02-30x" }] })._tag).toBe("Failure");
  });
});
