import { describe, expect, it } from "vitest";
import { SEED_PASSWORD } from "@proshop/fixtures/seed/users";
import { isCommonPassword } from "../common-passwords.ts";
import { newPasswordProblem } from "../password-rules.ts";
import { passwordStrength } from "../password-strength.ts";

const problem = (password: string, email?: string) => newPasswordProblem(password, { email, isCommon: isCommonPassword(password) })?.code ?? null;

describe("new password rules (NIST 800-63B)", () => {
  it("refuses the most common passwords, whatever their case", () => {
    for (const password of ["12345678", "password", "PASSWORD", "qwertyuiop", "iloveyou", "sunshine"]) expect(problem(password), password).toBe("password.too_common");
    expect(problem("Sage-femme-Lyon-2024")).toBeNull();
  });

  it("refuses the common passwords and words of French, Spanish and Dutch, with a few digits or symbols around them (issue 32 item 9)", () => {
    for (const password of ["azerty123", "motdepasse1", "Mot-de-passe1", "wachtwoord1", "welkom01", "contraseña", "Contrasena2024", "bonjour2024!", "geheim123", "Sage-femme-2024"]) {
      expect(problem(password), password).toBe("password.too_common");
    }
  });

  it("refuses the shop's own words and the demo accounts' password (issue 32 item 9)", () => {
    for (const password of [SEED_PASSWORD, "proshop1", "ProShop2024!", "pro-shop-shop", "Zoom!Delivered1", "zoomzoom"]) expect(problem(password), password).toBe("password.too_common");
  });

  it("judges a password by its word only when few characters are around it", () => {
    // Eleven digits and a letter, or a word with random characters inside: not a common word.
    for (const password of ["a83920174659", "bonjour-8f3k29x!q", "zoom-9x7Q!k2Lm", "correct horse battery staple"]) expect(problem(password), password).toBeNull();
  });

  it("refuses the e-mail address, its local part, or a password built on it", () => {
    expect(problem("anne.martin@example.fr", "Anne.Martin@example.fr")).toBe("password.contains_email");
    expect(problem("anne.martin", "anne.martin@example.fr")).toBe("password.contains_email");
    expect(problem("ANNE.MARTIN-2024", "anne.martin@example.fr")).toBe("password.contains_email");
    expect(problem("anne.martin-2024", undefined)).toBeNull();
  });

  it("gives the meter the server's verdict: a refused password is poor and says why", () => {
    const rated = passwordStrength("Password", { isCommon: isCommonPassword("Password") });
    expect(rated).toMatchObject({ strength: "poor", problemId: "password.too_common" });
    expect(passwordStrength("Anne.Martin-2024!", { email: "anne.martin@example.fr", isCommon: false })).toMatchObject({ strength: "poor", problemId: "password.contains_email" });
    expect(passwordStrength("Sage-femme-Lyon-2024", { email: "anne@example.fr", isCommon: isCommonPassword("Sage-femme-Lyon-2024") }).problemId).toBeUndefined();
    expect(passwordStrength("Wachtwoord2024!", { isCommon: isCommonPassword("Wachtwoord2024!") })).toMatchObject({ strength: "poor", problemId: "password.too_common" });
  });
});
