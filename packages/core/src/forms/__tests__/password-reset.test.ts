import { describe, expect, it } from "vitest";
import { VALIDATION_MESSAGES } from "../field-rules.ts";
import { prepareForgotPassword, resetTokenFromSearch, validateForgotPassword, validateResetPassword } from "../password-reset.ts";

describe("forgot and reset password forms", () => {
  it("requires a valid e-mail, trimmed", () => {
    expect(validateForgotPassword({ email: "" })).toEqual({ email: VALIDATION_MESSAGES.required });
    expect(validateForgotPassword({ email: "nurse@" })).toEqual({ email: VALIDATION_MESSAGES.emailInvalid });
    expect(validateForgotPassword({ email: " nurse@example.fr " })).toEqual({});
    expect(prepareForgotPassword({ email: " nurse@example.fr " })).toEqual({ email: "nurse@example.fr" });
  });

  it("requires the new password twice, identical", () => {
    expect(validateResetPassword({ password: "", repeatPassword: "" })).toEqual({
      password: VALIDATION_MESSAGES.required,
      repeatPassword: VALIDATION_MESSAGES.required,
    });
    expect(validateResetPassword({ password: "a-new-one", repeatPassword: "a-new-on" })).toEqual({ repeatPassword: VALIDATION_MESSAGES.passwordMismatch });
    expect(validateResetPassword({ password: "a-new-one", repeatPassword: "a-new-one" })).toEqual({});
  });

  it("reads the token of the reset link", () => {
    expect(resetTokenFromSearch("?token=abc%2Bdef")).toBe("abc+def");
    expect(resetTokenFromSearch("?token=")).toBeNull();
    expect(resetTokenFromSearch("")).toBeNull();
  });
});
