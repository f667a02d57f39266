import { and, eq, isNull, sql } from "drizzle-orm";
import { translator, type EventPatient } from "@proshop/core";
import type { ShopDatabase, ShopQueryable } from "../db/client.ts";
import { outbox, patientDeliveries, webhookEndpoints } from "../db/schema.ts";
import { onEventRecorded } from "../events/record.ts";
import { wakeAfterCommit } from "../jobs/wake-after-commit.ts";
import { PermanentJobFailure, startJobLoop, type DoneColumns, type JobLoop, type JobOutcome } from "../jobs/claim-loop.ts";
import type { Log } from "../log.ts";
import { webhookPoster } from "./post.ts";
import { signedHeaders } from "./signing.ts";

/*
 * The webhook delivery job (issue 34), on the shared job claim loop (jobs/claim-loop.ts: FOR
 * UPDATE SKIP LOCKED, a lease, retries), so every instance delivers and none twice at once:
 * - at least once: a row is 'delivered' only after a 2xx; an instance that dies mid-try leaves
 *   the row leased, and another instance tries it again when the lease runs out;
 * - the same `webhook-id` on every try (the event's id), so a receiver drops repeats;
 * - exponential backoff with jitter: 5 s, 10 s, 20 s... doubling up to a day, 17 tries over
 *   about three days (WEBHOOKS_RETRY_BASE_MS scales it), then 'failed';
 * - an endpoint whose tries all failed for three days is disabled, and the market's support
 *   agents are mailed (outbox);
 * - sixteen deliveries are tried at once (one slow receiver does not hold the others); a claim
 *   reads the deliveries' endpoints and events in the same statement (`load`).
 * The body is built at delivery time from the event row, plus, for an endpoint marked for the
 * Zoom! Delivered lab, the patient of a zoom_delivery.placed, read from patient_deliveries and
 * never once the delivery was anonymised.
 */

export const WEBHOOK_MAX_ATTEMPTS = 17;
/** Days of failures after which an endpoint is disabled. */
export const WEBHOOK_DISABLE_AFTER_DAYS = 3;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Deliveries claimed per statement (few claims: on PGlite a statement costs milliseconds), and tried at once. */
const BATCH = 64;
const LANES = 16;

/** The wait after failed try `attempt`: base x 2^(attempt-1), at most base x 17,280 (a day for 5 s), times 0.75-1.25. */
export const webhookRetryDelayMs =
  (baseMs: number) =>
  (attempt: number): number =>
    Math.min(baseMs * 2 ** (attempt - 1), baseMs * 17_280) * (0.75 + Math.random() / 2);

export interface WebhookDeliveryOptions {
  readonly db: ShopDatabase;
  readonly log: Log;
  readonly allowPrivate: boolean;
  readonly timeoutMs: number;
  readonly retryBaseMs: number;
  readonly pollIntervalMs: number;
  /** Wakes the mail delivery after a disabled endpoint's mail was queued. */
  readonly wakeMail?: () => void;
  readonly onSettled?: (outcome: JobOutcome, durationMs: number) => void;
}

interface DeliveryRow {
  readonly found: true;
  readonly endpoint_id: number;
  readonly url: string;
  readonly secret: string;
  readonly previous_secret: string | null;
  readonly previous_secret_valid: boolean;
  readonly enabled: boolean;
  readonly patient_data: boolean;
  readonly endpoint_failing: boolean;
  readonly event_id: string;
  readonly type: string;
  readonly market: string;
  readonly occurred_at: Date | string;
  readonly data: Record<string, unknown> | string;
  readonly order_id: number | null;
}

/** A claimed delivery whose endpoint or event was deleted meanwhile (the joins found none). */
type Unjoined = { readonly found: false };

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** What a delivery needs, read with its claim (claim-loop.ts `load`): its endpoint and event. */
const deliveryLoad = {
  columns: sql`endpoint.id IS NOT NULL AND event.position IS NOT NULL AS found, endpoint.id AS endpoint_id, endpoint.url, endpoint.secret, endpoint.previous_secret,
    coalesce(endpoint.previous_secret_until > now(), false) AS previous_secret_valid,
    endpoint.enabled, endpoint.patient_data, endpoint.failing_since IS NOT NULL AS endpoint_failing,
    event.id AS event_id, event.type, event.organisation_id AS market, event.occurred_at, event.data, event.order_id`,
  joins: sql`LEFT JOIN webhook_endpoints endpoint ON endpoint.id = claimed.endpoint_id
    LEFT JOIN domain_events event ON event.position = claimed.event_position`,
};

/** The patient of a Zoom! delivery, or null once anonymised. */
export const deliveryPatient = async (db: ShopQueryable, orderId: number): Promise<EventPatient | null> => {
  const [row] = await db
    .select()
    .from(patientDeliveries)
    .where(and(eq(patientDeliveries.orderId, orderId), isNull(patientDeliveries.anonymisedAt)));
  if (row === undefined) return null;
  return {
    scan_id: row.scanId ?? "",
    first_name: row.firstName ?? "",
    last_name: row.lastName ?? "",
    street: row.street ?? "",
    number: row.number ?? "",
    zip: row.zip ?? "",
    city: row.city ?? "",
    state: row.state ?? "",
    country: row.country,
    email: row.email ?? "",
    phone: row.phone ?? "",
  };
};

/** The body a receiver gets: the event as core's schema says, the patient added for the lab. */
const bodyOf = async (db: ShopQueryable, row: DeliveryRow): Promise<string> => {
  const data = typeof row.data === "string" ? (JSON.parse(row.data) as Record<string, unknown>) : row.data;
  const patient = row.patient_data && row.type === "zoom_delivery.placed" && row.order_id !== null ? await deliveryPatient(db, row.order_id) : null;
  return JSON.stringify({
    id: row.event_id,
    type: row.type,
    time: new Date(row.occurred_at).toISOString(),
    market: row.market,
    data: patient === null ? data : { ...data, patient },
  });
};

/** Disables an endpoint that failed for days and mails the market's support agents; answers whether this call disabled it. */
const disableFailing = (db: ShopDatabase, endpointId: number, url: string, market: string): Promise<boolean> =>
  db.transaction(async (tx) => {
    const [disabled] = await tx
      .update(webhookEndpoints)
      .set({ enabled: false, disabledReason: "failing" })
      .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.enabled, true)))
      .returning({ id: webhookEndpoints.id });
    if (disabled === undefined) return false;
    const agents = rowsOf<{ email: string; language: string }>(
      await tx.execute(sql`
        SELECT DISTINCT agent.email, agent.language FROM users agent
        LEFT JOIN rep_companies served ON served.user_id = agent.id
        WHERE agent.role = 'support' AND (agent.organisation_id = ${market} OR served.organisation_id = ${market})`),
    );
    const params = { id: endpointId, url, market, days: WEBHOOK_DISABLE_AFTER_DAYS };
    for (const agent of agents) {
      const t = translator(agent.language);
      await tx.insert(outbox).values({
        toAddress: agent.email,
        kind: "webhook_disabled",
        subject: t("webhooks.mail_disabled_subject", params),
        bodyText: t("webhooks.mail_disabled_body", params),
        organisationId: market,
      });
    }
    return true;
  });

export const startWebhookDelivery = (options: WebhookDeliveryOptions): JobLoop => {
  const { db, log } = options;
  const poster = webhookPoster({ timeoutMs: options.timeoutMs, allowPrivate: options.allowPrivate });

  const work = async (id: number, _attempt: number, row: DeliveryRow | Unjoined): Promise<DoneColumns | void> => {
    if (!row.found) return; // its event or endpoint was deleted meanwhile
    if (!row.enabled) throw new PermanentJobFailure("endpoint disabled");
    const body = await bodyOf(db, row);
    const secrets = row.previous_secret !== null && row.previous_secret_valid ? [row.secret, row.previous_secret] : [row.secret];
    const outcome = await poster.post(row.url, signedHeaders(secrets, row.event_id, new Date(), body), body);
    if (outcome.error === null) {
      if (row.endpoint_failing) await db.execute(sql`UPDATE webhook_endpoints SET failing_since = NULL WHERE id = ${row.endpoint_id}`);
      // Set as the row is marked delivered, in the same statement (one write per delivery).
      return { last_status: outcome.status };
    }
    const [endpoint] = rowsOf<{ failed_for_days: boolean }>(
      await db.execute(sql`
        WITH delivery AS (UPDATE webhook_deliveries SET last_status = ${outcome.status} WHERE id = ${id})
        UPDATE webhook_endpoints SET failing_since = coalesce(failing_since, now()) WHERE id = ${row.endpoint_id}
        RETURNING failing_since <= now() - make_interval(days => ${WEBHOOK_DISABLE_AFTER_DAYS}) AS failed_for_days`),
    );
    if (endpoint?.failed_for_days === true && (await disableFailing(db, row.endpoint_id, row.url, row.market))) {
      log.warn("webhook endpoint disabled: every try failed for days", { endpoint: row.endpoint_id, market: row.market });
      options.wakeMail?.();
      throw new PermanentJobFailure(`${outcome.error}; the endpoint failed for ${WEBHOOK_DISABLE_AFTER_DAYS} days and was disabled`);
    }
    throw new Error(outcome.error);
  };

  const loop = startJobLoop<DeliveryRow | Unjoined>({
    name: "webhooks",
    db,
    log,
    table: { name: "webhook_deliveries", doneStatus: "delivered", doneAtColumn: "delivered_at" },
    load: deliveryLoad,
    work,
    batchSize: BATCH,
    concurrency: LANES,
    // A claimed row may wait for a lane while the rows before it are tried: the lease covers those tries and its own, with room.
    leaseMs: options.timeoutMs * (Math.ceil(BATCH / LANES) + 2) + 5_000,
    pollIntervalMs: options.pollIntervalMs,
    maxAttempts: WEBHOOK_MAX_ATTEMPTS,
    retryDelayMs: webhookRetryDelayMs(options.retryBaseMs),
    ...(options.onSettled === undefined ? {} : { onSettled: options.onSettled }),
  });

  // New deliveries are committed a moment after they are written (inside their transaction).
  const wakes = wakeAfterCommit(loop.wake);
  const stopListening = onEventRecorded((_type, deliveries) => {
    if (deliveries > 0) wakes.signal();
  });

  return {
    ...loop,
    stop: async (timeoutMs) => {
      stopListening();
      wakes.cancel();
      await loop.stop(timeoutMs);
      poster.close();
    },
  };
};
