import { Effect } from "effect";
import { CurrentSession, type ApiRefusal } from "@proshop/core";
import type { ShopDatabase } from "../db/client.ts";
import { refuse } from "../errors.ts";
import { currentBuyer } from "../handlers/current-buyer.ts";
import { orderingRefusal, type Buyer } from "../orders/buyer.ts";
import { orderRefusal } from "../orders/refusals.ts";
import { loadAccount } from "../auth/account.ts";

/*
 * Who may use Zoom! Delivered, decided on every call whatever the client shows:
 * - ordering: the active company is a Zoom! practice (`companies.zoom_delivered`), its licence
 *   approved and the account validated; a sales rep orders for the practice chosen with
 *   X-Customer-Number (placed-by and placed-for recorded, the action audited);
 * - reading, which shows patients' data: the same as ordering (issue 32 item 4: a colleague
 *   registered but not approved yet reads nothing) for the practice's own users (patient data
 *   shown) and a sales rep (no patient data); a support agent whose own account is approved,
 *   for any company of the markets they serve (patient data shown, every read audited).
 */

const notEligible = (buyer: Buyer) =>
  refuse.forbidden("zoomDelivered.not_eligible", { cust_no: buyer.company.custNo }, buyer.locale);

/** The buyer of a delivery: a Zoom! practice that may order (403 `zoomDelivered.not_eligible` otherwise). */
export const zoomBuyer = (db: ShopDatabase) =>
  Effect.gen(function* () {
    const buyer = yield* currentBuyer(db);
    if (!buyer.company.zoomDelivered) return yield* Effect.fail(notEligible(buyer));
    const refusal = orderingRefusal(buyer);
    if (refusal !== null) return yield* Effect.fail(refusal);
    return buyer;
  });

/** Whose deliveries a reader sees, and whether the patients' data. */
export type ZoomReader =
  | {
      readonly scope: "company";
      readonly custNo: string;
      readonly userId: number;
      readonly locale: string;
      readonly seesPatients: boolean;
      /** A support agent: each read of patient data is audited. */
      readonly audited: boolean;
    }
  /** A support agent who chose no company: the deliveries of every company they serve. */
  | { readonly scope: "served"; readonly userId: number; readonly locale: string; readonly seesPatients: true; readonly audited: true };

export const zoomReader = (db: ShopDatabase): Effect.Effect<ZoomReader, ApiRefusal, CurrentSession> =>
  Effect.gen(function* () {
    const session = yield* CurrentSession;
    const account = yield* Effect.promise(() => loadAccount(db, Number(session.userId)));
    if (account === null) return yield* refuse.unauthorized("session.expired");
    const { user } = account;
    if (user.role !== "support") {
      const buyer = yield* zoomBuyer(db);
      return { scope: "company", custNo: buyer.company.custNo, userId: user.id, locale: buyer.locale, seesPatients: user.role !== "sales_rep", audited: false } as const;
    }
    if (!user.isValid) return yield* Effect.fail(orderRefusal("forbidden", "orders.account_not_validated", user.language));
    if (session.customerNumber === null) {
      return { scope: "served", userId: user.id, locale: user.language, seesPatients: true, audited: true } as const;
    }
    const buyer = yield* currentBuyer(db);
    return { scope: "company", custNo: buyer.company.custNo, userId: user.id, locale: buyer.locale, seesPatients: true, audited: true } as const;
  });
