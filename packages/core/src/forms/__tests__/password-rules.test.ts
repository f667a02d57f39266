import { describe, expect, it } from "vitest";
import { isCommonPassword } from "../common-passwords.ts";
import { newPasswordProblem } from "../password-rules.ts";
import { passwordStrength } from "../password-strength.ts";

const problem = (password: string, email?: string) => newPasswordProblem(password, { email, isCommon: isCommonPassword(password) })?.code ?? null;

describe("new password rules (NIST 800-63B)", () => {
  it("refuses the most common passwords, whatever their case", () => {
    for (const password of ["12345678", "password", "PASSWORD", "qwertyuiop", "iloveyou", "sunshine"]) expect(problem(password), password).toBe("password.too_common");
    expect(problem("Sage-femme-2024")).toBeNull();
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
    expect(passwordStrength("Sage-femme-2024", { email: "anne@example.fr", isCommon: isCommonPassword("Sage-femme-2024") }).problemId).toBeUndefined();
  });
});
