import { HttpApi, OpenApi } from "effect/http-api";
import { ZoomDeliveredApi } from "../zoom-delivered/contract.ts";
import { IntegrationApi, IntegrationKeysApi } from "./integration.ts";
import { ReportingPublicApi } from "./public-occupancy.ts";
import { ReportingApi } from "./reporting.ts";
import { WebhooksApi } from "./webhooks.ts";
import { ShopCallsApi } from "./shop-calls.ts";

/**
 * The shop's HTTP contract, defined once: the server implements it, `ApiClient` is derived
 * from its shop calls (shop-calls.ts) and each feature's client from its own group, the
 * OpenAPI document is generated from it.
 *
 * Paths are those of SPEC 7 under two prefixes: `/admin/...` (the admin API, the "base") and
 * `/auth/...` (the same base with admin replaced by auth). A client configured with the API
 * root `https://shop.example/api` therefore calls `https://shop.example/api/admin/user/me`
 * and `https://shop.example/api/auth/login`. The reporting area is a second group under
 * `/reporting/api` (issue 14).
 */
export class ShopApi extends ShopCallsApi.add(ZoomDeliveredApi)
  .add(ReportingApi)
  .add(ReportingPublicApi)
  .add(WebhooksApi)
  .add(IntegrationKeysApi)
  .add(IntegrationApi)
  .annotateMerge(
    OpenApi.annotations({
      title: "Proshop API",
      version: "1.0.0",
      description:
        "Admin and auth API of the professional ordering shop, the people-counting and library reporting API under /reporting/api, and the integration API for a market's warehouse or ERP under /integration/v1 (machine keys). Refused requests answer `{ error: { code, message } }`; a body with a property its schema does not name is refused (400 naming it), as `additionalProperties: false` says.",
    }),
  )
  // Issue 11 item 16: unknown body properties are refused, not silently dropped (request bodies only: headers carry transport fields).
  .annotate(HttpApi.PayloadParseOptions, { onExcessProperty: "error" }) {}

/** The OpenAPI 3.1 document of the contract. */
export const shopOpenApi = (): OpenApi.OpenAPISpec => OpenApi.fromApi(ShopApi);
