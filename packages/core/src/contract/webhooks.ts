import { Schema } from "effect";
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "effect/http-api";
import { EVENT_TYPES } from "../events/schemas.ts";
import { ADMIN_PREFIX } from "./admin.ts";
import { ApiRefusals } from "./errors.ts";
import { SessionAuthorization } from "./security.ts";

/*
 * Webhook endpoints of a market (issue 34): where its events are pushed, signed per the
 * Standard Webhooks specification. Support agents of that market only (`proshop webhooks`):
 * add (the signing secret is answered once), list, an endpoint's deliveries, redeliver one, send
 * a test message, rotate the secret, disable and enable.
 */

/** Longest endpoint URL. */
export const MAX_WEBHOOK_URL_LENGTH = 2000;
/** Most endpoints one market may have. */
export const MAX_WEBHOOK_ENDPOINTS_PER_MARKET = 10;
/** Most deliveries one list answers. */
export const WEBHOOK_DELIVERIES_MAX_LIMIT = 500;

export const WEBHOOK_DELIVERY_STATUSES = ["pending", "delivered", "failed"] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** support: a person disabled it; failing: every try failed for days. */
export const WEBHOOK_DISABLED_REASONS = ["support", "failing"] as const;

export const WebhookEndpoint = Schema.Struct({
  id: Schema.Int,
  market: Schema.String,
  url: Schema.String,
  events: Schema.Array(Schema.Literals(EVENT_TYPES)),
  /** Marked for the Zoom! Delivered lab: zoom_delivery.placed carries the patient. */
  patient_data: Schema.Boolean,
  enabled: Schema.Boolean,
  disabled_reason: Schema.NullOr(Schema.Literals(WEBHOOK_DISABLED_REASONS)),
  /** Since when every try failed (ISO 8601); null when the last try succeeded. */
  failing_since: Schema.NullOr(Schema.String),
  created_at: Schema.String,
});
export type WebhookEndpoint = typeof WebhookEndpoint.Type;

export const WebhookEndpointList = Schema.Struct({ endpoints: Schema.Array(WebhookEndpoint) });
export type WebhookEndpointList = typeof WebhookEndpointList.Type;

/** An endpoint with its signing secret (`whsec_...`): answered at creation and rotation only. */
export const WebhookEndpointWithSecret = Schema.Struct({ endpoint: WebhookEndpoint, secret: Schema.String });
export type WebhookEndpointWithSecret = typeof WebhookEndpointWithSecret.Type;

/** POST /admin/webhooks */
export const WebhookEndpointCreate = Schema.Struct({
  url: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(MAX_WEBHOOK_URL_LENGTH)),
  /** The event types to send; absent: every type. */
  events: Schema.optionalKey(Schema.Array(Schema.Literals(EVENT_TYPES)).check(Schema.isMinLength(1), Schema.isMaxLength(EVENT_TYPES.length * 2))),
  patient_data: Schema.optionalKey(Schema.Boolean),
  /** The market (organisation id); absent: the support agent's own. */
  market: Schema.optionalKey(Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(8))),
});
export type WebhookEndpointCreate = typeof WebhookEndpointCreate.Type;

export const WebhookDelivery = Schema.Struct({
  id: Schema.Int,
  endpoint_id: Schema.Int,
  /** The event's id: the `webhook-id` of every try. */
  event_id: Schema.String,
  event_type: Schema.Literals(EVENT_TYPES),
  status: Schema.Literals(WEBHOOK_DELIVERY_STATUSES),
  attempts: Schema.Int,
  /** The HTTP status of the last try; null when it got none (refused, timed out, address not allowed). */
  last_status: Schema.NullOr(Schema.Int),
  last_error: Schema.NullOr(Schema.String),
  /** When the next try is due, while pending (ISO 8601). */
  next_try_at: Schema.NullOr(Schema.String),
  created_at: Schema.String,
  delivered_at: Schema.NullOr(Schema.String),
});
export type WebhookDelivery = typeof WebhookDelivery.Type;

export const WebhookDeliveryList = Schema.Struct({ deliveries: Schema.Array(WebhookDelivery) });
export type WebhookDeliveryList = typeof WebhookDeliveryList.Type;

/** What `test` got: the receiver's status, or why it got none. */
export const WebhookTestResult = Schema.Struct({
  ok: Schema.Boolean,
  /** The test message's `webhook-id`. */
  id: Schema.String,
  status: Schema.NullOr(Schema.Int),
  duration_ms: Schema.Number,
  error: Schema.NullOr(Schema.String),
});
export type WebhookTestResult = typeof WebhookTestResult.Type;

const endpointId = { id: Schema.NumberFromString.check(Schema.isInt(), Schema.isGreaterThanOrEqualTo(1)) };

export const WebhookDeliveriesQuery = {
  status: Schema.optional(Schema.Literals(WEBHOOK_DELIVERY_STATUSES)),
  limit: Schema.optional(
    Schema.NumberFromString.check(Schema.isInt(), Schema.isGreaterThanOrEqualTo(1), Schema.isLessThanOrEqualTo(WEBHOOK_DELIVERIES_MAX_LIMIT)),
  ),
};

const supportOnly = (description: string) => OpenApi.annotations({ description: `${description} Support agents of the market only.` });

/**
 * Support agents only (403 `webhooks.not_allowed`); an endpoint or delivery of a market the agent
 * does not serve answers 404 `webhooks.not_found`, like an unknown id.
 */
export class WebhooksApi extends HttpApiGroup.make("webhooks")
  .add(
    HttpApiEndpoint.get("listWebhooks", "/webhooks", { success: WebhookEndpointList, error: ApiRefusals })
      .middleware(SessionAuthorization)
      .annotateMerge(supportOnly("The webhook endpoints of the markets the agent serves, without their secrets.")),
    HttpApiEndpoint.post("addWebhook", "/webhooks", { payload: WebhookEndpointCreate, success: WebhookEndpointWithSecret, error: ApiRefusals })
      .middleware(SessionAuthorization)
      .annotateMerge(supportOnly("Adds an endpoint; its signing secret is in this answer only.")),
    HttpApiEndpoint.get("listWebhookDeliveries", "/webhooks/:id/deliveries", {
      params: endpointId,
      query: WebhookDeliveriesQuery,
      success: WebhookDeliveryList,
      error: ApiRefusals,
    })
      .middleware(SessionAuthorization)
      .annotateMerge(supportOnly("An endpoint's deliveries, newest first (at most `limit`, default 50).")),
    HttpApiEndpoint.post("redeliverWebhook", "/webhook-deliveries/:id/redeliver", { params: endpointId, success: WebhookDelivery, error: ApiRefusals })
      .middleware(SessionAuthorization)
      .annotateMerge(supportOnly("Sends a delivery again, with the same webhook-id, from its first try.")),
    HttpApiEndpoint.post("testWebhook", "/webhooks/:id/test", { params: endpointId, success: WebhookTestResult, error: ApiRefusals })
      .middleware(SessionAuthorization)
      .annotateMerge(supportOnly("Sends a signed `webhook.test` message now and answers what the receiver said.")),
    HttpApiEndpoint.post("rotateWebhookSecret", "/webhooks/:id/rotate-secret", { params: endpointId, success: WebhookEndpointWithSecret, error: ApiRefusals })
      .middleware(SessionAuthorization)
      .annotateMerge(supportOnly("A new signing secret, in this answer only; deliveries carry a signature with the old one too for 24 hours.")),
    HttpApiEndpoint.post("disableWebhook", "/webhooks/:id/disable", { params: endpointId, success: WebhookEndpoint, error: ApiRefusals })
      .middleware(SessionAuthorization)
      .annotateMerge(supportOnly("Stops deliveries to the endpoint.")),
    HttpApiEndpoint.post("enableWebhook", "/webhooks/:id/enable", { params: endpointId, success: WebhookEndpoint, error: ApiRefusals })
      .middleware(SessionAuthorization)
      .annotateMerge(supportOnly("Delivers to the endpoint again (events from now on; redeliver older ones).")),
  )
  .prefix(ADMIN_PREFIX)
  .annotateMerge(OpenApi.annotations({ title: "Webhooks", description: "Where a market's events are pushed, signed per Standard Webhooks (issue 34)." })) {}
