import { eq } from "drizzle-orm";
import {
  localIsoString,
  occupancyPercent,
  PUBLIC_OCCUPANCY_MAX_AGE_SECONDS,
  type PublicExpectedHour,
  type PublicOccupancy,
} from "@proshop/core";
import type { ShopDatabase, ShopQueryable } from "../db/client.ts";
import { reportingLocations } from "../db/schema.ts";
import { addressLimiter, type AddressLimit } from "./address-limiter.ts";
import type { LocationRow } from "./locations.ts";
import { occupanciesOf } from "./occupancy.ts";
import { singleFlightCache, type SingleFlightCache } from "./single-flight-cache.ts";

/*
 * A public location's occupancy (issue 36), as anyone may read it: the name, the picture, the
 * occupancy now in percent with its indicator, the time, today's expected occupancy by hour.
 *
 * Each slug is read from the database at most once per PUBLIC_OCCUPANCY_MAX_AGE_SECONDS per
 * instance, however many visitors ask (the single-flight cache below; one read = the location
 * by its slug, then its occupancy). The entry keeps whether the location is public: the
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

/**
 * Today's expected occupancy of the location by local hour, in percent of its optimal occupancy.
 * TODO(issue 36, expected occupancy): call `expectedOccupancyOf(...)` (reporting/, being written
 * beside this) for the location's local today at `now`, and map each hour's expected people to
 * `{ hour: <local ISO start of the hour>, percent: occupancyPercent(people, optimal) }`; until
 * then the public page shows "no forecast for today yet".
 */
export const publicExpected = async (
  _db: ShopQueryable,
  _location: LocationRow,
  _optimal: number | null,
  _now: number,
): Promise<ReadonlyArray<PublicExpectedHour>> => [];

/** Reads a slug's entry from the database now (the cache below calls it). */
export const readPublicEntry = async (db: ShopQueryable, slug: string, now: number): Promise<PublicEntry | null> => {
  const [location] = await db.select().from(reportingLocations).where(eq(reportingLocations.publicSlug, slug)).limit(1);
  if (location === undefined) return null;
  if (!location.isPublic) return { public: false };
  const [occupancy] = await occupanciesOf(db, [location.id], now);
  const optimal = occupancy?.optimal ?? null;
  const expected = optimal === null ? [] : await publicExpected(db, location, optimal, now);
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
