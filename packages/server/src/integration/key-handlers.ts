import { Clock, Effect } from "effect";
import { HttpApiBuilder } from "effect/http-api";
import { ShopApi } from "@proshop/core";
import { recordAudit } from "../audit.ts";
import { Db, type ShopDatabase } from "../db/client.ts";
import { refuse } from "../errors.ts";
import { supportMarkets } from "../handlers/outbox.ts";
import { signedInAccount } from "../handlers/signed-in-account.ts";
import { createIntegrationKey, listIntegrationKeys, revokeIntegrationKey } from "./keys.ts";

/*
 * Support's calls on the integration API's machine keys (core's IntegrationKeysApi): only support
 * agents, only for the markets they serve (their own and those named for them); a key of
 * another market answers 404 like an unknown id. Creating and revoking are audited.
 */

const now = Clock.currentTimeMillis.pipe(Effect.map((millis) => new Date(millis)));

const supportAgent = (db: ShopDatabase) =>
  Effect.gen(function* () {
    const { account } = yield* signedInAccount(db);
    const markets = yield* Effect.promise(() => supportMarkets(db, account.user.id));
    if (markets === null) return yield* refuse.forbidden("integration.keys.not_allowed", {}, account.user.language);
    return { user: account.user, markets };
  });

export const IntegrationKeysHandlers = HttpApiBuilder.group(
  ShopApi,
  "integrationKeys",
  Effect.fnUntraced(function* (handlers) {
    const db = yield* Db;
    return handlers
      .handle("createIntegrationKey", ({ payload }) =>
        Effect.gen(function* () {
          const { user, markets } = yield* supportAgent(db);
          const market = payload.market.toUpperCase();
          if (!markets.includes(market)) return yield* refuse.forbidden("integration.keys.market_not_served", { market }, user.language);
          const at = yield* now;
          return yield* Effect.promise(() =>
            db.transaction(async (tx) => {
              const created = await createIntegrationKey(tx, { market, scopes: payload.scopes, name: payload.name ?? "", createdBy: user.id, now: at });
              await recordAudit(tx, { userId: user.id, action: "integration_key.create", custNo: null, at, details: { key_id: created.id, market, scopes: created.scopes } });
              return created;
            }),
          );
        }),
      )
      .handle("listIntegrationKeys", ({ query }) =>
        Effect.gen(function* () {
          const { markets } = yield* supportAgent(db);
          const wanted = query.market === undefined ? markets : markets.filter((market) => market === query.market!.toUpperCase());
          return { keys: yield* Effect.promise(() => listIntegrationKeys(db, wanted)) };
        }),
      )
      .handle("revokeIntegrationKey", ({ params }) =>
        Effect.gen(function* () {
          const { user, markets } = yield* supportAgent(db);
          const at = yield* now;
          const revoked = yield* Effect.promise(() =>
            db.transaction(async (tx) => {
              const record = await revokeIntegrationKey(tx, params.id, markets, at);
              // Audited once: revoking a revoked key changes nothing.
              if (record?.revoked_at === at.toISOString()) await recordAudit(tx, { userId: user.id, action: "integration_key.revoke", custNo: null, at, details: { key_id: record.id, market: record.market } });
              return record;
            }),
          );
          if (revoked === null) return yield* refuse.notFound("integration.keys.not_found", { id: params.id }, user.language);
          return revoked;
        }),
      );
  }),
);
