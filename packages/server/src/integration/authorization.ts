import { Clock, Effect, Layer, Redacted } from "effect";
import { CurrentIntegrationKey, IntegrationAuthorization, type IntegrationScope } from "@proshop/core";
import { Db } from "../db/client.ts";
import { refuse } from "../errors.ts";
import { findIntegrationKey } from "./keys.ts";

/*
 * The integration API's security middleware (issue 34): a valid, unrevoked machine key, whose
 * market and scopes the calls then use. Each call checks its own scope with `requireScope`.
 */

export const IntegrationAuthorizationLive = Layer.effect(IntegrationAuthorization)(
  Effect.gen(function* () {
    const db = yield* Db;
    return IntegrationAuthorization.of({
      integrationKey: (httpEffect, { credential }) =>
        Effect.gen(function* () {
          const now = new Date(yield* Clock.currentTimeMillis);
          const key = yield* Effect.promise(() => findIntegrationKey(db, Redacted.value(credential), now));
          if (key === null) return yield* refuse.unauthorized("integration.key_invalid");
          return yield* Effect.provideService(httpEffect, CurrentIntegrationKey, key);
        }),
    });
  }),
);

/** The call's key, refused with 403 when it lacks `scope`. */
export const requireScope = (scope: IntegrationScope) =>
  Effect.gen(function* () {
    const key = yield* CurrentIntegrationKey;
    if (!key.scopes.includes(scope)) return yield* refuse.forbidden("integration.scope_missing", { scope });
    return key;
  });
