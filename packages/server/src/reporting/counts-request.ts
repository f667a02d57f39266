import { Effect } from "effect";
import {
  EVENT_KINDS,
  isCalendarDate,
  MAX_BUCKETS,
  MAX_COMPARED_LOCATIONS,
  resolveInterval,
  startOfLocalDate,
  type EventKind,
  type ReportInterval,
} from "@proshop/core";
import type { ShopDatabase } from "../db/client.ts";
import { refuse } from "../errors.ts";
import type { ReportingAccount } from "./accounts.ts";
import type { CountsRequest } from "./counts.ts";
import { visibleDevice } from "./devices.ts";
import { locationsOf, visibleLocation } from "./locations.ts";

/*
 * GET /reporting/api/counts' query as a CountsRequest: comma-separated lists of ids and kinds,
 * every location and device checked visible (another company's is 404), dates read in the
 * time zone of the first location. Several locations named are compared (issue 36): at most
 * MAX_COMPARED_LOCATIONS, each with its own series beside their sum.
 */

export interface CountsQueryValues {
  /** `1,2`, or the parameter repeated (`location=1&location=2`). */
  readonly location?: string | ReadonlyArray<string> | undefined;
  readonly device?: string | undefined;
  readonly kind?: string | undefined;
  readonly from: string;
  readonly to: string;
  readonly interval?: ReportInterval | undefined;
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/i;

const listOf = (text: string | ReadonlyArray<string> | undefined): string[] =>
  text === undefined ? [] : (typeof text === "string" ? [text] : text).flatMap((each) => each.split(",")).map((part) => part.trim()).filter((part) => part !== "");

const idsOf = (account: ReportingAccount, field: "location" | "device", text: string | ReadonlyArray<string> | undefined) => {
  const parts = listOf(text);
  const ids = parts.map(Number);
  return ids.every((id) => Number.isSafeInteger(id) && id > 0) && parts.every((part) => /^\d+$/.test(part))
    ? Effect.succeed([...new Set(ids)])
    : Effect.fail(refuse.badRequest("reporting.counts.list", { field, location: "query" }, account.language));
};

/** A local date (midnight in `timeZone`) or an ISO 8601 instant, as epoch ms. */
const instantOf = (account: ReportingAccount, field: "from" | "to", text: string, timeZone: string) => {
  const value = text.trim();
  if (isCalendarDate(value)) return Effect.succeed(startOfLocalDate(value, timeZone));
  const instant = ISO_INSTANT.test(value) ? Date.parse(value) : Number.NaN;
  return Number.isFinite(instant) ? Effect.succeed(instant) : Effect.fail(refuse.badRequest("reporting.counts.date", { field, location: "query" }, account.language));
};

export const countsRequestOf = (db: ShopDatabase, account: ReportingAccount, query: CountsQueryValues) =>
  Effect.gen(function* () {
    const kinds = listOf(query.kind);
    const unknown = kinds.find((kind) => !(EVENT_KINDS as ReadonlyArray<string>).includes(kind));
    if (unknown !== undefined) return yield* refuse.badRequest("reporting.counts.kind", { field: "kind", kind: unknown, location: "query" }, account.language);
    const deviceIds = yield* idsOf(account, "device", query.device);
    const devices = yield* Effect.forEach(deviceIds, (id) => visibleDevice(db, account, id));
    const locationIds = yield* idsOf(account, "location", query.location);
    if (locationIds.length > MAX_COMPARED_LOCATIONS) {
      return yield* refuse.badRequest("reporting.counts.too_many_locations", { field: "location", max: MAX_COMPARED_LOCATIONS, location: "query" }, account.language);
    }
    const named = locationIds.length > 0 ? locationIds : [...new Set(devices.map(({ device }) => device.locationId))];
    const locations =
      named.length > 0
        ? (yield* Effect.forEach(named, (id) => visibleLocation(db, account, id))).map(({ location }) => location)
        : (yield* Effect.promise(() => locationsOf(db, account.company))).map(({ location }) => location);
    if (locations.length === 0) return yield* refuse.badRequest("reporting.counts.no_location", { field: "location", location: "query" }, account.language);
    const timeZone = locations[0]!.timeZone;
    const from = yield* instantOf(account, "from", query.from, timeZone);
    const to = yield* instantOf(account, "to", query.to, timeZone);
    if (to <= from) return yield* refuse.badRequest("reporting.counts.range", { field: "to", location: "query" }, account.language);
    return {
      locations: locations.map((location) => location.id),
      devices: devices.length === 0 ? null : devices.map(({ device }) => device.id),
      kinds: kinds.length === 0 ? null : [...new Set(kinds)] as EventKind[],
      from,
      to,
      interval: resolveInterval(query.interval ?? "automatic", from, to),
      timeZone,
      ...(locationIds.length > 1 ? { compared: locations.map((location) => ({ id: location.id, name: location.name })) } : {}),
    } satisfies CountsRequest;
  });

/** 400 for a range with more buckets than one answer holds. */
export const tooManyBuckets = (account: ReportingAccount) =>
  refuse.badRequest("reporting.counts.too_many_buckets", { field: "interval", max: MAX_BUCKETS, location: "query" }, account.language);
