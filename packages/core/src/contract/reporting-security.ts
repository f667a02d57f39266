import { Context } from "effect";
import { HttpApiMiddleware, HttpApiSecurity, OpenApi } from "effect/http-api";
import type { UserLevel } from "../entities/enums.ts";
import { ApiForbidden, ApiUnauthorized } from "./errors.ts";

/*
 * Who calls the reporting API. People: the session token of POST /auth/login, whose account
 * has a reporting level (re-read from the database on every call, so a level lowered takes
 * effect at once). Devices: their own token, issued when an administrator creates the device.
 */

/** The signed-in reporting account as the server read it for this call. */
export class CurrentReportingUser extends Context.Service<
  CurrentReportingUser,
  {
    readonly userId: number;
    readonly level: UserLevel;
    /** The account's company (customer number). */
    readonly company: string;
    /** The account's language, for refusals. */
    readonly language: string;
  }
>()("@proshop/core/contract/CurrentReportingUser") {}

/** The device a device token names. */
export class CurrentDevice extends Context.Service<CurrentDevice, { readonly deviceId: number }>()(
  "@proshop/core/contract/CurrentDevice",
) {}

const reportingSession = HttpApiSecurity.bearer.pipe(
  HttpApiSecurity.annotateMerge(
    OpenApi.annotations({
      description: "The session token of POST /auth/login (`auth`) of an account with a reporting level (1-5).",
    }),
  ),
);

const deviceToken = HttpApiSecurity.bearer.pipe(
  HttpApiSecurity.annotateMerge(
    OpenApi.annotations({
      description: "The device's own token, shown once when the device is created (or its token rotated).",
    }),
  ),
);

/**
 * Reporting calls of people. 401 for a missing, invalid or expired token; 403 for an account
 * without a reporting level, or whose level is 0 (blocked).
 */
export class ReportingAuthorization extends HttpApiMiddleware.Service<ReportingAuthorization, { provides: CurrentReportingUser }>()(
  "@proshop/core/contract/ReportingAuthorization",
  { security: { reportingSession }, error: [ApiUnauthorized, ApiForbidden] },
) {}

/** Calls of devices (ingest, configuration). 401 for an unknown or rotated token. */
export class DeviceAuthorization extends HttpApiMiddleware.Service<DeviceAuthorization, { provides: CurrentDevice }>()(
  "@proshop/core/contract/DeviceAuthorization",
  { security: { deviceToken }, error: ApiUnauthorized },
) {}
