import { describe, expect, it } from "vitest";
import { passwordRefusalOf } from "../password-refusal.ts";

describe("passwordRefusalOf", () => {
  it("puts a wrong current password on its field", () => {
    expect(passwordRefusalOf({ error: { code: "account.current_password_wrong", message: "x", field: "current_password" } })).toEqual({
      id: "account.current_password_wrong",
      params: {},
      field: "currentPassword",
    });
  });

  it("keeps the policy's numbers for the message", () => {
    expect(passwordRefusalOf({ error: { code: "password.too_short", message: "x", min: 8 } })).toEqual({
      id: "password.too_short",
      params: { min: 8 },
      field: "password",
    });
  });

  it("falls back to the generic text for anything else", () => {
    expect(passwordRefusalOf(null).id).toBe("webCart.profile.password_failed");
    expect(passwordRefusalOf({ error: { code: "server.error", message: "boom" } })).toEqual({
      id: "webCart.profile.password_failed",
      params: {},
      field: null,
    });
  });
});
