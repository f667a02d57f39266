import { and, eq } from "drizzle-orm";
import { EVENT_TYPES, INTEGRATION_KEY_PREFIX, INTEGRATION_SCOPES } from "@proshop/core";
import type { ShopDatabase } from "../db/client.ts";
import { integrationKeys, webhookEndpoints } from "../db/schema.ts";
import { integrationKeyHash } from "./keys.ts";

/*
 * The integration demo (issue 34), on the embedded database only (app.ts; never on a configured
 * PostgreSQL): an integration key of market FR and a webhook endpoint, both with FIXED values
 * written in the README, so the README's curl examples and the warehouse simulator work on any
 * `npm start` without a support agent creating them first.
 *
 * WHY fixed values are safe here: the embedded database is a local demo, its accounts' passwords
 * are in the README too. The key is kept like any key (its SHA-256 only) and can be revoked with
 * `proshop integration keys revoke`; a revoked demo key stays revoked (the hash is unique, so
 * the next start inserts nothing). The endpoint starts DISABLED: nothing is posted anywhere until
 * someone runs `proshop webhooks enable <id>` with a receiver listening on its address.
 */

export const DEMO_INTEGRATION_MARKET = "FR";
/** The demo warehouse's key: every scope of market FR. */
export const DEMO_INTEGRATION_KEY = "pik_demo_fr_warehouse_simulator_not_a_secret";
export const DEMO_INTEGRATION_KEY_NAME = "Demo warehouse (simulator)";
/** Where the demo endpoint posts once enabled: a receiver on this machine. */
export const DEMO_WEBHOOK_URL = "http://127.0.0.1:4000/webhooks";
/** The demo endpoint's signing secret: `whsec_` + base64 of 32 bytes, as any endpoint's. */
export const DEMO_WEBHOOK_SECRET = "whsec_cHJvc2hvcC1kZW1vLXdlYmhvb2stc2VjcmV0LTAwMDE=";

/** Adds the demo key and endpoint when they are not there yet; every later start leaves them as they are. */
export const seedIntegrationDemo = (db: ShopDatabase): Promise<void> =>
  db.transaction(async (tx) => {
    await tx
      .insert(integrationKeys)
      .values({
        organisationId: DEMO_INTEGRATION_MARKET,
        name: DEMO_INTEGRATION_KEY_NAME,
        keyHash: integrationKeyHash(DEMO_INTEGRATION_KEY),
        hint: DEMO_INTEGRATION_KEY.slice(0, INTEGRATION_KEY_PREFIX.length + 8),
        scopes: [...INTEGRATION_SCOPES],
        createdByUserId: null,
      })
      .onConflictDoNothing({ target: integrationKeys.keyHash });
    const [endpoint] = await tx
      .select({ id: webhookEndpoints.id })
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.organisationId, DEMO_INTEGRATION_MARKET), eq(webhookEndpoints.url, DEMO_WEBHOOK_URL)))
      .limit(1);
    if (endpoint !== undefined) return;
    await tx.insert(webhookEndpoints).values({
      organisationId: DEMO_INTEGRATION_MARKET,
      url: DEMO_WEBHOOK_URL,
      events: [...EVENT_TYPES],
      patientData: false,
      secret: DEMO_WEBHOOK_SECRET,
      enabled: false,
      disabledReason: "support",
    });
  });
