import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PASSWORD_STRENGTHS, passwordScore, passwordStrength } from "../password-strength.ts";

describe("password-strength", () => {
  it("labels passwords from poor to strong", () => {
    expect(passwordStrength("").strength).toBe("poor");
    expect(passwordStrength("abc").strength).toBe("poor");
    expect(passwordStrength("abcdefgh").strength).toBe("poor");
    expect(passwordStrength("abcdefg1").strength).toBe("weak");
    expect(passwordStrength("Abcdefg1").strength).toBe("normal");
    expect(passwordStrength("Abcdefg1!").strength).toBe("good");
    expect(passwordStrength("Abcdefghij1!").strength).toBe("strong");
  });

  it("keeps short passwords poor whatever they contain", () => {
    expect(passwordStrength("A1!b").strength).toBe("poor");
  });

  it("gives the message id of the label", () => {
    expect(passwordStrength("Abcdefghij1!").messageId).toBe("forms.password_strength.strong");
  });

  it("never scores lower when a character is appended", () => {
    fc.assert(
      fc.property(fc.string(), fc.string({ minLength: 1, maxLength: 1 }), (password, extra) => {
        expect(passwordScore(password + extra)).toBeGreaterThanOrEqual(passwordScore(password));
        const rank = (p: string) => PASSWORD_STRENGTHS.indexOf(passwordStrength(p).strength);
        expect(rank(password + extra)).toBeGreaterThanOrEqual(rank(password));
      }),
    );
  });

  it("scores between 0 and 5", () => {
    fc.assert(fc.property(fc.string(), (password) => {
      const score = passwordScore(password);
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(5);
    }));
  });
});
