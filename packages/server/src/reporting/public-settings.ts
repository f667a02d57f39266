import { randomInt } from "node:crypto";
import { sql } from "drizzle-orm";
import { Effect } from "effect";
import { embedOriginsProblem, normalizedEmbedOrigins, PUBLIC_SLUG_RANDOM_LENGTH, publicSlugOf, type LocationUpdate } from "@proshop/core";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { reportingLocations } from "../db/schema.ts";
import { refuse } from "../errors.ts";
import type { LocationRow } from "./locations.ts";

/*
 * The public page's settings of a PUT /locations/{id} (issue 36): `public` and
 * `public_embed_origins`. The caller is already one who manages the location (levels 2 and 5,
 * own company). The slug is made the first time the location is made public and kept for good,
 * so an embed works again when the location is public again.
 */

const SLUG_ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";

/** PUBLIC_SLUG_RANDOM_LENGTH characters from a cryptographic source: the slug cannot be guessed. */
const randomSlugPart = (): string => Array.from({ length: PUBLIC_SLUG_RANDOM_LENGTH }, () => SLUG_ALPHABET[randomInt(SLUG_ALPHABET.length)]).join("");

/** The columns the payload's public settings set, or 400 naming `public_embed_origins`. */
export const publicSettingsColumns = (location: LocationRow, payload: LocationUpdate, language: string) =>
  Effect.gen(function* () {
    const columns: PgUpdateSetSource<typeof reportingLocations> = {};
    if (payload.public_embed_origins !== undefined) {
      const problem = embedOriginsProblem(payload.public_embed_origins);
      if (problem !== null) {
        return yield* refuse.badRequest(problem.id, { field: "public_embed_origins", ...problem.params }, language);
      }
      columns.publicEmbedOrigins = [...normalizedEmbedOrigins(payload.public_embed_origins)];
    }
    if (payload.public !== undefined) {
      columns.isPublic = payload.public;
      // Two first publications at once keep one slug: the one written first.
      if (payload.public && location.publicSlug === null) columns.publicSlug = sql`coalesce(public_slug, ${publicSlugOf(location.name, randomSlugPart())})`;
    }
    return columns;
  });
