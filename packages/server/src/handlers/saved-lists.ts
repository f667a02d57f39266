import { Clock, Effect } from "effect";
import { HttpApiBuilder } from "effect/http-api";
import { MAX_SAVED_LISTS_PER_COMPANY, ShopApi } from "@proshop/core";
import { auditBuyerAction } from "../audit.ts";
import { Db } from "../db/client.ts";
import { refuse } from "../errors.ts";
import { deleteSavedList, insertSavedList, listSavedLists, loadSavedList, partNosOutsideCatalogue } from "../saved-lists/store.ts";
import { currentBuyer } from "./current-buyer.ts";

/*
 * The saved-list calls of the contract (core's contract/saved-lists.ts), issue 17. Each acts for
 * the session's active company, as the order and live-cart calls do: a customer's own company,
 * or the one a representative or support agent chose. A list of any other company answers the
 * same 404 as a list that does not exist. A representative's saves and deletes are audited.
 */

/** A database step; its failure is a defect (500 with a generic body, logged). */
const run = <A>(step: () => Promise<A>): Effect.Effect<A> => Effect.promise(step);

const notFound = (id: number, locale: string) => refuse.notFound("savedList.not_found", { id }, locale);

export const SavedListsHandlers = HttpApiBuilder.group(
  ShopApi,
  "savedLists",
  Effect.fnUntraced(function* (handlers) {
    const db = yield* Db;

    return handlers
      .handle("listSavedLists", () =>
        Effect.gen(function* () {
          const buyer = yield* currentBuyer(db);
          return { lists: yield* run(() => listSavedLists(db, buyer.company.custNo)) };
        }),
      )
      .handle("getSavedList", ({ params }) =>
        Effect.gen(function* () {
          const buyer = yield* currentBuyer(db);
          const list = yield* run(() => loadSavedList(db, buyer.company.custNo, params.id));
          return list ?? (yield* Effect.fail(notFound(params.id, buyer.locale)));
        }),
      )
      .handle("createSavedList", ({ payload }) =>
        Effect.gen(function* () {
          const buyer = yield* currentBuyer(db);
          const custNo = buyer.company.custNo;
          const name = payload.name.trim();
          const lines = payload.lines.map((line) => ({ part_no: line.part_no, quantity: line.quantity }));
          // Only what the shop sells the company: a list is a cart, not a place to keep any text.
          const market = { organisationId: buyer.organisation.id, language: buyer.catalogueLanguage };
          const outside = yield* run(() => partNosOutsideCatalogue(db, market, lines.map((line) => line.part_no)));
          if (outside.length > 0) {
            const index = lines.findIndex((line) => line.part_no === outside[0]);
            return yield* Effect.fail(
              refuse.badRequest("savedList.unknown_product", { field: `lines.${index}.part_no`, location: "body", part_no: outside[0]! }, buyer.locale),
            );
          }
          const at = new Date(yield* Clock.currentTimeMillis);
          const result = yield* run(() =>
            db.transaction(async (tx) => {
              const inserted = await insertSavedList(tx, { custNo, name, lines, createdBy: buyer.user.id, at }, MAX_SAVED_LISTS_PER_COMPANY);
              if ("saved" in inserted) await auditBuyerAction(tx, buyer, "saved_list.save", { id: inserted.saved.id, lines: lines.length }, at);
              return inserted;
            }),
          );
          if ("saved" in result) return result.saved;
          return yield* Effect.fail(
            result.refused === "too_many"
              ? refuse.conflict("savedList.too_many", { max: MAX_SAVED_LISTS_PER_COMPANY }, buyer.locale)
              : refuse.conflict("savedList.name_taken", { name, field: "name" }, buyer.locale),
          );
        }),
      )
      .handle("deleteSavedList", ({ params }) =>
        Effect.gen(function* () {
          const buyer = yield* currentBuyer(db);
          const at = new Date(yield* Clock.currentTimeMillis);
          const deleted = yield* run(() =>
            db.transaction(async (tx) => {
              const found = await deleteSavedList(tx, buyer.company.custNo, params.id);
              if (found) await auditBuyerAction(tx, buyer, "saved_list.delete", { id: params.id }, at);
              return found;
            }),
          );
          if (!deleted) return yield* Effect.fail(notFound(params.id, buyer.locale));
        }),
      );
  }),
);
