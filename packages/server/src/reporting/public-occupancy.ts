import { eq } from "drizzle-orm";
import {
  localDate,
  localIsoString,
  occupancyPercent,
  PUBLIC_OCCUPANCY_MAX_AGE_SECONDS,
  type PublicOccupancy,
} from "@proshop/core";
import type { ShopDatabase, ShopQueryable } from "../db/client.ts";
import { reportingLocations } from "../db/schema.ts";
import { addressLimiter, type AddressLimit } from "./address-limiter.ts";
import { expectedOccupancyOf } from "./expected.ts";
import type { LocationRow } from "./locations.ts";
import { occupanciesOf } from "./occupancy.ts";
import { singleFlightCache, type SingleFlightCache } from "./single-flight-cache.ts";

/*
 * A public location's occupancy (issue 36), as anyone may read it: the name, the picture, the
 * occupancy now in percent with its indicator, the time, today's expected occupancy by hour.
 *
 * Each slug is read from the database at most once per PUBLIC_OCCUPANCY_MAX_AGE_SECONDS per
 * instance, however many visitors ask (the single-flight cache below; one read = the location
 * by its slug, then its occupancy and its expected day). The entry keeps whether the location is public: the
 * instance that makes a location private forgets its entry at once (`forgetPublicSlug`), the
 * others answer 404 within that period.
 */

/** What is kept per slug: null for a slug no location has. */
export type PublicEntry =
  | { readonly public: false }
  | { readonly public: true; readonly embedOrigins: ReadonlyArray<string>; readonly answer: PublicOccupancy };

/** Per address and instance: a wall screen asks every few seconds, a library's wifi puts many visitors behind one address. */
export const PUBLIC_RATE_LIMIT: AddressLimit = { max: 300, windowSeconds: 60 };
/** Slugs kept per instance (an entry is a few hundred bytes). */
const MAX_CACHED_SLUGS = 10_000;

/** Today's expected occupancy of a public location, as the public may see it. */
export interface PublicExpectation {
  readonly expected: PublicOccupancy["expected"];
  readonly summary: PublicOccupancy["summary"];
}

/**
 * Today's expected occupancy of the location by local hour, in percent of its optimal occupancy
 * (none without one), and the day's one-line summary: the reporting area's figures
 * (expectedOccupancyOf, the same as GET /locations/{id}/expected), hours without a comparable day left out.
 */
export const publicExpected = async (db: ShopQueryable, location: LocationRow, optimal: number | null, now: number): Promise<PublicExpectation> => {
  if (location.occMode === "none") return { expected: [], summary: null };
  const day = await expectedOccupancyOf(db, location, localDate(now, location.timeZone), now);
  return {
    expected:
      optimal === null
        ? []
        : day.hours.flatMap((hour) => (hour.expected === null ? [] : [{ hour: hour.hour, percent: occupancyPercent(hour.expected, optimal) ?? 0 }])),
    summary: day.summary,
  };
};

/** Reads a slug's entry from the database now (the cache below calls it). */
export const readPublicEntry = async (db: ShopQueryable, slug: string, now: number): Promise<PublicEntry | null> => {
  const [location] = await db.select().from(reportingLocations).where(eq(reportingLocations.publicSlug, slug)).limit(1);
  if (location === undefined) return null;
  if (!location.isPublic) return { public: false };
  const [occupancy] = await occupanciesOf(db, [location.id], now);
  const optimal = occupancy?.optimal ?? null;
  const { expected, summary } = await publicExpected(db, location, optimal, now);
  return {
    public: true,
    embedOrigins: location.publicEmbedOrigins,
    answer: {
      name: location.name,
      image: location.image,
      percent: occupancy === undefined ? null : occupancyPercent(occupancy.occupancy, optimal),
      indicator: occupancy?.indicator ?? "off",
      at: localIsoString(now, location.timeZone),
      expected,
      summary,
    },
  };
};

interface PublicOccupancyService {
  readonly cache: SingleFlightCache<PublicEntry | null>;
  readonly limiter: ReturnType<typeof addressLimiter>;
}

const services = new WeakMap<ShopDatabase, PublicOccupancyService>();

/** This instance's cache and per-address limit of the public occupancy, one per database (as live.ts's feed). */
export const publicOccupancyOf = (db: ShopDatabase): PublicOccupancyService => {
  let service = services.get(db);
  if (service === undefined) {
    service = {
      cache: singleFlightCache({ read: (slug) => readPublicEntry(db, slug, Date.now()), ttlMs: PUBLIC_OCCUPANCY_MAX_AGE_SECONDS * 1000, maxEntries: MAX_CACHED_SLUGS }),
      limiter: addressLimiter(PUBLIC_RATE_LIMIT),
    };
    services.set(db, service);
  }
  return service;
};

/** Forgets a slug on this instance (its location changed): the next visitor's request reads it again. */
export const forgetPublicSlug = (db: ShopDatabase, slug: string | null): void => {
  if (slug !== null) publicOccupancyOf(db).cache.invalidate(slug);
};
