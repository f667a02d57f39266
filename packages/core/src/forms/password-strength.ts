/**
 * Password strength as the register form shows it (labels poor, weak, normal, good, strong).
 *
 * Scoring, one point each:
 *   - at least 8 characters
 *   - at least 12 characters
 *   - both lower-case and upper-case letters
 *   - at least one digit
 *   - at least one other character (symbol, space, accented letter...)
 * Score 0-1 poor, 2 weak, 3 normal, 4 good, 5 strong. A password shorter than 6 characters is
 * poor whatever it contains: length matters more than variety against guessing.
 * A password the server would refuse (password-rules.ts: too short, common, the e-mail) is
 * poor whatever its points, and says why (`problemId`), so the meter agrees with the server.
 */
import { newPasswordProblem, type NewPasswordContext } from "./password-rules.ts";


export const PASSWORD_STRENGTHS = ["poor", "weak", "normal", "good", "strong"] as const;
export type PasswordStrength = (typeof PASSWORD_STRENGTHS)[number];

export interface PasswordStrengthResult {
  /** 0 to 5 points. */
  readonly score: number;
  readonly strength: PasswordStrength;
  /** Message id of the label, e.g. `forms.password_strength.good`. */
  readonly messageId: string;
  /** Message id of why the server would refuse it (`password.too_common`...), when it would. */
  readonly problemId?: string;
}

export const passwordScore = (password: string): number => {
  const length = [...password].length;
  const points = [
    length >= 8,
    length >= 12,
    /\p{Ll}/u.test(password) && /\p{Lu}/u.test(password),
    /\p{Nd}/u.test(password),
    /[^A-Za-z0-9]/.test(password),
  ];
  return points.filter(Boolean).length;
};

const strengthOfScore = (score: number): PasswordStrength =>
  score <= 1 ? "poor" : score === 2 ? "weak" : score === 3 ? "normal" : score === 4 ? "good" : "strong";

export const passwordStrength = (password: string, context: NewPasswordContext = { isCommon: false }): PasswordStrengthResult => {
  const score = passwordScore(password);
  const problem = newPasswordProblem(password, context);
  const strength = [...password].length < 6 || problem !== null ? "poor" : strengthOfScore(score);
  return { score, strength, messageId: `forms.password_strength.${strength}`, ...(problem === null ? {} : { problemId: problem.code }) };
};
