import { CurrentSession } from "@proshop/core";
import { Effect } from "effect";
import { loadAccount } from "../auth/account.ts";
import type { ShopDatabase } from "../db/client.ts";
import { refuse } from "../errors.ts";
import { noteCompany } from "../observability/request-log.ts";

/** The signed-in user's account; 401 when the user was deleted since the token was issued. */
export const signedInAccount = (db: ShopDatabase) =>
  Effect.gen(function* () {
    const session = yield* CurrentSession;
    const account = yield* Effect.promise(() => loadAccount(db, Number(session.userId)));
    if (account === null) return yield* refuse.unauthorized("session.expired");
    yield* noteCompany(session.customerNumber ?? account.user.companyCustNo);
    return { session, account };
  });
