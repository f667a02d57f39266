import { JsonSchema, Schema } from "effect";
import { DomainEvent, WebhookTestMessage } from "./schemas.ts";

/**
 * The JSON Schema (draft 2020-12) of every message a receiver gets: the domain events and the
 * webhook test message, generated from the Effect Schemas of schemas.ts, so it cannot drift from
 * what the server writes. The server publishes it at `/admin/events.schema.json`.
 */
export const eventsJsonSchema = (): Record<string, unknown> => {
  const document = Schema.toJsonSchemaDocument(Schema.Union([DomainEvent, WebhookTestMessage]));
  return {
    $schema: JsonSchema.META_SCHEMA_URI_DRAFT_2020_12,
    title: "Proshop events",
    description:
      "The body of every webhook delivery and every item of GET /integration/v1/events: { id, type, time, market, data }, one data schema per type. Events about an order carry its `sequence`.",
    ...document.schema,
    $defs: document.definitions,
  };
};
