import { randomBytes } from "node:crypto";
import { Webhook } from "standardwebhooks";

/*
 * Standard Webhooks signatures (https://www.standardwebhooks.com), made by the specification's
 * own library: `webhook-signature: v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">` keyed
 * with the endpoint's `whsec_` secret. After a rotation the old secret signs too for a day
 * (space-separated signatures, as the specification allows), so a receiver can switch over.
 */

/** A new endpoint secret: `whsec_` + base64 of 32 random bytes. */
export const newWebhookSecret = (): string => `whsec_${randomBytes(32).toString("base64")}`;

/** The three headers of a webhook message signed with every secret given. */
export const signedHeaders = (secrets: ReadonlyArray<string>, id: string, at: Date, body: string): Record<string, string> => ({
  "webhook-id": id,
  "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
  "webhook-signature": secrets.map((secret) => new Webhook(secret).sign(id, at, body)).join(" "),
});
