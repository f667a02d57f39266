import { randomUUID } from "node:crypto";
import { isIP } from "node:net";
import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import { Clock, Effect } from "effect";
import { HttpApiBuilder } from "effect/http-api";
import {
  EVENT_TYPES,
  MAX_WEBHOOK_ENDPOINTS_PER_MARKET,
  ShopApi,
  type EventType,
  type WebhookDelivery,
  type WebhookDeliveryStatus,
  type WebhookEndpoint,
  type WebhookTestMessage,
} from "@proshop/core";
import { ServerConfig } from "../config.ts";
import { Db, type ShopDatabase } from "../db/client.ts";
import { audit, domainEvents, users, webhookDeliveries, webhookEndpoints } from "../db/schema.ts";
import { refuse } from "../errors.ts";
import { supportMarkets } from "../handlers/outbox.ts";
import { signedInAccount } from "../handlers/signed-in-account.ts";
import { isPublicAddress } from "./address-guard.ts";
import { webhookPoster } from "./post.ts";
import { newWebhookSecret, signedHeaders } from "./signing.ts";

/*
 * The webhook calls (core's contract/webhooks.ts): support agents manage the endpoints of the
 * markets they serve (their own and those named for them in rep_companies). An endpoint or
 * delivery of another market answers 404 like an unknown id. Each change is audited.
 */

const DEFAULT_DELIVERIES_LIMIT = 50;
/** How long the secret before a rotation still signs. */
const PREVIOUS_SECRET_HOURS = 24;

type EndpointRow = typeof webhookEndpoints.$inferSelect;

export const endpointOf = (row: EndpointRow): WebhookEndpoint => ({
  id: row.id,
  market: row.organisationId,
  url: row.url,
  events: row.events.filter((type): type is EventType => (EVENT_TYPES as ReadonlyArray<string>).includes(type)),
  patient_data: row.patientData,
  enabled: row.enabled,
  disabled_reason: row.disabledReason === "support" || row.disabledReason === "failing" ? row.disabledReason : null,
  failing_since: row.failingSince?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
});

/**
 * Why `text` may not be an endpoint, as a refusal code, or null. The address a name resolves to
 * is checked at each delivery (address-guard.ts); here only what the URL itself says.
 */
const urlRefusal = (text: string, allowPrivate: boolean): "webhooks.url_invalid" | "webhooks.url_not_https" | "webhooks.url_private" | null => {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return "webhooks.url_invalid";
  }
  if ((url.protocol !== "https:" && url.protocol !== "http:") || url.username !== "" || url.password !== "" || url.hostname === "") return "webhooks.url_invalid";
  if (allowPrivate) return null;
  if (url.protocol !== "https:") return "webhooks.url_not_https";
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  if (host === "localhost" || host.endsWith(".localhost") || (isIP(host) !== 0 && !isPublicAddress(host))) return "webhooks.url_private";
  return null;
};

const deliveryOf = (row: {
  id: number;
  endpointId: number;
  eventId: string;
  eventType: string;
  status: string;
  attempts: number;
  lastStatus: number | null;
  lastError: string | null;
  runAfter: Date;
  createdAt: Date;
  deliveredAt: Date | null;
}): WebhookDelivery => ({
  id: row.id,
  endpoint_id: row.endpointId,
  event_id: row.eventId,
  event_type: row.eventType as EventType,
  status: row.status as WebhookDeliveryStatus,
  attempts: row.attempts,
  last_status: row.lastStatus,
  last_error: row.lastError,
  next_try_at: row.status === "pending" ? row.runAfter.toISOString() : null,
  created_at: row.createdAt.toISOString(),
  delivered_at: row.deliveredAt?.toISOString() ?? null,
});

const deliveryColumns = {
  id: webhookDeliveries.id,
  endpointId: webhookDeliveries.endpointId,
  eventId: domainEvents.id,
  eventType: domainEvents.type,
  status: webhookDeliveries.status,
  attempts: webhookDeliveries.attempts,
  lastStatus: webhookDeliveries.lastStatus,
  lastError: webhookDeliveries.lastError,
  runAfter: webhookDeliveries.runAfter,
  createdAt: webhookDeliveries.createdAt,
  deliveredAt: webhookDeliveries.deliveredAt,
};

const now = Clock.currentTimeMillis.pipe(Effect.map((millis) => new Date(millis)));

/** The signed-in support agent, their own market and the markets they serve; 403 for anyone else. */
const supportAgent = (db: ShopDatabase) =>
  Effect.gen(function* () {
    const { account } = yield* signedInAccount(db);
    const markets = yield* Effect.promise(() => supportMarkets(db, account.user.id));
    if (markets === null) return yield* refuse.forbidden("webhooks.not_allowed", {}, account.user.language);
    const [own] = yield* Effect.promise(() => db.select({ market: users.organisationId }).from(users).where(eq(users.id, account.user.id)));
    return { user: account.user, markets, own: own?.market ?? markets[0]! };
  });

type Agent = Effect.Success<ReturnType<typeof supportAgent>>;

const audited = (db: ShopDatabase, agent: Agent, action: string, details: Record<string, unknown>) =>
  Effect.flatMap(now, (at) => Effect.promise(() => db.insert(audit).values({ userId: agent.user.id, action, at, details })));

export const WebhooksHandlers = HttpApiBuilder.group(
  ShopApi,
  "webhooks",
  Effect.fnUntraced(function* (handlers) {
    const db = yield* Db;
    const config = yield* ServerConfig;
    const allowPrivate = config.webhooksAllowPrivate ?? config.databaseUrl === null;

    /** The endpoint `id` of a market the agent serves; 404 otherwise. */
    const endpointFor = (agent: Agent, id: number) =>
      Effect.gen(function* () {
        const [row] = yield* Effect.promise(() =>
          db
            .select()
            .from(webhookEndpoints)
            .where(and(eq(webhookEndpoints.id, id), inArray(webhookEndpoints.organisationId, agent.markets))),
        );
        if (row === undefined) return yield* refuse.notFound("webhooks.not_found", { id }, agent.user.language);
        return row;
      });

    const setEnabled = (id: number, enabled: boolean) =>
      Effect.gen(function* () {
        const agent = yield* supportAgent(db);
        yield* endpointFor(agent, id);
        const [row] = yield* Effect.promise(() =>
          db
            .update(webhookEndpoints)
            .set(enabled ? { enabled: true, disabledReason: null, failingSince: null } : { enabled: false, disabledReason: "support" })
            .where(eq(webhookEndpoints.id, id))
            .returning(),
        );
        yield* audited(db, agent, enabled ? "webhook.enable" : "webhook.disable", { endpoint_id: id });
        return endpointOf(row!);
      });

    return handlers
      .handle("listWebhooks", () =>
        Effect.gen(function* () {
          const agent = yield* supportAgent(db);
          const rows = yield* Effect.promise(() =>
            db.select().from(webhookEndpoints).where(inArray(webhookEndpoints.organisationId, agent.markets)).orderBy(webhookEndpoints.id),
          );
          return { endpoints: rows.map(endpointOf) };
        }),
      )
      .handle("addWebhook", ({ payload }) =>
        Effect.gen(function* () {
          const agent = yield* supportAgent(db);
          const language = agent.user.language;
          const market = payload.market?.trim().toUpperCase() ?? agent.own;
          if (!agent.markets.includes(market)) return yield* refuse.forbidden("webhooks.market_not_allowed", { market }, language);
          const url = payload.url.trim();
          const refusal = urlRefusal(url, allowPrivate);
          if (refusal !== null) return yield* refuse.badRequest(refusal, { field: "url" }, language);
          const [{ endpoints } = { endpoints: 0 }] = yield* Effect.promise(() =>
            db.select({ endpoints: count() }).from(webhookEndpoints).where(eq(webhookEndpoints.organisationId, market)),
          );
          if (endpoints >= MAX_WEBHOOK_ENDPOINTS_PER_MARKET) {
            return yield* refuse.conflict("webhooks.too_many", { market, max: MAX_WEBHOOK_ENDPOINTS_PER_MARKET }, language);
          }
          const secret = newWebhookSecret();
          const [row] = yield* Effect.promise(() =>
            db
              .insert(webhookEndpoints)
              .values({
                organisationId: market,
                url,
                events: [...new Set(payload.events ?? EVENT_TYPES)],
                patientData: payload.patient_data ?? false,
                secret,
                createdBy: agent.user.id,
              })
              .returning(),
          );
          yield* audited(db, agent, "webhook.add", { endpoint_id: row!.id, market, url, patient_data: row!.patientData });
          return { endpoint: endpointOf(row!), secret };
        }),
      )
      .handle("listWebhookDeliveries", ({ params, query }) =>
        Effect.gen(function* () {
          const agent = yield* supportAgent(db);
          yield* endpointFor(agent, params.id);
          const rows = yield* Effect.promise(() =>
            db
              .select(deliveryColumns)
              .from(webhookDeliveries)
              .innerJoin(domainEvents, eq(domainEvents.position, webhookDeliveries.eventPosition))
              .where(and(eq(webhookDeliveries.endpointId, params.id), query.status === undefined ? undefined : eq(webhookDeliveries.status, query.status)))
              .orderBy(desc(webhookDeliveries.id))
              .limit(query.limit ?? DEFAULT_DELIVERIES_LIMIT),
          );
          return { deliveries: rows.map(deliveryOf) };
        }),
      )
      .handle("redeliverWebhook", ({ params }) =>
        Effect.gen(function* () {
          const agent = yield* supportAgent(db);
          const language = agent.user.language;
          const [found] = yield* Effect.promise(() =>
            db
              .select({ endpointId: webhookDeliveries.endpointId, enabled: webhookEndpoints.enabled })
              .from(webhookDeliveries)
              .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
              .where(and(eq(webhookDeliveries.id, params.id), inArray(webhookEndpoints.organisationId, agent.markets))),
          );
          if (found === undefined) return yield* refuse.notFound("webhooks.not_found", { id: params.id }, language);
          if (!found.enabled) return yield* refuse.conflict("webhooks.endpoint_disabled", { id: found.endpointId }, language);
          // From its first try again, due now; the same webhook-id (the event's), so a receiver that has it drops it.
          yield* Effect.promise(() =>
            db
              .update(webhookDeliveries)
              .set({ status: "pending", attempts: 0, runAfter: sql`now()`, lastError: null })
              .where(eq(webhookDeliveries.id, params.id)),
          );
          yield* audited(db, agent, "webhook.redeliver", { delivery_id: params.id, endpoint_id: found.endpointId });
          const [row] = yield* Effect.promise(() =>
            db
              .select(deliveryColumns)
              .from(webhookDeliveries)
              .innerJoin(domainEvents, eq(domainEvents.position, webhookDeliveries.eventPosition))
              .where(eq(webhookDeliveries.id, params.id)),
          );
          return deliveryOf(row!);
        }),
      )
      .handle("testWebhook", ({ params }) =>
        Effect.gen(function* () {
          const agent = yield* supportAgent(db);
          const endpoint = yield* endpointFor(agent, params.id);
          const at = yield* now;
          const message: WebhookTestMessage = {
            id: `test_${randomUUID()}`,
            type: "webhook.test",
            time: at.toISOString(),
            market: endpoint.organisationId,
            data: { endpoint_id: endpoint.id, message: "A test message from proshop webhooks test." },
          };
          const body = JSON.stringify(message);
          const poster = webhookPoster({ timeoutMs: config.webhooksTimeoutMs, allowPrivate });
          const outcome = yield* Effect.promise(() => poster.post(endpoint.url, signedHeaders([endpoint.secret], message.id, at, body), body)).pipe(
            Effect.ensuring(Effect.sync(() => poster.close())),
          );
          yield* audited(db, agent, "webhook.test", { endpoint_id: endpoint.id, status: outcome.status });
          return { ok: outcome.error === null, id: message.id, status: outcome.status, duration_ms: outcome.durationMs, error: outcome.error };
        }),
      )
      .handle("rotateWebhookSecret", ({ params }) =>
        Effect.gen(function* () {
          const agent = yield* supportAgent(db);
          const endpoint = yield* endpointFor(agent, params.id);
          const secret = newWebhookSecret();
          const [row] = yield* Effect.promise(() =>
            db
              .update(webhookEndpoints)
              .set({ secret, previousSecret: endpoint.secret, previousSecretUntil: sql`now() + make_interval(hours => ${PREVIOUS_SECRET_HOURS})` })
              .where(eq(webhookEndpoints.id, endpoint.id))
              .returning(),
          );
          yield* audited(db, agent, "webhook.rotate_secret", { endpoint_id: endpoint.id });
          return { endpoint: endpointOf(row!), secret };
        }),
      )
      .handle("disableWebhook", ({ params }) => setEnabled(params.id, false))
      .handle("enableWebhook", ({ params }) => setEnabled(params.id, true));
  }),
);
