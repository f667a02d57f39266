import { Schema } from "effect";
import { Company } from "../entities/company.ts";
import { User } from "../entities/user.ts";
import { boundedText, MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH } from "./text.ts";

const Email = boundedText(MAX_EMAIL_LENGTH);
const Password = boundedText(MAX_PASSWORD_LENGTH);
/** Reset and invitation tokens are short signed strings. */
const Token = boundedText(2048);

/*
 * Request and answer bodies of SPEC 7 that are not entities of their own. Entities (User,
 * ShopProduct, Category, ShopConfig, Registration, ContactQuestion...) live in src/entities.
 */

/**
 * GET /admin/user/me: the user record plus the company the account belongs to. SPEC 7 only
 * says "user fields"; the session also needs the company (license approval, orders this year
 * for the banners, SPEC 4), and no other call gives it, so the answer carries it. Null for a
 * user without a company (a sales rep's own company may be absent).
 */
export const CurrentUserAnswer = Schema.Struct({
  ...User.fields,
  company: Schema.optional(Schema.NullOr(Company)),
});
export type CurrentUserAnswer = typeof CurrentUserAnswer.Type;

/** POST /auth/login. */
export const LoginRequest = Schema.Struct({ email: Email, password: Password });
export type LoginRequest = typeof LoginRequest.Type;

/** POST /auth/login answer: the session token as `auth`, plus the same fields as GET /user/me. */
export const LoginAnswer = Schema.Struct({ ...CurrentUserAnswer.fields, auth: Schema.String });
export type LoginAnswer = typeof LoginAnswer.Type;

/**
 * PUT /admin/user/me: a new password for the signed-in user. The server requires
 * `current_password` too (400 naming it when absent; 403 `account.current_password_wrong`
 * when wrong, not 401, which clients read as an expired session): a token left in a browser
 * must not be enough to take the account over. It is optional in the type only so
 * that clients written against SPEC 7 ("password") still compile.
 */
export const PasswordChangeRequest = Schema.Struct({
  password: Password,
  current_password: Schema.optional(Password),
});
export type PasswordChangeRequest = typeof PasswordChangeRequest.Type;

/** POST /auth/forgot: where to send the reset link. */
export const ForgotPasswordRequest = Schema.Struct({ email: Email });
export type ForgotPasswordRequest = typeof ForgotPasswordRequest.Type;

/**
 * POST /auth/reset: "the reset payload without e-mail" (SPEC 7). The reset form asks for the
 * e-mail too, for the password manager, but the token from the e-mailed link names the account.
 */
export const ResetPasswordRequest = Schema.Struct({ token: Token, password: Password });
export type ResetPasswordRequest = typeof ResetPasswordRequest.Type;

/** POST /auth/prefill: the token of an invitation link. */
export const PrefillRequest = Schema.Struct({ token: Token });
export type PrefillRequest = typeof PrefillRequest.Type;

/**
 * POST /auth/prefill answer ("not shown" in SPEC 7): what the shop already knows about the
 * invited professional, to prefill the registration form. Every field is optional.
 */
export const PrefillAnswer = Schema.Struct({
  email: Schema.optional(Schema.String),
  firstName: Schema.optional(Schema.String),
  lastName: Schema.optional(Schema.String),
  phone: Schema.optional(Schema.String),
  cust_no: Schema.optional(Schema.String),
  company_name: Schema.optional(Schema.String),
  street_name: Schema.optional(Schema.String),
  house_number: Schema.optional(Schema.String),
  postalcode: Schema.optional(Schema.String),
  city: Schema.optional(Schema.String),
  country: Schema.optional(Schema.String),
  license_number: Schema.optional(Schema.String),
});
export type PrefillAnswer = typeof PrefillAnswer.Type;

/** The answer of calls whose only news is "it worked" (SPEC 7: "200 success"), with an optional text. */
export const SuccessAnswer = Schema.Struct({
  success: Schema.Boolean,
  message: Schema.optional(Schema.String),
});
export type SuccessAnswer = typeof SuccessAnswer.Type;

/**
 * The answer of a password change: it ends every session of the user (issue 11), so it carries
 * a new session token (`auth`) for the caller to keep using.
 */
export const PasswordChangeAnswer = Schema.Struct({ ...SuccessAnswer.fields, auth: Schema.optional(Schema.String) });
export type PasswordChangeAnswer = typeof PasswordChangeAnswer.Type;
