import { describe, expect, it } from "vitest";
import { prepareChangePassword, validateChangePassword } from "../change-password.ts";

describe("validateChangePassword", () => {
  it("requires the current password, the new one and its repetition", () => {
    expect(validateChangePassword({})).toEqual({
      currentPassword: "forms.validation.required",
      password: "forms.validation.required",
      repeatPassword: "forms.validation.required",
    });
  });

  it("refuses a repetition that differs", () => {
    expect(validateChangePassword({ currentPassword: "old", password: "new-secret", repeatPassword: "new-secreT" })).toEqual({
      repeatPassword: "forms.validation.password_mismatch",
    });
  });

  it("accepts a complete form and sends both passwords as typed", () => {
    const values = { currentPassword: " old ", password: "new-secret", repeatPassword: "new-secret" };
    expect(validateChangePassword(values)).toEqual({});
    expect(prepareChangePassword(values)).toEqual({ password: "new-secret", current_password: " old " });
  });
});
