import { Clock, Effect, Result, Schema } from "effect";
import { HttpApiBuilder } from "effect/http-api";
import {
  ApiPayloadTooLarge,
  ApiPreconditionFailed,
  ApiPreconditionRequired,
  CartRecording,
  CartRecordingPayload,
  cartRecordingProblem,
  checkCartRecording,
  MAX_LIVE_CART_EVENTS,
  ShopApi,
  type ApiRefusal,
  type LiveCart,
  type LiveCartInfo,
} from "@proshop/core";
import { auditBuyerAction, recordAudit } from "../audit.ts";
import { insertFirstLiveCart, liveCartEtag, loadLiveCart, lockLiveCart, saveLiveCart, type StoredLiveCart } from "../carts/store.ts";
import { withEtag } from "./etag.ts";
import { attributeRecording } from "../carts/attribution.ts";
import { Db } from "../db/client.ts";
import { currentBuyer } from "./current-buyer.ts";
import { refusedLicenceRefusal } from "../orders/buyer.ts";
import { signedInAccount } from "./signed-in-account.ts";
import { mayServeCompany } from "../db/rep-companies.ts";
import { refuse, refusalMessage } from "../errors.ts";

/*
 * The live-cart calls of the contract (core's contract/carts.ts): the latest cart recording of
 * each company. Writes and plain reads act for the session's active company, as the order calls
 * do; reading another company's cart needs the right to serve it, and every refusal of that
 * read is the same 404, so it never tells which companies exist.
 */

const now = Clock.currentTimeMillis.pipe(Effect.map((millis) => new Date(millis)));

/** A database step; its failure is a defect (500 with a generic body, logged). */
const run = <A>(step: () => Promise<A>): Effect.Effect<A> => Effect.promise(step);

const encodePayload = Schema.encodeSync(CartRecordingPayload);
const decodeStored = Schema.decodeUnknownResult(CartRecording);

const notFound = (custNo: string, locale?: string) => refuse.notFound("liveCart.not_found", { cust_no: custNo }, locale);

const stale = (custNo: string, locale: string) =>
  new ApiPreconditionFailed({ error: { code: "liveCart.version_stale", message: refusalMessage("liveCart.version_stale", { cust_no: custNo }, locale), cust_no: custNo } });

const versionRequired = (locale: string) =>
  new ApiPreconditionRequired({ error: { code: "liveCart.version_required", message: refusalMessage("liveCart.version_required", {}, locale), field: "If-Match", location: "header" } });

const tooManyEvents = (locale: string) =>
  new ApiPayloadTooLarge({
    error: {
      code: "liveCart.too_many_events",
      message: refusalMessage("liveCart.too_many_events", { max_events: MAX_LIVE_CART_EVENTS }, locale),
      max_events: MAX_LIVE_CART_EVENTS,
    },
  });

const infoOf = (stored: Pick<StoredLiveCart, "custNo" | "eventCount" | "updatedAt" | "updatedBy">, version: string): LiveCartInfo => ({
  cust_no: stored.custNo,
  updated_at: stored.updatedAt.toISOString(),
  updated_by: stored.updatedBy,
  events: stored.eventCount,
  version,
});

/**
 * The stored cart as the contract answers it. A row that no longer reads as a recording (made
 * by an older format) is treated as no cart: there is nothing a reader could replay.
 */
const answerOf = (stored: StoredLiveCart | null, custNo: string, locale?: string): Effect.Effect<LiveCart, ApiRefusal> => {
  if (stored === null) return Effect.fail(notFound(custNo, locale));
  const decoded = decodeStored(stored.recording);
  if (Result.isFailure(decoded)) {
    return Effect.logWarning("Stored live cart is no longer a readable recording", { cust_no: custNo }).pipe(
      Effect.andThen(Effect.fail(notFound(custNo, locale))),
    );
  }
  return Effect.succeed({ ...infoOf(stored, liveCartEtag(stored)), recording: decoded.success });
};

export const CartsHandlers = HttpApiBuilder.group(
  ShopApi,
  "carts",
  Effect.fnUntraced(function* (handlers) {
    const db = yield* Db;

    return handlers
      .handle("putCart", ({ payload, request }) =>
        Effect.gen(function* () {
          const buyer = yield* currentBuyer(db);
          const custNo = buyer.company.custNo;
          // A company whose licence was refused can never order: no cart is kept for it (issue 33 item 10).
          const refusedLicence = refusedLicenceRefusal(buyer);
          if (refusedLicence !== null) return yield* Effect.fail(refusedLicence);
          // A write must name the version it was made on (issue 11, item 6): no blind overwrite.
          const ifMatch = request.headers["if-match"]?.trim();
          if (ifMatch === undefined || ifMatch === "") return yield* Effect.fail(versionRequired(buyer.locale));
          if (payload.events.length > MAX_LIVE_CART_EVENTS) return yield* Effect.fail(tooManyEvents(buyer.locale));
          const recorded = payload.company.cust_no.trim();
          if (recorded !== custNo) {
            return yield* Effect.fail(
              refuse.badRequest("liveCart.company_mismatch", { field: "company.cust_no", recorded, cust_no: custNo }, buyer.locale),
            );
          }
          // Core checks what the contract cannot: the version, a known time zone, every added
          // product in the snapshot. Stored as JSON.
          const checked = checkCartRecording(payload);
          if (Result.isFailure(checked)) {
            const problem = cartRecordingProblem(checked.failure);
            const field = checked.failure.field === "" ? "body" : checked.failure.field;
            const code = problem.id === "cart.recording.unsupported_version" ? "cart.recording.unsupported_version" : "cart.recording.malformed";
            return yield* Effect.fail(refuse.badRequest(code, { ...problem.params, field, location: "body" }, buyer.locale));
          }
          // Who made it comes from the session, never from the body (carts/attribution.ts).
          const previous = yield* run(() => loadLiveCart(db, custNo));
          const previousRecording = previous === null ? null : Result.getOrNull(decodeStored(previous.recording));
          const attributed = attributeRecording(payload, previousRecording, { email: buyer.user.email, userId: buyer.user.id, onBehalf: buyer.onBehalf });
          const encoded = encodePayload(attributed) as Record<string, unknown>;
          const at = yield* now;
          const userId = buyer.user.id;
          const eventCount = payload.events.length;
          const write = { custNo, recording: encoded, eventCount, userId, at };
          // Check the version and write in one transaction, the row locked (issue 11, item 6).
          const etag = yield* run(() =>
            db.transaction(async (tx) => {
              const current = await lockLiveCart(tx, custNo);
              if (ifMatch !== "*" && ifMatch !== liveCartEtag(current)) return null;
              if (current === null) {
                if (!(await insertFirstLiveCart(tx, write))) return null;
              } else await saveLiveCart(tx, write);
              await auditBuyerAction(tx, buyer, "live_cart.save", { events: eventCount }, at);
              return liveCartEtag(await loadLiveCart(tx, custNo));
            }),
          );
          if (etag === null) return yield* Effect.fail(stale(custNo, buyer.locale));
          yield* withEtag(etag);
          return infoOf({ custNo, eventCount, updatedAt: at, updatedBy: buyer.user.email }, etag);
        }),
      )
      .handle("getCart", () =>
        Effect.gen(function* () {
          const buyer = yield* currentBuyer(db);
          const stored = yield* run(() => loadLiveCart(db, buyer.company.custNo));
          // The version a PUT names in If-Match; "0" when there is no cart yet (the 404's header).
          yield* withEtag(liveCartEtag(stored));
          return yield* answerOf(stored, buyer.company.custNo, buyer.locale);
        }),
      )
      .handle("getCustomerCart", ({ params }) =>
        Effect.gen(function* () {
          const { account } = yield* signedInAccount(db);
          const custNo = params.cust_no.trim();
          const locale = account.user.language;
          const own = account.user.companyCustNo === custNo;
          // Customers read only their own company's cart; representatives every company they serve.
          const allowed = own || (yield* run(() => mayServeCompany(db, account.user.id, custNo)));
          if (!allowed) return yield* Effect.fail(notFound(custNo, locale));
          const stored = yield* run(() => loadLiveCart(db, custNo));
          const answer = yield* answerOf(stored, custNo, locale);
          if (!own) {
            const at = yield* now;
            yield* run(() => recordAudit(db, { userId: account.user.id, action: "live_cart.read", custNo, at }));
          }
          return answer;
        }),
      );
  }),
);
