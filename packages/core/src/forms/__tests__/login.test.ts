import { describe, expect, it } from "vitest";
import { VALIDATION_MESSAGES } from "../field-rules.ts";
import { initialLoginValues, prepareLogin, validateLogin } from "../login.ts";

describe("login", () => {
  it("requires a username or e-mail and a password", () => {
    expect(validateLogin(initialLoginValues)).toEqual({ username: VALIDATION_MESSAGES.required, password: VALIDATION_MESSAGES.required });
    expect(validateLogin({ username: "  ", password: "x" })).toEqual({ username: VALIDATION_MESSAGES.required });
  });

  it("accepts a username as well as an e-mail", () => {
    expect(validateLogin({ username: "dupont", password: "secret" })).toEqual({});
    expect(validateLogin({ username: "ana@clinica.es", password: "secret" })).toEqual({});
  });

  it("trims the username but never the password", () => {
    expect(prepareLogin({ username: " ana@clinica.es ", password: " pass " })).toEqual({ username: "ana@clinica.es", password: " pass " });
  });
});
