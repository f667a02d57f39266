import { Effect } from "effect";
import { CurrentSession } from "@proshop/core";
import type { ShopDatabase } from "../db/client.ts";
import { resolveBuyer } from "../orders/buyer.ts";
import { noteCompany } from "../observability/request-log.ts";

/**
 * The buyer of the current session (its active company: a representative's chosen one), or
 * its refusal (403 `orders.company_not_chosen` for a rep without one). A database failure is a
 * defect (500 with a generic body, logged).
 */
export const currentBuyer = (db: ShopDatabase) =>
  Effect.gen(function* () {
    const session = yield* CurrentSession;
    const result = yield* Effect.promise(() => resolveBuyer(db, session));
    if ("refusal" in result) return yield* Effect.fail(result.refusal);
    yield* noteCompany(result.buyer.company.custNo);
    return result.buyer;
  });
