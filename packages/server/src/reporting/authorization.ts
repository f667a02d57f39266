import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { Effect, Layer, Redacted } from "effect";
import { CurrentDevice, CurrentReportingUser, DeviceAuthorization, ReportingAuthorization } from "@proshop/core";
import { sessionUser } from "../auth/middleware.ts";
import { SigningKeys } from "../auth/secret.ts";
import { Db } from "../db/client.ts";
import { reportingDevices } from "../db/schema.ts";
import { refuse } from "../errors.ts";
import { loadReportingAccount } from "./accounts.ts";

/*
 * The reporting API's two security middlewares. People: a valid session token (the shop's, with
 * every check the shop makes) of an account whose level, read from the database now, is 1-5.
 * Devices: a token whose SHA-256 names a device.
 */

/** How a device token is kept: its SHA-256 in hex (tokens are random, so no salt is needed). */
export const deviceTokenHash = (token: string): string => createHash("sha256").update(token).digest("hex");

export const ReportingAuthorizationLive = Layer.effect(ReportingAuthorization)(
  Effect.gen(function* () {
    const db = yield* Db;
    const keys = yield* SigningKeys;
    return ReportingAuthorization.of({
      reportingSession: (httpEffect, { credential }) =>
        Effect.gen(function* () {
          const user = yield* sessionUser(db, keys.session, Redacted.value(credential));
          if (user === null) return yield* refuse.unauthorized("session.expired");
          const account = yield* Effect.promise(() => loadReportingAccount(db, user.id));
          if (account === null) return yield* refuse.forbidden("reporting.account.no_access");
          if (account.level === 0) return yield* refuse.forbidden("session.login.blocked", {}, account.language);
          return yield* Effect.provideService(httpEffect, CurrentReportingUser, account);
        }),
    });
  }),
);

export const DeviceAuthorizationLive = Layer.effect(DeviceAuthorization)(
  Effect.gen(function* () {
    const db = yield* Db;
    return DeviceAuthorization.of({
      deviceToken: (httpEffect, { credential }) =>
        Effect.gen(function* () {
          const token = Redacted.value(credential);
          const [device] =
            token === ""
              ? []
              : yield* Effect.promise(() =>
                  db.select({ id: reportingDevices.id }).from(reportingDevices).where(eq(reportingDevices.tokenHash, deviceTokenHash(token))).limit(1),
                );
          if (device === undefined) return yield* refuse.unauthorized("reporting.device.token_invalid");
          return yield* Effect.provideService(httpEffect, CurrentDevice, { deviceId: device.id });
        }),
    });
  }),
);
