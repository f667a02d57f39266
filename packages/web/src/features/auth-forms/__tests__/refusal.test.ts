import { ApiCallFailed } from "@proshop/core";
import { describe, expect, it } from "vitest";
import { formRefusalOf } from "../refusal.ts";

const failed = (status: number | null, body: unknown, messageId: string) => new ApiCallFailed({ status, body, messageId });

describe("formRefusalOf", () => {
  it("keeps the server's message id and the details that word it", () => {
    const error = failed(400, { error: { code: "password.too_short", message: "short", field: "password", min: 8, nested: { a: 1 } } }, "password.too_short");
    expect(formRefusalOf(error, "register.error_message")).toEqual({ messageId: "password.too_short", params: { field: "password", min: 8 } });
  });

  it("falls back to the form's message for Wrong Services, unknown codes and anything that is not a refused call", () => {
    expect(formRefusalOf(failed(null, "Wrong Services", "content.wrong_services"), "contact.error_message").messageId).toBe("contact.error_message");
    expect(formRefusalOf(failed(500, { error: { code: "no.such", message: "x" } }, "no.such"), "contact.error_message").messageId).toBe("contact.error_message");
    expect(formRefusalOf(new Error("boom"), "register.error_message")).toEqual({ messageId: "register.error_message", params: {} });
  });
});
