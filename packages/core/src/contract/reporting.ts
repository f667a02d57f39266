import { Schema } from "effect";
import { HttpApi, HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from "effect/http-api";
import { ApiPayloadTooLarge, ApiPreconditionFailed, ifMatchHeaders } from "./carts.ts";
import { ApiRefusals, ApiTooManyRequests } from "./errors.ts";
import { checkedBody } from "./text.ts";
import { AlertRecord, AlertsQuery } from "./alert-bodies.ts";
import {
  CompanyFilter,
  CompanyId,
  CountsAnswer,
  CountsQuery,
  DeviceConfig,
  DeviceCreate,
  DeviceCreated,
  DeviceRecord,
  DeviceToken,
  DeviceUpdate,
  IngestAnswer,
  IngestBatch,
  LiveUpdate,
  LocationCreate,
  LocationRecord,
  LocationUpdate,
  MAX_INGEST_BYTES,
  MAX_INGEST_EVENTS,
  MAX_EVENT_COUNT,
  MAX_COMPARED_LOCATIONS,
  OccupancyAnswer,
  RecordIdParam,
  ReportingCompanyCreate,
  ReportingCompanyRecord,
  ReportingCompanyUpdate,
  ReportingMe,
  ReportingUserCreate,
  ReportingUserRecord,
  ReportingUserUpdate,
  ReportingUserUpdated,
} from "./reporting-bodies.ts";
import { DeviceAuthorization, ReportingAuthorization } from "./reporting-security.ts";
import { ExpectedOccupancyAnswer, ExpectedQuery } from "./expected-occupancy.ts";
import { MAX_RUNNING_TOTAL } from "../reporting/running-totals.ts";
import { MAX_OUTSIDE_RECIPIENTS_PER_DAY, MAX_REPORTS_PER_COMPANY, NightlyAnswer, NightlyRequest, ReportCreate, ReportRecord, ReportRunRequest, ReportSendAnswer, ReportUpdate } from "./report-bodies.ts";

/** Where the reporting API lives. */
export const REPORTING_PREFIX = "/reporting/api";

const idParam = { id: RecordIdParam };
const companyParam = { id: CompanyId };
const created = <S extends Schema.Top>(schema: S) => schema.pipe(HttpApiSchema.status(201));
const describe = (description: string) => OpenApi.annotations({ description });

const LEVELS =
  "Levels: 1 Active, 2 Administrator (own company's locations, devices, and users of levels 0, 1, 3 and 4), 3 Counts only, 4 Live counts, 5 Super administrator (every company). Another company's record answers 404.";

const MANAGERS = "Levels 2 (own company) and 5.";
const LOCATIONS_WHO = `${MANAGERS} Reading: levels 1-5. Deleting a location that still has devices: 409. \`alert_recipients\` are checked like a report's recipients (400 naming \`alert_recipients.N\`) and count towards the company's ${MAX_OUTSIDE_RECIPIENTS_PER_DAY} outside addresses a day (429 alerts.too_many_recipients).`;
const DEVICES_WHO = `${MANAGERS} The answer of POST carries the device's token, shown this once. Licence fields: level 5 only. A device that sent nothing for longer than \`expected_interval_minutes\` (1-1440, default 30) during its location's counting hours shows \`silent_since\` until it sends again.`;
const REPORTS_WHO =
  "Level 1: own reports; level 2: the company's; level 5: every company's. Levels 3 and 4: 403. The two unsupported self-check kinds are refused (400).";
/** The built file of a report: CSV, XLSX or PDF, named in Content-Disposition. */
const ReportFile = Schema.Uint8Array.pipe(HttpApiSchema.asUint8Array({ contentType: "application/octet-stream" }));
const USERS_WHO = "Level 2: users of levels 0, 1, 3 and 4 of the own company (levels 2 and 5 stay with the super administrator); level 5: anyone. Nobody changes their own level.";

/**
 * The people-counting and library reporting API (issue 14): accounts by level, locations,
 * devices, ingestion of device events, occupancy, counts and a live stream. People use the
 * session token of POST /auth/login; devices their own token. Unknown properties in a body
 * are refused (400 naming them).
 */
export class ReportingApi extends HttpApiGroup.make("reporting")
  .add(
    HttpApiEndpoint.get("getMe", "/me", { success: ReportingMe, error: ApiRefusals })
      .middleware(ReportingAuthorization)
      .annotateMerge(describe(`The signed-in reporting account, its company and what its level allows. ${LEVELS}`)),
    HttpApiEndpoint.get("listLocations", "/locations", { query: CompanyFilter, success: Schema.Array(LocationRecord), error: ApiRefusals })
      .middleware(ReportingAuthorization)
      .annotateMerge(describe(`Lists the locations of the caller's company (super administrators: every company, or \`?company=\`). ${LOCATIONS_WHO}`)),
    HttpApiEndpoint.post("createLocation", "/locations", { payload: checkedBody(LocationCreate), success: created(LocationRecord), error: [...ApiRefusals, ApiTooManyRequests] })
      .middleware(ReportingAuthorization)
      .annotateMerge(describe(`Creates one (201). ${LOCATIONS_WHO}`)),
    HttpApiEndpoint.get("getLocation", "/locations/:id", { params: idParam, success: LocationRecord, error: ApiRefusals })
      .middleware(ReportingAuthorization)
      .annotateMerge(describe(`One of them; another company's answers 404. ${LOCATIONS_WHO}`)),
    HttpApiEndpoint.put("updateLocation", "/locations/:id", { params: idParam, payload: checkedBody(LocationUpdate), success: LocationRecord, error: [...ApiRefusals, ApiTooManyRequests] })
      .middleware(ReportingAuthorization)
      .annotateMerge(describe(`Changes the fields given; the others stay. ${LOCATIONS_WHO}`)),
    HttpApiEndpoint.delete("deleteLocation", "/locations/:id", { params: idParam, success: HttpApiSchema.NoContent, error: ApiRefusals })
      .middleware(ReportingAuthorization)
      .annotateMerge(describe(`Deletes it (204). ${LOCATIONS_WHO}`)),
    HttpApiEndpoint.get("listLocationAlerts", "/locations/:id/alerts", { params: idParam, query: AlertsQuery, success: Schema.Array(AlertRecord), error: ApiRefusals })
      .middleware(ReportingAuthorization)
      .annotateMerge(
        describe(
          "The location's alert history, newest first (`limit`, default 50, at most 200): occupancy turned red, back under orange, a device silent during counting hours, a device back; when, with the occupancy or the device, and the addresses mailed (the location's `alert_recipients` then). Levels 1, 2, 3, 5 (those who see counts); another company's location answers 404.",
        ),
      ),
    HttpApiEndpoint.get("getOccupancy", "/locations/:id/occupancy", { params: idParam, success: OccupancyAnswer, error: ApiRefusals })
      .middleware(ReportingAuthorization)
      .annotateMerge(
        describe(
          "Live occupancy: enters minus leaves since the start of the location's day in its own time zone (never below 0); indicator `off` without an optimal occupancy, else `green`, `orange` from `balance_orange` %, `red` from `balance_red` %. Levels 1-5.",
        ),
      ),
    HttpApiEndpoint.get("getExpectedOccupancy", "/locations/:id/expected", { params: idParam, query: ExpectedQuery, success: ExpectedOccupancyAnswer, error: ApiRefusals })
      .middleware(ReportingAuthorization)
      .annotateMerge(
        describe(
          "Expected occupancy of a day (`date`, YYYY-MM-DD, default today in the location's time zone) by local hour (23 or 25 on daylight-saving days): the median occupancy at the end of the same local hour on the same weekday of the last 8 weeks, leaving out days the location counted no one (`closed`) or a device was silent for 3 of its usual hours in a row (`silent_device`), times the recent level (the latest comparable day's visitors over their median, 0.5 to 2); the band is the quartiles of the same figures; `actual` is the day's occupancy so far; `summary` says when it is usually quiet (under half the orange threshold, else half the optimal occupancy, else half the day's peak). Levels 1, 2, 3, 5; level 4 (live counts) today only.",
        ),
      ),
    HttpApiEndpoint.get("listDevices", "/devices", { query: CompanyFilter, success: Schema.Array(DeviceRecord), error: ApiRefusals })
      .middleware(ReportingAuthorization)
      .annotateMerge(describe(`Lists the devices of the caller's company (super administrators: every company, or \`?company=\`). ${DEVICES_WHO}`)),
    HttpApiEndpoint.post("createDevice", "/devices", { payload: checkedBody(DeviceCreate), success: created(DeviceCreated), error: ApiRefusals })
      .middleware(ReportingAuthorization)
      .annotateMerge(describe(`Creates one (201). ${DEVICES_WHO}`)),
    HttpApiEndpoint.get("getDevice", "/devices/:id", { params: idParam, success: DeviceRecord, error: ApiRefusals })
      .middleware(ReportingAuthorization)
      .annotateMerge(describe(`One of them; another company's answers 404. ${DEVICES_WHO}`)),
    HttpApiEndpoint.put("updateDevice", "/devices/:id", { params: idParam, payload: checkedBody(DeviceUpdate), success: DeviceRecord, error: ApiRefusals })
      .middleware(ReportingAuthorization)
      .annotateMerge(describe(`Changes the fields given; the others stay. ${DEVICES_WHO}`)),
    HttpApiEndpoint.delete("deleteDevice", "/devices/:id", { params: idParam, success: HttpApiSchema.NoContent, error: ApiRefusals })
      .middleware(ReportingAuthorization)
      .annotateMerge(describe(`Deletes it (204). ${DEVICES_WHO}`)),
    HttpApiEndpoint.post("rotateDeviceToken", "/devices/:id/token", { params: idParam, success: DeviceToken, error: ApiRefusals })
      .middleware(ReportingAuthorization)
      .annotateMerge(describe(`Issues a new token for the device (shown this once); the old one stops working. ${MANAGERS}`)),
    HttpApiEndpoint.get("getDeviceConfig", "/devices/me/config", { success: DeviceConfig, error: ApiRefusals })
      .middleware(DeviceAuthorization)
      .annotateMerge(describe("For a device (its own token): its time zone, paused state, receipt footer and real-time id.")),
    HttpApiEndpoint.get("listUsers", "/users", { query: CompanyFilter, success: Schema.Array(ReportingUserRecord), error: ApiRefusals })
      .middleware(ReportingAuthorization)
      .annotateMerge(describe(`Lists the users of the caller's company (super administrators: every company, or \`?company=\`). ${USERS_WHO}`)),
    HttpApiEndpoint.post("createUser", "/users", { payload: checkedBody(ReportingUserCreate), success: created(ReportingUserRecord), error: [...ApiRefusals, ApiTooManyRequests] })
      .middleware(ReportingAuthorization)
      .annotateMerge(
        describe(
          `Creates one (201); without a first password it is mailed the link to choose one. A company gets 20 such accounts an hour, and 20 with a first password, whoever creates them; then 429 with Retry-After. ${USERS_WHO}`,
        ),
      ),
    HttpApiEndpoint.get("getUser", "/users/:id", { params: idParam, success: ReportingUserRecord, error: ApiRefusals })
      .middleware(ReportingAuthorization)
      .annotateMerge(describe(`One of them; another company's answers 404. ${USERS_WHO}`)),
    HttpApiEndpoint.put("updateUser", "/users/:id", {
      params: idParam,
      payload: checkedBody(ReportingUserUpdate),
      success: ReportingUserUpdated,
      error: [...ApiRefusals, ApiTooManyRequests],
    })
      .middleware(ReportingAuthorization)
      .annotateMerge(
        describe(
          `Changes the fields given; the others stay. One's own password or e-mail needs \`current_password\` too (10 wrong per user per 15 minutes, then 429); a new password ends the account's other sessions, and one's own answers a new token (\`auth\`). ${USERS_WHO}`,
        ),
      ),
    HttpApiEndpoint.delete("deleteUser", "/users/:id", { params: idParam, success: HttpApiSchema.NoContent, error: ApiRefusals })
      .middleware(ReportingAuthorization)
      .annotateMerge(describe(`Deletes it (204). ${USERS_WHO}`)),
    HttpApiEndpoint.get("listCompanies", "/companies", { success: Schema.Array(ReportingCompanyRecord), error: ApiRefusals })
      .middleware(ReportingAuthorization)
      .annotateMerge(describe("The library and venue companies. Level 5.")),
    HttpApiEndpoint.post("createCompany", "/companies", {
      payload: checkedBody(ReportingCompanyCreate),
      success: created(ReportingCompanyRecord),
      error: ApiRefusals,
    })
      .middleware(ReportingAuthorization)
      .annotateMerge(describe("Creates a company (201); `id` (customer number) is chosen when absent. Level 5.")),
    HttpApiEndpoint.get("getCompany", "/companies/:id", { params: companyParam, success: ReportingCompanyRecord, error: ApiRefusals })
      .middleware(ReportingAuthorization)
      .annotateMerge(describe("One company. Level 5.")),
    HttpApiEndpoint.put("updateCompany", "/companies/:id", {
      params: companyParam,
      payload: checkedBody(ReportingCompanyUpdate),
      success: ReportingCompanyRecord,
      error: ApiRefusals,
    })
      .middleware(ReportingAuthorization)
      .annotateMerge(describe("Changes the fields given. Level 5.")),
    HttpApiEndpoint.delete("deleteCompany", "/companies/:id", { params: companyParam, success: HttpApiSchema.NoContent, error: ApiRefusals })
      .middleware(ReportingAuthorization)
      .annotateMerge(describe("Deletes a company without locations, devices or users (else 409). Level 5.")),
    HttpApiEndpoint.get("listReports", "/reports", { query: CompanyFilter, success: Schema.Array(ReportRecord), error: ApiRefusals })
      .middleware(ReportingAuthorization)
      .annotateMerge(describe(`Lists the scheduled reports, each with its last scheduled send (\`last_run\`: pending, sent, failed after the last try, or skipped when a send now had already mailed that period to every recipient). ${REPORTS_WHO}`)),
    HttpApiEndpoint.post("createReport", "/reports", { payload: checkedBody(ReportCreate), success: created(ReportRecord), error: [...ApiRefusals, ApiTooManyRequests] })
      .middleware(ReportingAuthorization)
      .annotateMerge(
        describe(
          `Creates one (201); every recipient is checked; a company keeps at most ${MAX_REPORTS_PER_COMPANY} (else 409 reports.too_many), and its reports name at most ${MAX_OUTSIDE_RECIPIENTS_PER_DAY} distinct addresses outside the company a day (else 429 reports.too_many_recipients until the next UTC day). ${REPORTS_WHO}`,
        ),
      ),
    HttpApiEndpoint.post("runNightly", "/reports/nightly", { payload: checkedBody(NightlyRequest), success: NightlyAnswer, error: ApiRefusals })
      .middleware(ReportingAuthorization)
      .annotateMerge(
        describe(
          "Runs the nightly pass now (operators, level 5): adds a job for each due (report, period) pair not sent yet, as if on `date` (default today in each location's zone), and works the due jobs. Running it twice sends nothing twice; a period that a send now already mailed to every recipient is not sent again (counted in `skipped`).",
        ),
      ),
    HttpApiEndpoint.get("getReport", "/reports/:id", { params: idParam, success: ReportRecord, error: ApiRefusals })
      .middleware(ReportingAuthorization)
      .annotateMerge(describe(`One of them; another company's answers 404. ${REPORTS_WHO}`)),
    HttpApiEndpoint.put("updateReport", "/reports/:id", {
      params: idParam,
      headers: ifMatchHeaders,
      payload: checkedBody(ReportUpdate),
      success: ReportRecord,
      error: [...ApiRefusals, ApiTooManyRequests, ApiPreconditionFailed],
    })
      .middleware(ReportingAuthorization)
      .annotateMerge(
        describe(
          `Changes the fields given; the others stay. With \`If-Match\` (a record's \`version\`, also its ETag; \`*\` any), a report changed since answers 412 reports.changed and nothing is saved: read it again and make the change on what is there. New recipients count towards the company's ${MAX_OUTSIDE_RECIPIENTS_PER_DAY} outside addresses a day (429 reports.too_many_recipients). ${REPORTS_WHO}`,
        ),
      ),
    HttpApiEndpoint.delete("deleteReport", "/reports/:id", { params: idParam, success: HttpApiSchema.NoContent, error: ApiRefusals })
      .middleware(ReportingAuthorization)
      .annotateMerge(describe(`Deletes it (204). ${REPORTS_WHO}`)),
    HttpApiEndpoint.post("runReport", "/reports/:id/run", {
      params: idParam,
      payload: checkedBody(ReportRunRequest),
      success: ReportFile,
      error: [...ApiRefusals, ApiPayloadTooLarge, ApiTooManyRequests],
    })
      .middleware(ReportingAuthorization)
      .annotateMerge(
        describe(
          `Builds the report now for \`from\`-\`to\` (local dates of the location, \`to\` exclusive, or ISO instants; default: the period it would cover if sent today) and answers the file (\`format\` overrides the report's). ${REPORTS_WHO}`,
        ),
      ),
    HttpApiEndpoint.post("sendReport", "/reports/:id/send", {
      params: idParam,
      payload: checkedBody(ReportRunRequest),
      success: ReportSendAnswer,
      error: [...ApiRefusals, ApiPayloadTooLarge, ApiTooManyRequests],
    })
      .middleware(ReportingAuthorization)
      .annotateMerge(describe(`Builds the report for the period (as /run) and e-mails it now to its recipients through the outbox; 10 sends per hour per user, then 429 with Retry-After. ${REPORTS_WHO}`)),
    HttpApiEndpoint.post("ingest", "/ingest", {
      payload: checkedBody(IngestBatch),
      success: IngestAnswer,
      error: [...ApiRefusals, ApiPayloadTooLarge],
    })
      .middleware(DeviceAuthorization)
      .annotateMerge(
        describe(
          `A device's batch of events (its own token). (device, seq) is counted once however often it arrives. Events of a paused or inactive device, before the location's \`stats_available_from\` or outside its \`ignore_before\`/\`ignore_after\` hours are stored but not counted (\`ignored\`, with \`reasons\`). Kinds \`enter\`, \`leave\`, \`alert\`, \`checkout\`, \`checkin\`, \`renewal\`, \`payment\`, \`patron_logon\` count \`count\` (at most ${MAX_EVENT_COUNT}); \`enter_total\` and \`leave_total\` carry the device's running total (up to ${MAX_RUNNING_TOTAL}) and count as enters and leaves what it added to the device's previous total of that kind by \`seq\`: the first one is a baseline (counts nothing), a lower total is a counter reset (counts from zero), a late total is placed by \`seq\` (its successor then counts from it); each increase counts in the hour of the total carrying it. 400 naming the event and field (\`events.3.kind\`); 413 over ${MAX_INGEST_EVENTS} events or ${MAX_INGEST_BYTES} bytes.`,
        ),
      ),
    HttpApiEndpoint.get("getCounts", "/counts", { query: CountsQuery, success: CountsAnswer, error: ApiRefusals })
      .middleware(ReportingAuthorization)
      .annotateMerge(
        describe(
          `Counts by interval (\`automatic\`, \`h\`, \`D\`, \`M\`, \`Y\`) in the time zone of the (first) location, correct across daylight-saving changes; \`location\`, \`device\` and \`kind\` take comma-separated lists (\`location\` may also be repeated); \`from\` inclusive, \`to\` exclusive. Without \`location\`: the locations of the devices named, else every location of the caller's company, summed. Several locations named are compared (at most ${MAX_COMPARED_LOCATIONS}, else 400 \`reporting.counts.too_many_locations\`): \`series\` is their sum and \`by_location\` each one's own series (\`location\`, \`name\`), in the order named, over the same buckets. Another company's location or device answers 404. Levels 1, 2, 3, 5.`,
        ),
      ),
    HttpApiEndpoint.get("live", "/live", {
      success: HttpApiSchema.StreamSse({ data: LiveUpdate }),
      error: ApiRefusals,
    })
      .middleware(ReportingAuthorization)
      .annotateMerge(
        describe(
          "Server-sent events: every visible location's occupancy at once, then each change (read from the database, so any instance serves it), and a heartbeat every 15 s. Levels 1-5.",
        ),
      ),
  )
  .prefix(REPORTING_PREFIX)
  // Strict bodies and queries: an unknown property is a 400 naming it.
  .annotate(HttpApi.PayloadParseOptions, { onExcessProperty: "error" })
  .annotate(HttpApi.QueryParseOptions, { onExcessProperty: "error" })
  .annotateMerge(
    OpenApi.annotations({
      title: "Reporting",
      description: `People counting and library reporting (issue 14). ${LEVELS}`,
    }),
  ) {}
