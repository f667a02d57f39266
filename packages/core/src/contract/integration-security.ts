import { Context } from "effect";
import { HttpApiMiddleware, HttpApiSecurity, OpenApi } from "effect/http-api";
import { ApiForbidden, ApiUnauthorized } from "./errors.ts";

/*
 * Who calls the integration API (issue 34): a warehouse or ERP with a machine key of ONE
 * market, created by that market's support (`proshop integration keys create`), shown once,
 * stored hashed, revocable. Each key carries scopes; each call needs one of them.
 */

/** What a key may do: read the event feed, read orders, report status/shipments/invoices, set stock. */
export const INTEGRATION_SCOPES = ["events:read", "orders:read", "orders:write", "stock:write"] as const;
export type IntegrationScope = (typeof INTEGRATION_SCOPES)[number];

/**
 * Every key starts with this, so a key pasted where it should not be (a repository, a ticket) is
 * recognisable to secret scanners and to people; the rest is 32 random bytes, base64url.
 */
export const INTEGRATION_KEY_PREFIX = "pik_";

/** The key a call came with, as the server found it (valid, not revoked). */
export class CurrentIntegrationKey extends Context.Service<
  CurrentIntegrationKey,
  {
    readonly keyId: number;
    /** The market (organisation id, 'FR') the key reaches; nothing of another market exists for it. */
    readonly market: string;
    readonly scopes: ReadonlyArray<IntegrationScope>;
  }
>()("@proshop/core/contract/CurrentIntegrationKey") {}

const integrationKey = HttpApiSecurity.bearer.pipe(
  HttpApiSecurity.annotateMerge(
    OpenApi.annotations({
      description: `A machine key of one market: \`Authorization: Bearer ${INTEGRATION_KEY_PREFIX}...\`, created by the market's support with \`proshop integration keys create --market fr --scopes orders:read,orders:write\` (shown once, stored hashed). Scopes: ${INTEGRATION_SCOPES.join(", ")}.`,
    }),
  ),
);

/**
 * The integration calls: 401 `integration.key_invalid` for a missing, unknown or revoked key.
 * The scope each call needs is checked by the call (403 `integration.scope_missing`).
 */
export class IntegrationAuthorization extends HttpApiMiddleware.Service<IntegrationAuthorization, { provides: CurrentIntegrationKey }>()(
  "@proshop/core/contract/IntegrationAuthorization",
  { security: { integrationKey }, error: [ApiUnauthorized, ApiForbidden] },
) {}
