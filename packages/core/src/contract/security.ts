import { Context } from "effect";
import { HttpApiMiddleware, HttpApiSecurity, OpenApi } from "effect/http-api";
import { EntityId } from "../entities/lenient.ts";
import { ApiUnauthorized } from "./errors.ts";

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
 * (the API client adds the header itself).
 */
export class SessionAuthorization extends HttpApiMiddleware.Service<SessionAuthorization, { provides: CurrentSession }>()(
  "@proshop/core/contract/SessionAuthorization",
  { security: { sessionToken }, error: ApiUnauthorized },
) {}

/**
 * Forms anyone may send (registration, contact question): the bearer is a short-lived signed
 * request token, or, for a question from a signed-in user, the session token.
 */
export class FormAuthorization extends HttpApiMiddleware.Service<FormAuthorization>()(
  "@proshop/core/contract/FormAuthorization",
  { security: { formToken }, error: ApiUnauthorized },
) {}
