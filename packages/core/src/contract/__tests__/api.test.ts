import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { shopOpenApi } from "../api.ts";
import { ApiConflict, ApiErrorBody, isApiErrorBody } from "../errors.ts";

/** Every call of SPEC 7, as method and path under the admin and auth prefixes. */
const SPEC_CALLS = [
  ["get", "/admin/user/me"],
  ["put", "/admin/user/me"],
  ["get", "/admin/product"],
  ["get", "/admin/category"],
  ["get", "/admin/config_for_hostname/{hostname}"],
  ["post", "/admin/set_order_on_behalf"],
  ["post", "/admin/user"],
  ["post", "/admin/question"],
  ["post", "/auth/login"],
  ["post", "/auth/prefill"],
  ["post", "/auth/reset"],
  ["post", "/auth/forgot"],
] as const;

/** The order calls the server work designed (SPEC 7 leaves them out); checked in orders.test.ts. */
const ORDER_CALLS = [
  ["post", "/admin/order"],
  ["post", "/admin/order/{order_nr}/submit"],
  ["post", "/admin/order/{order_nr}/payment"],
  ["get", "/admin/order"],
  ["get", "/admin/order/{order_nr}"],
  ["get", "/admin/coupon/{code}"],
  ["get", "/admin/shipping_method"],
] as const;

type Operation = {
  readonly security?: ReadonlyArray<Record<string, ReadonlyArray<string>>>;
  readonly responses: Record<string, unknown>;
  readonly parameters?: ReadonlyArray<{ readonly name: string; readonly in: string }>;
  readonly requestBody?: unknown;
};

const operation = (method: string, path: string): Operation | undefined =>
  (shopOpenApi().paths[path] as Record<string, Operation> | undefined)?.[method];

describe("api", () => {
  it("generates an OpenAPI 3.1 document from the contract", () => {
    const spec = shopOpenApi();
    expect(spec.openapi).toBe("3.1.0");
    expect(spec.info.title).toBe("Proshop API");
  });

  it("lists every call of SPEC 7, the order calls, and nothing else", () => {
    const listed = Object.entries(shopOpenApi().paths).flatMap(([path, item]) =>
      Object.keys(item as object)
        .filter((key) => ["get", "put", "post", "patch", "delete"].includes(key))
        .map((method) => `${method} ${path}`),
    );
    expect(listed.sort()).toEqual([...SPEC_CALLS, ...ORDER_CALLS].map(([method, path]) => `${method} ${path}`).sort());
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
    expect(Object.keys(shopOpenApi().components.securitySchemes ?? {}).sort()).toEqual(["formToken", "sessionToken"]);
  });

  it("documents the refusals of every call with the error body", () => {
    for (const [method, path] of SPEC_CALLS) {
      // Log-in also answers 429 once too many attempts failed.
      const limited = path === "/auth/login" ? ["429"] : [];
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
});
