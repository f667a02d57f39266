import { eq } from "drizzle-orm";
import { Clock, Effect, Option } from "effect";
import { HttpServerResponse } from "effect/http";
import { HttpApiBuilder } from "effect/http-api";
import {
  ApiPayloadTooLarge,
  CurrentDevice,
  CurrentReportingUser,
  levelAbilities,
  manageableLevels,
  MAX_INGEST_EVENTS,
  ShopApi,
  type CountsAnswer,
  type DeviceType,
} from "@proshop/core";
import { Db } from "../db/client.ts";
import { companies, reportingDevices, users } from "../db/schema.ts";
import { refusalMessage, refuse } from "../errors.ts";
import { withEtag } from "../handlers/etag.ts";
import { callerFor, isSuperAdmin } from "./access.ts";
import { AlertWatchService } from "./alert-watch.ts";
import { listLocationAlerts } from "./alerts.ts";
import { createCompany, deleteCompany, getCompany, listCompanies, updateCompany } from "./companies.ts";
import { countsFor } from "./counts.ts";
import { countsRequestOf, tooManyBuckets } from "./counts-request.ts";
import { createDevice, deleteDevice, deviceRecord, listDevices, rotateDeviceToken, updateDevice, visibleDevice } from "./devices.ts";
import { getExpectedOccupancy } from "./expected.ts";
import { ingestBatch } from "./ingest.ts";
import { liveUpdates } from "./live.ts";
import { createLocation, deleteLocation, listLocations, locationRecord, locationsOf, updateLocation, visibleLocation } from "./locations.ts";
import { occupanciesOf } from "./occupancy.ts";
import { createUser, deleteUser, getUser, listUsers, updateUser } from "./users.ts";
import { runReport, sendReport } from "./report-handlers.ts";
import { ReportBuildsService } from "./report-builds.ts";
import { ReportJobsService } from "./report-runs.ts";
import { createReport, deleteReport, getReport, listReports, updateReport } from "./reports.ts";

/*
 * The reporting API of the contract (core's contract/reporting.ts). Every call first checks
 * that the caller's level allows its area (403 naming what the level allows); records of
 * another company answer 404.
 */

const now = Clock.currentTimeMillis;

export const ReportingHandlers = HttpApiBuilder.group(
  ShopApi,
  "reporting",
  Effect.fnUntraced(function* (handlers) {
    const db = yield* Db;
    const builds = yield* ReportBuildsService;
    const alerts = yield* AlertWatchService;

    return handlers
      .handle("getMe", () =>
        Effect.gen(function* () {
          const account = yield* CurrentReportingUser;
          const [row] = yield* Effect.promise(() =>
            db
              .select({ user: users, companyName: companies.name, organisation: companies.organisationId })
              .from(users)
              .innerJoin(companies, eq(companies.custNo, users.companyCustNo))
              .where(eq(users.id, account.userId))
              .limit(1),
          );
          const { canLogIn: _canLogIn, ...abilities } = levelAbilities(account.level);
          return {
            id: account.userId,
            email: row!.user.email,
            first_name: row!.user.firstName,
            last_name: row!.user.lastName,
            level: account.level,
            language: account.language,
            company: { id: account.company, name: row!.companyName, organisation: row!.organisation },
            abilities,
            grantable_levels: [...manageableLevels(account.level)],
          };
        }),
      )
      .handle("listLocations", ({ query }) => Effect.flatMap(callerFor("live"), (account) => listLocations(db, account, query.company)))
      .handle("createLocation", ({ payload }) => Effect.flatMap(callerFor("manage"), (account) => createLocation(db, account, payload)))
      .handle("getLocation", ({ params }) =>
        Effect.flatMap(callerFor("live"), (account) =>
          visibleLocation(db, account, params.id).pipe(
            Effect.map((found) => locationRecord(found.location, found.organisation, levelAbilities(account.level).manage)),
          ),
        ),
      )
      .handle("updateLocation", ({ params, payload }) => Effect.flatMap(callerFor("manage"), (account) => updateLocation(db, account, params.id, payload)))
      .handle("deleteLocation", ({ params }) => Effect.flatMap(callerFor("manage"), (account) => deleteLocation(db, account, params.id)))
      // Those who see a location's counts see its alerts (issue 36).
      .handle("listLocationAlerts", ({ params, query }) => Effect.flatMap(callerFor("counts"), (account) => listLocationAlerts(db, account, params.id, query.limit)))
      .handle("getOccupancy", ({ params }) =>
        Effect.gen(function* () {
          const account = yield* callerFor("live");
          yield* visibleLocation(db, account, params.id);
          const at = yield* now;
          const [occupancy] = yield* Effect.promise(() => occupanciesOf(db, [params.id], at));
          const { name: _name, ...answer } = occupancy!;
          return answer;
        }),
      )
      .handle("getExpectedOccupancy", ({ params, query }) => getExpectedOccupancy(db, params.id, query.date))
      .handle("listDevices", ({ query }) => Effect.flatMap(callerFor("counts"), (account) => listDevices(db, account, query.company)))
      .handle("createDevice", ({ payload }) => Effect.flatMap(callerFor("manage"), (account) => createDevice(db, account, payload)))
      .handle("getDevice", ({ params }) =>
        Effect.flatMap(callerFor("counts"), (account) =>
          visibleDevice(db, account, params.id).pipe(Effect.map((found) => deviceRecord(found.device, found.organisation))),
        ),
      )
      .handle("updateDevice", ({ params, payload }) => Effect.flatMap(callerFor("manage"), (account) => updateDevice(db, account, params.id, payload)))
      .handle("deleteDevice", ({ params }) => Effect.flatMap(callerFor("manage"), (account) => deleteDevice(db, account, params.id)))
      .handle("rotateDeviceToken", ({ params }) => Effect.flatMap(callerFor("manage"), (account) => rotateDeviceToken(db, account, params.id)))
      .handle("getDeviceConfig", () =>
        Effect.gen(function* () {
          const { deviceId } = yield* CurrentDevice;
          const [device] = yield* Effect.promise(() => db.select().from(reportingDevices).where(eq(reportingDevices.id, deviceId)).limit(1));
          if (device === undefined) return yield* refuse.unauthorized("reporting.device.token_invalid");
          return {
            device: device.id,
            name: device.name,
            device_type: device.deviceType as DeviceType,
            location: device.locationId,
            timeZone: device.timeZone,
            paused: device.paused,
            is_active: device.isActive,
            receipt_footer: device.receiptFooter,
            rt_id: device.rtId,
            server_time: new Date(yield* now).toISOString(),
          };
        }),
      )
      .handle("listUsers", ({ query }) => Effect.flatMap(callerFor("manage"), (account) => listUsers(db, account, query.company)))
      .handle("createUser", ({ payload }) => Effect.flatMap(callerFor("manage"), (account) => createUser(db, account, payload)))
      .handle("getUser", ({ params }) => Effect.flatMap(callerFor("manage"), (account) => getUser(db, account, params.id)))
      .handle("updateUser", ({ params, payload }) => Effect.flatMap(callerFor("manage"), (account) => updateUser(db, account, params.id, payload)))
      .handle("deleteUser", ({ params }) => Effect.flatMap(callerFor("manage"), (account) => deleteUser(db, account, params.id)))
      .handle("listCompanies", () => Effect.flatMap(callerFor("companies"), () => listCompanies(db)))
      .handle("createCompany", ({ payload }) => Effect.flatMap(callerFor("companies"), (account) => createCompany(db, account, payload)))
      .handle("getCompany", ({ params }) => Effect.flatMap(callerFor("companies"), (account) => getCompany(db, account, params.id)))
      .handle("updateCompany", ({ params, payload }) => Effect.flatMap(callerFor("companies"), (account) => updateCompany(db, account, params.id, payload)))
      .handle("deleteCompany", ({ params }) => Effect.flatMap(callerFor("companies"), (account) => deleteCompany(db, account, params.id)))
      .handle("listReports", ({ query }) => Effect.flatMap(callerFor("reports"), (account) => listReports(db, account, query.company)))
      .handle("createReport", ({ payload }) => Effect.flatMap(callerFor("reports"), (account) => createReport(db, account, payload)))
      .handle("getReport", ({ params }) =>
        Effect.flatMap(callerFor("reports"), (account) => Effect.tap(getReport(db, account, params.id), (record) => withEtag(record.version))),
      )
      .handle("updateReport", ({ params, headers, payload }) =>
        Effect.flatMap(callerFor("reports"), (account) =>
          Effect.tap(updateReport(db, account, params.id, payload, headers["if-match"]?.trim() || undefined), (record) => withEtag(record.version)),
        ),
      )
      .handle("deleteReport", ({ params }) => Effect.flatMap(callerFor("reports"), (account) => deleteReport(db, account, params.id)))
      .handle("runReport", ({ params, payload }) => Effect.flatMap(callerFor("reports"), (account) => runReport(db, builds, account, params.id, payload)))
      .handle("sendReport", ({ params, payload }) =>
        Effect.gen(function* () {
          const account = yield* callerFor("reports");
          const answer = yield* sendReport(db, builds, account, params.id, payload);
          (yield* ReportJobsService).wakeMail();
          return answer;
        }),
      )
      .handle("runNightly", ({ payload }) =>
        Effect.gen(function* () {
          yield* callerFor("companies");
          const jobs = yield* ReportJobsService;
          const answer = yield* Effect.promise(() => jobs.runNightly(payload.date));
          jobs.wakeMail();
          return answer;
        }),
      )
      .handle("ingest", ({ payload, request }) =>
        Effect.gen(function* () {
          const { deviceId } = yield* CurrentDevice;
          if (payload.events.length > MAX_INGEST_EVENTS) {
            return yield* Effect.fail(
              new ApiPayloadTooLarge({
                error: {
                  code: "reporting.ingest.too_many_events",
                  message: refusalMessage("reporting.ingest.too_many_events", { max_events: MAX_INGEST_EVENTS }),
                  max_events: MAX_INGEST_EVENTS,
                },
              }),
            );
          }
          const address = Option.getOrNull(request.remoteAddress);
          return yield* ingestBatch(db, { deviceId, events: payload.events, address, now: new Date(yield* now), counted: alerts.touched });
        }),
      )
      .handle("getCounts", ({ query }) =>
        Effect.gen(function* () {
          const account = yield* callerFor("counts");
          const request = yield* countsRequestOf(db, account, query);
          const counts = yield* Effect.promise(() => countsFor(db, request));
          if (counts === null) return yield* tooManyBuckets(account);
          const { bucketInstants: _instants, ...answer } = counts;
          // Sent as it is (a year by hour is some 60,000 figures): built to the contract by countsFor,
          // encoding it again through the schema would only cost time.
          return HttpServerResponse.jsonUnsafe(answer satisfies CountsAnswer);
        }),
      )
      .handle("live", () =>
        Effect.gen(function* () {
          const account = yield* callerFor("live");
          const locations = yield* Effect.promise(() => locationsOf(db, isSuperAdmin(account) ? null : account.company));
          return liveUpdates(db, account.userId, locations.map(({ location }) => location.id));
        }),
      );
  }),
);
