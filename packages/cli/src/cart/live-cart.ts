import {
  ApiCallFailed,
  ApiClient,
  cartLimitContextFor,
  cartMachine,
  createCartRecorder,
  filterByOrganisation,
  mergeLiveCartChanges,
  NO_LIVE_CART_ETAG,
  orderRequestFromCart,
  recordingToContinue,
  replayCartRecording,
  userMaxOrderCents,
  type CartLimitContext,
  type CartRecorder,
  type CartState,
  type Company,
  type Coupon,
  type CartRecording,
  type CurrentUserAnswer,
  type LiveCart,
  type LiveCartInfo,
  type OrderRefresh,
  type ShopProduct,
} from "@proshop/core";
import { Effect } from "effect";
import { createActor, fromPromise, waitFor, type Actor, type SnapshotFrom } from "xstate";
import type { CommandContext } from "../context.ts";
import { marketCurrencyOf } from "../output/market-currency.ts";
import { CliFailure, refusedFailure } from "../errors.ts";
import { openApi, type CliApi } from "../session/api.ts";
import { failureFromApi, isApiCallFailed } from "../session/api-failure.ts";
import { requireSession, type CliSession } from "../session/session.ts";

/*
 * The acting company's live cart, worked on exactly as the web does: the stored recording
 * (GET /admin/cart) is replayed to the cart the customer had, core's cart machine continues
 * from it with today's limits, its recorder continues the same recording (who made each change
 * is kept), coupon checks and order pricing go to the server through the machine's actor slots,
 * and `save()` PUTs the new recording naming the version it was made on (`If-Match`). When
 * someone saved meanwhile (412), it reads the cart again and replays this run's own steps on it
 * (core's mergeLiveCartChanges), a few times at most, so neither edit is lost.
 */

/** PUTs after a 412 before giving up (each one re-reads the cart first). */
const MAX_STALE_RETRIES = 5;

const statusOf = (error: unknown): unknown => (error instanceof CliFailure ? error.details["status"] : undefined);

const livePlainMachine = cartMachine;
type LiveCartActor = Actor<typeof livePlainMachine>;
export type LiveCartSnapshot = SnapshotFrom<typeof livePlainMachine>;

export interface LiveCartSession {
  readonly api: CliApi;
  readonly session: CliSession;
  readonly user: CurrentUserAnswer;
  /** The company the cart orders for: the chosen one when acting on behalf, else the user's own. */
  readonly company: Company | null;
  /** Today's catalogue of the company's organisation. */
  readonly products: readonly ShopProduct[];
  /** The currency of the acting company's market (output/market-money.ts). */
  readonly currency: string;
  /** Today's limits (`cartLimitContextFor`), as the web hands them to the machine. */
  readonly limits: CartLimitContext;
  /** The stored live cart, or null when the company had none. */
  readonly stored: LiveCart | null;
  readonly actor: LiveCartActor;
  /** The recording so far (a new one after a save the server found too long). */
  readonly recorder: CartRecorder;
  /** The last order refresh the server answered in this run, or null. */
  readonly lastRefresh: () => OrderRefresh | null;
  /** Sends an event and waits until the machine is idle again (coupon checked, order priced). */
  readonly send: (event: Parameters<LiveCartActor["send"]>[0]) => Promise<LiveCartSnapshot>;
  /** PUTs the recording as the company's live cart; one too long for the server is sent afresh (see save). */
  readonly save: () => Promise<LiveCartInfo>;
  readonly stop: () => Promise<void>;
}

const organisationIdOf = (company: Company | null): string | number | null => {
  const organisation = company?.organisation ?? null;
  if (organisation === null) return null;
  return typeof organisation === "object" ? organisation.id : organisation;
};

/** A 404 from GET /admin/cart means "no live cart yet". */
const orNoCart = <A>(call: Effect.Effect<A, ApiCallFailed>): Effect.Effect<A | null, ApiCallFailed> =>
  call.pipe(Effect.catchIf((error) => error.status === 404, () => Effect.succeed(null)));

/** The user, the acting company and today's catalogue: what every cart, order and products command starts from. */
export const loadActingCompany = async (context: CommandContext, command: string, options: { readonly requireChosenCompany?: boolean } = {}) => {
  const session = requireSession(context);
  const api = openApi(context, { token: session.token, customerNumber: session.onBehalf?.cust_no ?? null }, command);
  try {
    const { t } = context;
    const user = await api.call(t("cli.progress.loading"), (client) => client.getCurrentUser());
    // Acting on behalf: ask again each run, so the server re-checks the right to serve this
    // company and its orders this year are current (the web does the same on each page load).
    const company =
      session.onBehalf !== null
        ? await api.call(t("cli.progress.loading"), (client) => client.setOrderOnBehalf(session.onBehalf!.cust_no))
        : (user.company ?? null);
    if (options.requireChosenCompany !== false && user.is_sales && session.onBehalf === null) {
      throw refusedFailure("cli.cart.company_not_chosen");
    }
    return { session, api, user, company, currency: marketCurrencyOf(company, user) };
  } catch (error) {
    await api.dispose();
    throw error;
  }
};

export const openLiveCart = async (context: CommandContext, command: string): Promise<LiveCartSession> => {
  const { session, api, user, company, currency } = await loadActingCompany(context, command);
  try {
    const { t } = context;
    const [allProducts, stored] = await api.call(t("cli.progress.loading_cart"), (client) =>
      Effect.all([client.listProducts(), orNoCart(client.getCart())], { concurrency: 2 }),
    );
    const products = filterByOrganisation(allProducts, organisationIdOf(company));
    const limits = cartLimitContextFor({
      account: { maxOrderAmount: userMaxOrderCents(user), company },
      products,
      today: new Date(context.now()),
    });

    // The cart as the customer last had it: the stored recording replayed on its own snapshot.
    // It is recorded on from there, or afresh when it is empty (the web's rule, core's).
    const restored = stored === null ? null : replayCartRecording(stored.recording).cart;
    const continued = recordingToContinue(stored?.recording ?? null, restored);

    let lastRefresh: OrderRefresh | null = null;
    let lastFailure: unknown = null;
    const remember = (error: unknown): never => {
      lastFailure = error;
      throw error;
    };
    const actor = createActor(
      cartMachine.provide({
        actors: {
          loadCart: fromPromise<CartState | null, { key: string }>(async () => restored),
          checkCoupon: fromPromise<Coupon | null, { code: string; cart: CartState }>(({ input, signal }) =>
            api.run(ApiClient.use((client) => orNoCart(client.checkCoupon(input.code))), { signal }).catch(remember),
          ),
          priceOrder: fromPromise<OrderRefresh, { cart: CartState }>(async ({ input, signal }) => {
            const refresh = await api
              .run(ApiClient.use((client) => client.priceOrder(orderRequestFromCart(input.cart))), { signal })
              .catch(remember);
            lastRefresh = refresh;
            return refresh;
          }),
        },
      }),
      { input: { now: context.now, limits } },
    );
    const recorderOptions = {
      // With the market's currency, so a replay of the file without the server writes its amounts (issue 35 item 20).
      shop: { ...(stored?.recording.shop ?? { hostname: hostnameOf(context.server), locale: context.locale }), currency },
      user: stored?.recording.user ?? { email: session.email ?? "", user_id: String(user.id) },
      company: { cust_no: company?.cust_no ?? "", name: company?.Name ?? "" },
      by: session.email ?? stored?.recording.user.email ?? "",
    };
    let recorder = createCartRecorder({ ...recorderOptions, ...(continued === null ? {} : { from: continued }) });
    let detachRecorder = recorder.attach(actor);
    actor.start();
    // The version the server has of what this run continues, and (after a replay on someone
    // else's save) that server recording with the index where this run's own steps begin.
    let version: string | undefined = stored === null ? NO_LIVE_CART_ETAG : stored.version;
    let ownFrom = continued === null ? 0 : continued.events.length;
    let replayedOn: CartRecording | null = null;
    const toSend = () => (replayedOn === null ? recorder.recording() : mergeLiveCartChanges(replayedOn, recorder.recording(), ownFrom));
    const put = async (): Promise<LiveCartInfo> => {
      for (let attempt = 0; ; attempt++) {
        const recording = toSend();
        try {
          const info = await api.call(t("cli.progress.saving"), (client) => client.putCart(recording, version));
          version = info.version ?? version;
          return info;
        } catch (error) {
          if ((statusOf(error) !== 412 && statusOf(error) !== 428) || attempt >= MAX_STALE_RETRIES) throw error;
          // Someone saved since: their cart, then this run's own steps replayed on it.
          const fresh = await api.call(t("cli.progress.loading_cart"), (client) => orNoCart(client.getCart()));
          version = fresh === null ? NO_LIVE_CART_ETAG : fresh.version;
          replayedOn = fresh?.recording ?? null;
        }
      }
    };

    const idle = async (): Promise<LiveCartSnapshot> => {
      const snapshot = await waitFor(actor, (state) => state.matches({ active: "idle" }), { timeout: 60_000 });
      if (lastFailure !== null) {
        const failure = lastFailure;
        lastFailure = null;
        throw isApiCallFailed(failure) ? failureFromApi(failure, { server: context.server, t, locale: context.locale, currency }) : failure;
      }
      return snapshot;
    };
    await idle();

    return {
      api,
      session,
      user,
      company,
      products,
      currency,
      limits,
      stored,
      actor,
      get recorder() {
        return recorder;
      },
      lastRefresh: () => lastRefresh,
      send: async (event) => {
        actor.send(event);
        return idle();
      },
      save: async () => {
        try {
          return await put();
        } catch (error) {
          if (!(error instanceof CliFailure && error.details["status"] === 413)) throw error;
          // Too long a history for the server (events or bytes): record afresh from the cart as
          // it is (a late attach records it as its `cart.loaded`), as the web does, and send that.
          detachRecorder();
          recorder = createCartRecorder(recorderOptions);
          detachRecorder = recorder.attach(actor);
          replayedOn = null;
          ownFrom = 0;
          return put();
        }
      },
      stop: async () => {
        actor.stop();
        await api.dispose();
      },
    };
  } catch (error) {
    await api.dispose();
    throw error;
  }
};

const hostnameOf = (server: string): string => {
  try {
    return new URL(server).hostname;
  } catch {
    return "localhost";
  }
};
