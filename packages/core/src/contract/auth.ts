import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "effect/http-api";
import {
  ForgotPasswordRequest,
  LoginAnswer,
  LoginRequest,
  PrefillAnswer,
  PrefillRequest,
  ResetPasswordRequest,
  SuccessAnswer,
} from "./bodies.ts";
import { ApiRefusals, ApiServiceUnavailable, ApiTooManyRequests } from "./errors.ts";
import { checkedBody } from "./text.ts";

/** Where the auth API lives: the admin base with admin replaced by auth (SPEC 7). */
export const AUTH_PREFIX = "/auth";

/** The auth API of SPEC 7: calls made before there is a session, so no authorization. */
export class AuthApi extends HttpApiGroup.make("auth")
  .add(
    HttpApiEndpoint.post("login", "/login", {
      payload: checkedBody(LoginRequest),
      success: LoginAnswer,
      // 429 after too many failed attempts for the account or from the address; 503 when the password checks' queue is full.
      error: [...ApiRefusals, ApiTooManyRequests, ApiServiceUnavailable],
    }),
    // Ends the session of the bearer token only (the nurse's phone stays logged in when the
    // practice's shared computer logs out). Always 200: logging out with an expired token is no error.
    HttpApiEndpoint.post("logout", "/logout", { success: SuccessAnswer, error: ApiRefusals }),
    // Ends every session of the bearer token's user, this one included (issue 35). 401
    // session.expired when the token is no longer valid: nothing was ended.
    HttpApiEndpoint.post("logoutEverywhere", "/logout/everywhere", { success: SuccessAnswer, error: ApiRefusals }),
    HttpApiEndpoint.post("prefill", "/prefill", { payload: checkedBody(PrefillRequest), success: PrefillAnswer, error: ApiRefusals }),
    HttpApiEndpoint.post("resetPassword", "/reset", {
      payload: checkedBody(ResetPasswordRequest),
      success: SuccessAnswer,
      error: ApiRefusals,
    }),
    HttpApiEndpoint.post("forgotPassword", "/forgot", {
      payload: checkedBody(ForgotPasswordRequest),
      success: SuccessAnswer,
      // 429 after too many requests for the e-mail or from the address.
      error: [...ApiRefusals, ApiTooManyRequests],
    }),
  )
  .prefix(AUTH_PREFIX)
  .annotateMerge(OpenApi.annotations({ title: "Auth", description: "Log in and password recovery (SPEC 7)." })) {}
