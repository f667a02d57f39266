import { Effect } from "effect";
import { HttpRouter, HttpServerResponse } from "effect/http";
import { eventsJsonSchema } from "@proshop/core";

/*
 * `GET /admin/events.schema.json`: the JSON Schema (draft 2020-12) of every event and webhook
 * body, beside the OpenAPI document (/admin/openapi.json) and served the same way: no session,
 * generated from core's schemas on the first request and kept.
 */

let document: Record<string, unknown> | undefined;

export const EVENTS_SCHEMA_PATH = "/admin/events.schema.json";

export const EventsSchemaRoute = HttpRouter.add(
  "GET",
  EVENTS_SCHEMA_PATH,
  Effect.sync(() =>
    HttpServerResponse.jsonUnsafe((document ??= eventsJsonSchema()), {
      headers: { "access-control-allow-origin": "*", "cache-control": "no-cache" },
    }),
  ),
);
