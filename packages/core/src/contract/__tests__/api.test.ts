import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { shopOpenApi } from "../api.ts";
import { ApiConflict, ApiErrorBody, isApiErrorBody } from "../errors.ts";
import {
  ACCOUNT_CALLS,
  CART_CALLS,
  INTEGRATION_CALLS,
  INTEGRATION_KEY_CALLS,
  operation,
  ORDER_CALLS,
  OUTBOX_CALLS,
  REPORTING_CALLS,
  SAVED_LIST_CALLS,
  SPEC_CALLS,
  WEBHOOK_CALLS,
  ZOOM_DELIVERED_CALLS,
} from "./openapi-calls.ts";

describe("api", () => {
  it("generates an OpenAPI 3.1 document from the contract", () => {
    const spec = shopOpenApi();
    expect(spec.openapi).toBe("3.1.0");
    expect(spec.info.title).toBe("Proshop API");
  });

  it("lists every call of SPEC 7, the order calls, the cart calls, the saved-list calls, the outbox calls, the account calls, the Zoom! Delivered calls, the reporting calls, the integration and webhook calls, and nothing else", () => {
    const listed = Object.entries(shopOpenApi().paths).flatMap(([path, item]) =>
      Object.keys(item as object)
        .filter((key) => ["get", "put", "post", "patch", "delete"].includes(key))
        .map((method) => `${method} ${path}`),
    );
    expect(listed.sort()).toEqual(
      [
        ...SPEC_CALLS,
        ...ORDER_CALLS,
        ...CART_CALLS,
        ...SAVED_LIST_CALLS,
        ...OUTBOX_CALLS,
        ...ACCOUNT_CALLS,
        ...ZOOM_DELIVERED_CALLS,
        ...REPORTING_CALLS,
        ...INTEGRATION_CALLS,
        ...INTEGRATION_KEY_CALLS,
        ...WEBHOOK_CALLS,
      ]
        .map(([method, path]) => `${method} ${path}`)
        .sort(),
    );
  });

  it("declares the query switches and the hostname parameter", () => {
    expect(operation("get", "/admin/user/me")?.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: "refresh", in: "query" })]),
    );
    expect(operation("post", "/admin/user")?.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: "send_mail", in: "query" })]),
    );
    expect(operation("get", "/admin/config_for_hostname/{hostname}")?.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: "hostname", in: "path" })]),
    );
  });

  it("asks for the session token on admin calls, a form token on forms, nothing on auth calls", () => {
    for (const [method, path] of SPEC_CALLS) {
      const security = operation(method, path)?.security ?? [];
      const schemes = security.flatMap((requirement) => Object.keys(requirement));
      if (path === "/admin/user" || path === "/admin/question") expect(schemes, path).toEqual(["formToken"]);
      // The login and maintenance pages need the shop config before anyone signs in.
      else if (path === "/admin/config_for_hostname/{hostname}") expect(schemes, path).toEqual([]);
      else if (path.startsWith("/admin/")) expect(schemes, path).toEqual(["sessionToken"]);
      else expect(schemes, path).toEqual([]);
    }
    expect(Object.keys(shopOpenApi().components.securitySchemes ?? {}).sort()).toEqual(["deviceToken", "formToken", "integrationKey", "reportingSession", "sessionToken"]);
  });

  it("documents the refusals of every call with the error body", () => {
    for (const [method, path] of SPEC_CALLS) {
      // Log-in also answers 429 once too many attempts failed, and 503 when its queue is full;
      // the public forms, the password change and the invitations are limited too (issue 11).
      const LIMITED = ["/admin/user", "/admin/question", "/auth/forgot", "/admin/invitation"];
      const limited =
        path === "/auth/login" ? ["429", "503"] : LIMITED.includes(path) || (method === "put" && path === "/admin/user/me") ? ["429"] : [];
      expect(Object.keys(operation(method, path)?.responses ?? {}).sort(), `${method} ${path}`).toEqual(
        ["200", "400", "401", "403", "404", "409", "422", ...limited],
      );
    }
  });

  it("encodes a refusal as exactly { error: { code, message, ...details } }", () => {
    const refusal = new ApiConflict({
      error: { code: "forms.register.email_taken", message: "E-mail already registered", field: "email" },
    });
    const encoded = Schema.encodeSync(ApiConflict)(refusal);
    expect(encoded).toEqual({ error: { code: "forms.register.email_taken", message: "E-mail already registered", field: "email" } });
    expect(isApiErrorBody(encoded)).toBe(true);
    expect(isApiErrorBody({ error: { code: "x" } })).toBe(false);
    expect(isApiErrorBody("Wrong Services")).toBe(false);
    expect(Schema.decodeUnknownSync(ApiErrorBody)({ error: { code: "a", message: "b", max: 3 } })).toEqual({
      error: { code: "a", message: "b", max: 3 },
    });
  });

  it("asks for the session token and an Idempotency-Key on the Zoom! Delivered calls, and bounds their texts", () => {
    for (const [method, path] of ZOOM_DELIVERED_CALLS) {
      const schemes = (operation(method, path)?.security ?? []).flatMap((requirement) => Object.keys(requirement));
      expect(schemes, path).toEqual(["sessionToken"]);
    }
    expect(operation("post", "/admin/zoom-delivered/deliveries")?.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: "idempotency-key", in: "header", required: true })]),
    );
    const body = JSON.stringify(shopOpenApi());
    expect(body).toContain('"maxLength":64');
  });
});
