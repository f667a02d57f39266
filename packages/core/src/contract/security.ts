import { Context } from "effect";
import { HttpApiMiddleware, HttpApiSecurity, OpenApi } from "effect/http-api";
import { EntityId } from "../entities/lenient.ts";
import { ApiForbidden, ApiUnauthorized } from "./errors.ts";

/**
 * Who is calling, as the server established it from the bearer token. `customerNumber` is the
 * company the call acts for: the user's own, or for a sales rep the office named by the
 * `X-Customer-Number` header (see `CUSTOMER_NUMBER_HEADER`), once the server checked the rep
 * may order for it.
 */
export class CurrentSession extends Context.Service<
  CurrentSession,
  { readonly userId: EntityId; readonly customerNumber: string | null }
>()("@proshop/core/contract/CurrentSession") {}

const sessionToken = HttpApiSecurity.bearer.pipe(
  HttpApiSecurity.annotateMerge(
    OpenApi.annotations({ description: "The session token returned by POST /auth/login as `auth`." }),
  ),
);

const formToken = HttpApiSecurity.bearer.pipe(
  HttpApiSecurity.annotateMerge(
    OpenApi.annotations({
      description:
        "A signed request token (HS256, see SignedRequestClaims) for forms sent without a session; POST /admin/question also accepts the session token.",
    }),
  ),
);

/**
 * Calls of a signed-in user: the session token as bearer. Sales reps add `X-Customer-Number`.
 * The server implements it and provides `CurrentSession`; clients need no implementation
 * (the API client adds the header itself). 401 for a missing, invalid or expired token; 403
 * when `X-Customer-Number` names an office the caller may not order for (or the caller is not
 * a sales rep or support agent).
 */
export class SessionAuthorization extends HttpApiMiddleware.Service<SessionAuthorization, { provides: CurrentSession }>()(
  "@proshop/core/contract/SessionAuthorization",
  { security: { sessionToken }, error: [ApiUnauthorized, ApiForbidden] },
) {}

/**
 * Who sent a form, as the server established it: a signed-in user (session token; `userId`
 * set) or anyone holding a valid signed request token (`userId` null; `email` is the token's
 * e-mail claim). Handlers that accept only one kind check `kind`.
 */
export class FormSender extends Context.Service<
  FormSender,
  { readonly kind: "session" | "signed"; readonly userId: EntityId | null; readonly email: string | null }
>()("@proshop/core/contract/FormSender") {}

/**
 * Forms anyone may send (registration, contact question): the bearer is a short-lived signed
 * request token, or, for a question from a signed-in user, the session token.
 */
export class FormAuthorization extends HttpApiMiddleware.Service<FormAuthorization, { provides: FormSender }>()(
  "@proshop/core/contract/FormAuthorization",
  { security: { formToken }, error: ApiUnauthorized },
) {}
