import { Schema, Struct } from "effect";
import { DeviceType, ReportInterval, UserLevel } from "../entities/enums.ts";
import { MAX_EMBED_ORIGINS } from "../reporting/public-page.ts";
import { isTotalKind, MAX_RUNNING_TOTAL, TOTAL_KINDS } from "../reporting/running-totals.ts";
import { EXPECTED_INTERVAL_LIMITS } from "../reporting/device-silence.ts";

/*
 * Bodies of the people-counting and library reporting calls (issue 14). Every string has a
 * maximum length and refuses NUL characters; the group refuses unknown properties (see
 * reporting.ts), so a typo in a field name is a 400 naming it, never silently ignored.
 *
 * Where SPEC 3's reporting fields live: a location carries name, timeZone, occ_mode,
 * optimal_balance, balance_orange, balance_red, stats_available_from, ignore_before,
 * ignore_after, image, order, is_active (plus description, contact_name, contact_email); a
 * device carries device (its name), device_type, location, company and organisation (read
 * only: the location's company and that company's market), timeZone, paused, image, order,
 * is_active, last_known_ip (read only: set by ingest), license_purchase_id, license_state,
 * last_license_transaction, rt_id and receipt_footer. The report fields come with issue 15.
 *
 * Fields a call may leave out are `optionalKey`, not `optional`: the JSON codec reads a `null`
 * for an `optional` field as "left out", which spread over a record wiped a report's location
 * (a 500, issue 32 item 8). Now `null` is a 400 naming the field, unless the field is nullable.
 */

const noNul = Schema.makeFilter((text: string) => !text.includes("\u0000"), { expected: "text without NUL characters" });

/** Text of at most `max` characters, without NUL. */
export const ReportingText = (max: number) => Schema.String.check(Schema.isMaxLength(max), noNul);
/** Required text: 1 to `max` characters once trimmed is checked by the form rules; here 1 to `max`. */
const RequiredText = (max: number) => Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(max), noNul);

/** A company's customer number: 2 to 7 digits (the shop's companies table keeps library companies too). */
export const CompanyId = Schema.String.check(Schema.isPattern(/^[0-9]{2,7}$/, { expected: "a customer number of 2 to 7 digits" }));

/** A positive integer id (locations, devices, users). */
export const RecordId = Schema.Int.check(Schema.isGreaterThan(0), Schema.isLessThanOrEqualTo(2_147_483_647));
/** The same id as it appears in a path. */
export const RecordIdParam = Schema.FiniteFromString.check(Schema.isInt(), Schema.isGreaterThan(0), Schema.isLessThanOrEqualTo(2_147_483_647));

/** `YYYY-MM-DD`. */
export const CalendarDate = Schema.String.check(
  Schema.isPattern(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, { expected: "a date as YYYY-MM-DD" }),
);
/** `HH:MM`, 00:00 to 23:59. */
export const TimeOfDay = Schema.String.check(Schema.isPattern(/^([01]\d|2[0-3]):[0-5]\d$/, { expected: "a time as HH:MM" }));

// --- Enumerations -------------------------------------------------------------------------

/** What a device reports: people counters enter, leave and alert; self-check kiosks their transactions. */
export const EVENT_KINDS = ["enter", "leave", "alert", "checkout", "checkin", "renewal", "payment", "patron_logon"] as const;
export const EventKind = Schema.Literals(EVENT_KINDS);
export type EventKind = typeof EventKind.Type;

/** How a location's live occupancy is computed: enters minus leaves, or not at all. */
export const OCC_MODES = ["enter_minus_leave", "none"] as const;
export const OccMode = Schema.Literals(OCC_MODES);
export type OccMode = typeof OccMode.Type;

/** A device licence: bought and running, on trial, run out, or withdrawn. */
export const DEVICE_LICENSE_STATES = ["active", "trial", "expired", "revoked"] as const;
export const DeviceLicenseState = Schema.Literals(DEVICE_LICENSE_STATES);
export type DeviceLicenseState = typeof DeviceLicenseState.Type;

/** Languages of a reporting account (the area speaks these four). */
export const REPORTING_LANGUAGES = ["fr", "es", "nl", "en"] as const;
export const ReportingLanguage = Schema.Literals(REPORTING_LANGUAGES);

const People = Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 1_000_000 }));
const Percent = Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 1_000 }));
const Order = Schema.Int.check(Schema.isBetween({ minimum: -1_000_000, maximum: 1_000_000 }));

// --- Locations ----------------------------------------------------------------------------

/** At most this many alert recipients per location, as a report's recipients (issue 36). */
export const MAX_ALERT_RECIPIENTS = 20;

/** The fields of a location that its administrators edit. */
export const LocationFields = {
  name: RequiredText(120),
  description: ReportingText(2_000),
  /** IANA time zone with whole-hour offsets ("Europe/Amsterdam"): days, hours and counting hours follow it. */
  timeZone: ReportingText(64),
  occ_mode: OccMode,
  /** Optimal occupancy in people (100 %); null or 0: no indicator. */
  optimal_balance: Schema.NullOr(People),
  /** Busy (orange) from this percentage of the optimal occupancy; null or 0: no orange. */
  balance_orange: Schema.NullOr(Percent),
  /** Very busy (red) from this percentage; null or 0: no red. */
  balance_red: Schema.NullOr(Percent),
  /** Counts of earlier days (installation, tests) do not count. */
  stats_available_from: Schema.NullOr(CalendarDate),
  /** Local time before which events do not count. */
  ignore_before: Schema.NullOr(TimeOfDay),
  /** Local time from which events do not count. */
  ignore_after: Schema.NullOr(TimeOfDay),
  /** Address of a picture of the site. */
  image: Schema.NullOr(ReportingText(1_000)),
  /** Position in lists. */
  order: Order,
  is_active: Schema.Boolean,
  contact_name: ReportingText(200),
  contact_email: ReportingText(254),
  /**
   * Told when occupancy turns red, when it is back under orange, and of silent devices (issue 36):
   * e-mail addresses checked like a report's recipients; none, no alert mail.
   */
  alert_recipients: Schema.Array(ReportingText(254)).check(Schema.isMaxLength(MAX_ALERT_RECIPIENTS)),
};

/**
 * A location's public page (issue 36), set with PUT by those who manage it (levels 2 and 5):
 * `public` shows it without log-in at /reporting/public/{public_slug}; the origins listed may
 * embed it in an iframe.
 */
export const LocationPublicSettings = {
  public: Schema.Boolean,
  /** `http(s)://host[:port]` each, no path (core's embedOriginsProblem), at most MAX_EMBED_ORIGINS. */
  public_embed_origins: Schema.Array(ReportingText(200)).check(Schema.isMaxLength(MAX_EMBED_ORIGINS)),
};

export const LocationRecord = Schema.Struct({
  id: RecordId,
  /** The company (customer number) the location belongs to. */
  company: Schema.String,
  /** That company's market. */
  organisation: Schema.String,
  ...LocationFields,
  // The public page's settings: only in the answers of those who may change them.
  public: Schema.optionalKey(Schema.Boolean),
  /** Made when the location is first made public, kept when it turns private (an embed works again). */
  public_slug: Schema.optionalKey(Schema.NullOr(Schema.String)),
  public_embed_origins: Schema.optionalKey(Schema.Array(Schema.String)),
});
export type LocationRecord = typeof LocationRecord.Type;

const LocationFieldsUpdate = Schema.Struct(LocationFields).mapFields(Struct.map(Schema.optionalKey));

/** PUT /locations/{id}: any of the fields (and the public page's settings); the others stay as they are. */
export const LocationUpdate = LocationFieldsUpdate.mapFields((fields) => ({ ...fields, ...Struct.map(LocationPublicSettings, Schema.optionalKey) }));
export type LocationUpdate = typeof LocationUpdate.Type;

/** POST /locations: name and time zone required; `company` only for super administrators (others create in their own). */
export const LocationCreate = LocationFieldsUpdate.mapFields((fields) => ({
  ...fields,
  name: LocationFields.name,
  timeZone: LocationFields.timeZone,
  company: Schema.optionalKey(CompanyId),
}));
export type LocationCreate = typeof LocationCreate.Type;

// --- Devices ------------------------------------------------------------------------------

export const DeviceFields = {
  /** The device's name as people know it ("Entrance gate 1"). */
  device: RequiredText(120),
  device_type: DeviceType,
  /** The location (id) it counts for. */
  location: RecordId,
  /** Time zone printed on receipts and used by the device's own clock; defaults to the location's. */
  timeZone: ReportingText(64),
  /** A paused device's events are stored but do not count. */
  paused: Schema.Boolean,
  image: Schema.NullOr(ReportingText(1_000)),
  order: Order,
  /** An inactive device's events are stored but do not count. */
  is_active: Schema.Boolean,
  license_purchase_id: Schema.NullOr(ReportingText(120)),
  license_state: DeviceLicenseState,
  last_license_transaction: Schema.NullOr(CalendarDate),
  /** Id of the device in the real-time feed of its vendor. */
  rt_id: Schema.NullOr(ReportingText(120)),
  /** Printed at the bottom of self-check receipts. */
  receipt_footer: ReportingText(1_000),
  /** Longest silence (minutes) expected during the location's counting hours before it is reported silent (issue 36). */
  expected_interval_minutes: Schema.Int.check(Schema.isBetween({ minimum: EXPECTED_INTERVAL_LIMITS.min, maximum: EXPECTED_INTERVAL_LIMITS.max })),
};

/** Licence fields: only a super administrator changes them. */
export const LICENCE_FIELDS = ["license_purchase_id", "license_state", "last_license_transaction"] as const;

export const DeviceRecord = Schema.Struct({
  id: RecordId,
  company: Schema.String,
  organisation: Schema.String,
  ...DeviceFields,
  /** Address the device last sent events from. */
  last_known_ip: Schema.NullOr(Schema.String),
  /** When it last sent events (ISO 8601). */
  last_seen_at: Schema.NullOr(Schema.String),
  /** Since when it is reported silent (ISO 8601); null while it sends (issue 36). */
  silent_since: Schema.NullOr(Schema.String),
});
export type DeviceRecord = typeof DeviceRecord.Type;

export const DeviceUpdate = Schema.Struct(DeviceFields).mapFields(Struct.map(Schema.optionalKey));
export type DeviceUpdate = typeof DeviceUpdate.Type;

export const DeviceCreate = DeviceUpdate.mapFields((fields) => ({
  ...fields,
  device: DeviceFields.device,
  device_type: DeviceFields.device_type,
  location: DeviceFields.location,
}));
export type DeviceCreate = typeof DeviceCreate.Type;

/** The device's bearer token for POST /ingest: shown once, never again (only its hash is kept). */
export const DeviceToken = Schema.Struct({ device: RecordId, token: Schema.String });
export type DeviceToken = typeof DeviceToken.Type;

/** POST /devices answers the device and its token. */
export const DeviceCreated = Schema.Struct({ ...DeviceRecord.fields, token: Schema.String });
export type DeviceCreated = typeof DeviceCreated.Type;

/** GET /devices/me/config, for the device itself: what it needs to run and print receipts. */
export const DeviceConfig = Schema.Struct({
  device: RecordId,
  name: Schema.String,
  device_type: DeviceType,
  location: RecordId,
  timeZone: Schema.String,
  paused: Schema.Boolean,
  is_active: Schema.Boolean,
  receipt_footer: Schema.String,
  rt_id: Schema.NullOr(Schema.String),
  /** The server's clock (ISO 8601), so a device can notice its own drift. */
  server_time: Schema.String,
});
export type DeviceConfig = typeof DeviceConfig.Type;

// --- Users and companies ------------------------------------------------------------------

export const ReportingUserRecord = Schema.Struct({
  id: RecordId,
  email: Schema.String,
  first_name: Schema.String,
  last_name: Schema.String,
  level: UserLevel,
  company: Schema.String,
  language: Schema.String,
  created_at: Schema.String,
});
export type ReportingUserRecord = typeof ReportingUserRecord.Type;

export const ReportingUserFields = {
  email: RequiredText(254),
  first_name: ReportingText(100),
  last_name: ReportingText(100),
  level: UserLevel,
  language: ReportingLanguage,
  /** A first password; without one the user is e-mailed a link to choose it. */
  password: ReportingText(200),
};

/**
 * PUT /users/{id}: any of the fields. Changing one's own password or e-mail also takes
 * `current_password` (400 naming it when absent, 403 `account.current_password_wrong` when
 * wrong, 10 wrong per 15 minutes then 429), as the shop's PUT /admin/user/me.
 */
export const ReportingUserUpdate = Schema.Struct({ ...ReportingUserFields, current_password: ReportingText(200) }).mapFields(
  Struct.map(Schema.optionalKey),
);
export type ReportingUserUpdate = typeof ReportingUserUpdate.Type;

/**
 * PUT /users/{id} answer: the account, and `auth` when it changed its own password: that change
 * ended every session of the account, and this new token keeps the device that made it signed in.
 */
export const ReportingUserUpdated = Schema.Struct({ ...ReportingUserRecord.fields, auth: Schema.optionalKey(Schema.String) });
export type ReportingUserUpdated = typeof ReportingUserUpdated.Type;

export const ReportingUserCreate = ReportingUserUpdate.mapFields(({ current_password: _current, ...fields }) => ({
  ...fields,
  email: ReportingUserFields.email,
  level: ReportingUserFields.level,
  company: Schema.optionalKey(CompanyId),
}));
export type ReportingUserCreate = typeof ReportingUserCreate.Type;

export const ReportingCompanyRecord = Schema.Struct({
  /** The customer number. */
  id: Schema.String,
  name: Schema.String,
  /** The market (organisation): FR, NL... */
  organisation: Schema.String,
  city: Schema.String,
  country: Schema.String,
  locations: Schema.Int,
  devices: Schema.Int,
  users: Schema.Int,
});
export type ReportingCompanyRecord = typeof ReportingCompanyRecord.Type;

export const ReportingCompanyFields = {
  name: RequiredText(200),
  organisation: ReportingText(8),
  city: ReportingText(100),
  country: ReportingText(2),
};

export const ReportingCompanyUpdate = Schema.Struct(ReportingCompanyFields).mapFields(Struct.map(Schema.optionalKey));
export type ReportingCompanyUpdate = typeof ReportingCompanyUpdate.Type;

/** POST /companies: `id` (customer number) is chosen by the server when absent. */
export const ReportingCompanyCreate = ReportingCompanyUpdate.mapFields((fields) => ({
  ...fields,
  id: Schema.optionalKey(CompanyId),
  name: ReportingCompanyFields.name,
  organisation: ReportingCompanyFields.organisation,
}));
export type ReportingCompanyCreate = typeof ReportingCompanyCreate.Type;

/** GET /me: the signed-in reporting account, its company and what its level allows. */
export const ReportingMe = Schema.Struct({
  id: RecordId,
  email: Schema.String,
  first_name: Schema.String,
  last_name: Schema.String,
  level: UserLevel,
  language: Schema.String,
  company: Schema.Struct({ id: Schema.String, name: Schema.String, organisation: Schema.String }),
  abilities: Schema.Struct({
    live: Schema.Boolean,
    counts: Schema.Boolean,
    reports: Schema.Literals(["none", "own", "company", "all"]),
    manage: Schema.Boolean,
    companies: Schema.Boolean,
  }),
  /** The levels this account may give to users. */
  grantable_levels: Schema.Array(UserLevel),
});
export type ReportingMe = typeof ReportingMe.Type;

// --- Ingest -------------------------------------------------------------------------------

/** Most events one POST /ingest may carry; more is 413. */
export const MAX_INGEST_EVENTS = 10_000;
/** Largest POST /ingest body in bytes (10,000 events fit with room to spare). */
export const MAX_INGEST_BYTES = 4 * 1024 * 1024;

/** Most an ordinary event may count (a running total may reach MAX_RUNNING_TOTAL). */
export const MAX_EVENT_COUNT = 100_000;

/** What a device may send: the counted kinds, and running totals of enters and leaves (issue 36). */
export const INGEST_KINDS = [...EVENT_KINDS, ...TOTAL_KINDS] as const;
export const IngestKind = Schema.Literals(INGEST_KINDS);
export type IngestKind = typeof IngestKind.Type;

/** One event as a device sends it. `seq` is the device's own running number: (device, seq) is counted once. */
export const IngestEvent = Schema.Struct({
  seq: Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER })),
  /** When it happened: ISO 8601 with a time zone or Z. */
  at: ReportingText(40),
  kind: IngestKind,
  /** How many (people, transactions), usually 1, at most MAX_EVENT_COUNT; for `enter_total` and `leave_total` the device's running total. */
  count: Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: MAX_RUNNING_TOTAL })),
}).check(
  Schema.makeFilter((event: { readonly kind: IngestKind; readonly count: number }) =>
    isTotalKind(event.kind) || event.count <= MAX_EVENT_COUNT ? undefined : { path: ["count"], issue: `at most ${MAX_EVENT_COUNT} (more only for a running total)` },
  ),
);
export type IngestEvent = typeof IngestEvent.Type;

export const IngestBatch = Schema.Struct({ events: Schema.Array(IngestEvent) });
export type IngestBatch = typeof IngestBatch.Type;

/**
 * What became of a batch: `accepted` new events that count, `duplicates` already received
 * (by seq), `ignored` new events stored but not counted, and why (`reasons`).
 */
export const IngestAnswer = Schema.Struct({
  accepted: Schema.Int,
  duplicates: Schema.Int,
  ignored: Schema.Int,
  reasons: Schema.Struct({
    paused: Schema.Int,
    inactive: Schema.Int,
    before_stats_available_from: Schema.Int,
    outside_hours: Schema.Int,
  }),
});
export type IngestAnswer = typeof IngestAnswer.Type;

// --- Occupancy, counts, live --------------------------------------------------------------

export const OccupancyIndicatorSchema = Schema.Literals(["off", "green", "orange", "red"]);

/** A location's live occupancy (GET /locations/{id}/occupancy, and each live update). */
export const OccupancyAnswer = Schema.Struct({
  location: RecordId,
  /** People inside: enters minus leaves since the start of the location's day, never below 0. */
  occupancy: Schema.Int,
  /** The optimal occupancy (100 %), null when none. */
  optimal: Schema.NullOr(Schema.Int),
  /** Occupancy in percent of the optimal, null without one. */
  percent: Schema.NullOr(Schema.Int),
  indicator: OccupancyIndicatorSchema,
  /** When it was computed (ISO 8601). */
  at: Schema.String,
  /** Today's enters and leaves (local day). */
  enters: Schema.Int,
  leaves: Schema.Int,
  /** Start of the location's day (ISO 8601, local offset). */
  day_start: Schema.String,
});
export type OccupancyAnswer = typeof OccupancyAnswer.Type;

/** Most locations one counts call compares (a line and a column each, issue 36). */
export const MAX_COMPARED_LOCATIONS = 10;

/**
 * `?location=1,2&device=3&kind=enter,leave&from=2025-01-01&to=2026-01-01&interval=h`; `location`
 * may also be repeated (`location=1&location=2`).
 */
export const CountsQuery = {
  location: Schema.optional(Schema.Union([ReportingText(400), Schema.Array(ReportingText(400)).check(Schema.isMaxLength(MAX_COMPARED_LOCATIONS * 4))])),
  device: Schema.optional(ReportingText(400)),
  kind: Schema.optional(ReportingText(200)),
  /** Start (inclusive): a local date `YYYY-MM-DD` (midnight in the location's zone) or an ISO 8601 time. */
  from: ReportingText(40),
  /** End (exclusive), same forms. */
  to: ReportingText(40),
  interval: Schema.optional(ReportInterval),
};

/** One kind's counts by bucket, and their total. */
const CountsSeries = Schema.Struct({ kind: EventKind, counts: Schema.Array(Schema.Int), total: Schema.Int });

/**
 * Counts by bucket, column by column (the shape charts draw): `buckets[i]` is the start of
 * bucket i in the location's time zone, `series[k].counts[i]` its count of that kind.
 */
export const CountsAnswer = Schema.Struct({
  interval: Schema.Literals(["h", "D", "M", "Y"]),
  time_zone: Schema.String,
  from: Schema.String,
  to: Schema.String,
  locations: Schema.Array(RecordId),
  devices: Schema.NullOr(Schema.Array(RecordId)),
  buckets: Schema.Array(Schema.String),
  /** The locations' counts summed. */
  series: Schema.Array(CountsSeries),
  /** When `location` names several: each one's own series, in the order named (issue 36). */
  by_location: Schema.optionalKey(Schema.Array(Schema.Struct({ location: RecordId, name: Schema.String, series: Schema.Array(CountsSeries) }))),
});
export type CountsAnswer = typeof CountsAnswer.Type;

/** One message of GET /live: a location's occupancy as it changed, or a heartbeat when nothing did. */
export const LiveUpdate = Schema.Union([
  Schema.Struct({ type: Schema.Literal("occupancy"), name: Schema.String, ...OccupancyAnswer.fields }),
  Schema.Struct({ type: Schema.Literal("heartbeat"), at: Schema.String }),
]);
export type LiveUpdate = typeof LiveUpdate.Type;

/** `?company=` filter of list calls (super administrators; others see their own company anyway). */
export const CompanyFilter = { company: Schema.optional(CompanyId) };

/** Default values of a new location's optional fields. */
export const LOCATION_DEFAULTS = {
  description: "",
  occ_mode: "enter_minus_leave",
  optimal_balance: null,
  balance_orange: null,
  balance_red: null,
  stats_available_from: null,
  ignore_before: null,
  ignore_after: null,
  image: null,
  order: 0,
  is_active: true,
  contact_name: "",
  contact_email: "",
  alert_recipients: [],
} as const satisfies Required<Omit<LocationUpdate, "name" | "timeZone" | keyof typeof LocationPublicSettings>>;
