import { Schema } from "effect";
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "effect/http-api";
import { ApiNotFound, ApiTooManyRequests } from "./errors.ts";
import { OccupancyIndicatorSchema } from "./reporting-bodies.ts";
import { REPORTING_PREFIX } from "./reporting.ts";

/*
 * A location's public occupancy (issue 36): what anyone may read of a location its
 * administrator made public, without log-in, so a library's own website can show it. Nothing
 * else: no counts history, no devices, no company.
 */

/** One local hour of today's expected occupancy. */
export const PublicExpectedHour = Schema.Struct({
  /** Start of the hour, local time with its offset (`2026-03-29T10:00:00+02:00`): a daylight-saving day keeps its 23 or 25 hours. */
  hour: Schema.String,
  /** Expected occupancy in percent of the optimal occupancy. */
  percent: Schema.Int,
});
export type PublicExpectedHour = typeof PublicExpectedHour.Type;

export const PublicOccupancy = Schema.Struct({
  /** The venue's name. */
  name: Schema.String,
  /** Address of its picture, as the administrator gave it (`https://...` or a path on this server), or null. */
  image: Schema.NullOr(Schema.String),
  /** Occupancy now in percent of the optimal occupancy; null when the location has none (indicator `off`). */
  percent: Schema.NullOr(Schema.Int),
  /** `green`, `orange` or `red` from the location's thresholds; `off` without an optimal occupancy. */
  indicator: OccupancyIndicatorSchema,
  /** When the figures were read: local time of the venue with its offset. */
  at: Schema.String,
  /** Today's expected occupancy by local hour (empty when it cannot be told). */
  expected: Schema.Array(PublicExpectedHour),
  /** The day in one line ("usually quiet after 16:00": message `expectedOccupancy.summary.<kind>` with `time`), null when nothing is expected. */
  summary: Schema.NullOr(Schema.Struct({ kind: Schema.Literals(["quiet_after", "quiet_all_day", "busiest_at"]), time: Schema.NullOr(Schema.String) })),
});
export type PublicOccupancy = typeof PublicOccupancy.Type;

/** The answer's fields, for clients and tests that check nothing else is given. */
export const PUBLIC_OCCUPANCY_FIELDS = Object.keys(PublicOccupancy.fields) as ReadonlyArray<keyof PublicOccupancy>;

/** How long an answer may be kept (seconds): also how long a location made private may still answer on another instance. */
export const PUBLIC_OCCUPANCY_MAX_AGE_SECONDS = 5;

/** The public call, a group of its own: no security middleware, nothing of the signed-in area. */
export class ReportingPublicApi extends HttpApiGroup.make("reportingPublic")
  .add(
    HttpApiEndpoint.get("getPublicOccupancy", "/public/:slug", {
      // Any text: a slug that cannot be one is a 404 like an unknown one, not a 400 telling them apart.
      params: { slug: Schema.String },
      success: PublicOccupancy,
      error: [ApiNotFound, ApiTooManyRequests],
    }).annotateMerge(
      OpenApi.annotations({
        description: `A public location's occupancy now (percent of its optimal occupancy and indicator) and today's expected occupancy by local hour, with its name and picture. No log-in; CORS open (\`Access-Control-Allow-Origin: *\`, GET only); \`Cache-Control: public, max-age=${PUBLIC_OCCUPANCY_MAX_AGE_SECONDS}\`. Each server instance reads a slug from the database at most once per ${PUBLIC_OCCUPANCY_MAX_AGE_SECONDS} s, whatever the number of visitors. A private or unknown slug answers 404 (a location made private answers 404 at once on the instance that changed it, within ${PUBLIC_OCCUPANCY_MAX_AGE_SECONDS} s on the others). Rate-limited per client address: 429 with Retry-After beyond.`,
      }),
    ),
  )
  .prefix(REPORTING_PREFIX)
  .annotateMerge(OpenApi.annotations({ title: "Reporting (public)", description: "What anyone may read of a location made public (issue 36)." })) {}
