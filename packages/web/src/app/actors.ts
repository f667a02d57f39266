import {
  cartLimitContextFor,
  cartMachine,
  checkoutMachine,
  isUnanswered,
  orderOnBehalfMachine,
  userIdOfToken,
  orderRequestFromCart,
  sessionMachine,
  shopMachine,
  type CartState,
  type CheckoutReceipt,
  type Company,
  type OrderRefresh,
  type PaymentOutcome,
  type PayInput,
  type RememberedOffice,
  type SubmitOrderInput,
  type ShopConfig,
  type Category,
  type CurrentUserAnswer,
  type ShopProduct,
  type SyncKeyValueStore,
} from "@proshop/core";
import { createActor, fromPromise, type ActorRefFrom } from "xstate";
import type { LiveCartSync } from "../features/cart/live-cart-sync.ts";
import { sessionCartOwner } from "../features/cart/cart-owner.ts";
import { writeStoredCart } from "../features/cart/stored-cart-writer.ts";
import { deferredLiveCart } from "../features/cart/deferred-live-cart.ts";
import { keepEarlyChanges } from "../features/cart/early-changes.ts";
import { carryLoadingChanges } from "../features/cart/loading-changes.ts";
import type { KeptKind } from "../features/offline/kept-store.ts";
import { offlineStatus } from "../features/offline/offline-status.ts";
import { browserKeyValueStore } from "./key-value-store.ts";
import { nullWhenNotFound, type ApiCall } from "./api-call.ts";
import type { EffectServices } from "./effect-services.ts";
import type { FirstCalls } from "./first-calls.ts";
import type { NotificationBus } from "./notification-bus.ts";

/** The machines' actors of one tab, created once and shared through React context. */
export interface ShopActors {
  readonly session: ActorRefFrom<typeof sessionMachine>;
  readonly shop: ActorRefFrom<typeof shopMachine>;
  readonly cart: ActorRefFrom<typeof cartMachine>;
  readonly checkout: ActorRefFrom<typeof checkoutMachine>;
  readonly orderOnBehalf: ActorRefFrom<typeof orderOnBehalfMachine>;
  /** The cart's recording, kept and synced as the company's live cart (issue 5). */
  readonly liveCart: LiveCartSync;
  /** Stops every actor and unsubscribes the wiring (tests, hot reload). */
  readonly stop: () => void;
}

export interface ShopActorsOptions {
  /**
   * The tab's Effect services (runtime, core's ApiClient), arriving after the first paint: every
   * slot that needs them waits for them, so nothing asked for before is lost.
   */
  readonly effects: () => Promise<EffectServices>;
  readonly api: ApiCall;
  /**
   * The session's first calls read without Effect (the token, the shop config, the user, the
   * products and the categories): the login form and the shop home do not wait for the Effect
   * services. Without it they run on the Effect services too.
   */
  readonly firstCalls?: FirstCalls;
  /** Whether the Effect services have been built (their chunk arrived); with `firstCalls`, a logout before then without a token needs none. */
  readonly effectsArrived?: () => boolean;
  readonly notifications: NotificationBus;
  /** Hostname whose shop config is loaded. */
  readonly hostname: string;
  /** Leaves the page for the payment provider (window.location.assign in the browser). */
  readonly goToPaymentPage?: (url: string) => void;
  /** Cart writes are debounced by this much (ms); SPEC 9's persist time-out is an upper bound. */
  readonly saveDelayMs?: number;
  readonly now?: () => number;
  /** The tab's storage (the stored cart, the live cart's owner and hand-overs); localStorage when not given. */
  readonly store?: SyncKeyValueStore;
}

/**
 * Builds the five actors with their side-effect slots filled by the Effect services, and wires
 * them together the way core intends:
 * - the session loads user, products, categories and config; its config and products flow
 *   into the shop machine once logged in, and its account (max order amount, company) into the
 *   cart's limit context;
 * - the session's logout resets shop, cart, checkout and order on behalf;
 * - an office chosen for order on behalf becomes the session's active company;
 * - a placed (or paid) order empties the cart;
 * - every `notification.show` goes to the notification bus.
 */
export const createShopActors = (options: ShopActorsOptions): ShopActors => {
  const { effects, api, notifications, firstCalls } = options;
  /** A promise actor whose work runs on the Effect services once they are there (stopping it aborts the call). */
  const onEffects = <Output, Input>(run: (services: EffectServices, input: Input, signal: AbortSignal) => Promise<Output>) =>
    fromPromise<Output, Input>(async ({ input, signal }) => run(await effects(), input, signal));
  const now = options.now ?? Date.now;
  const goToPaymentPage = options.goToPaymentPage ?? ((url: string) => window.location.assign(url));
  const store = options.store ?? browserKeyValueStore();

  const readToken = (): Promise<string | null> =>
    firstCalls === undefined ? effects().then((services) => services.readToken()) : firstCalls.readToken();
  /**
   * Issue 37: the device's copy behind the server's answers, loaded on demand (the first load
   * does not carry it). Null when its chunk cannot come: the call's own failure stands then.
   */
  const keptData = () => import("../features/offline/kept-fallback.ts").catch(() => null);
  type KeptData = NonNullable<Awaited<ReturnType<typeof keptData>>>;
  /** A call whose answer is kept for the stored token's user, and whose kept copy answers when it gets none. */
  const withKeptCopy = async <T>(
    load: () => Promise<T>,
    copy: {
      readonly keep: (data: KeptData, userId: string | null, value: T) => void;
      readonly read: (data: KeptData, userId: string | null, failure: unknown) => Promise<T>;
    },
  ): Promise<T> => {
    const userId = userIdOfToken(await readToken());
    try {
      const value = await load();
      void keptData().then((data) => data !== null && copy.keep(data, userId, value));
      return value;
    } catch (failure) {
      const data = await keptData();
      if (data === null) throw failure;
      return copy.read(data, userId, failure);
    }
  };
  const kept =
    <Output, Input>(kind: KeptKind, load: (input: Input, signal: AbortSignal) => Promise<Output>) =>
    ({ input, signal }: { readonly input: Input; readonly signal: AbortSignal }): Promise<Output> =>
      withKeptCopy(() => load(input, signal), {
        keep: (data, userId, value) => data.keep(userId, kind, value, now()),
        read: (data, userId, failure) => data.keptOr<Output>(userId, kind, failure),
      });

  const session = createActor(
    sessionMachine.provide({
      actors: {
        readToken: fromPromise<string | null, void>(() => readToken()),
        saveToken: onEffects((services, { token }: { readonly token: string }, signal) => services.saveToken(token, signal)),
        clearToken:
          firstCalls === undefined || options.effectsArrived === undefined
            ? onEffects((services, _input: void, signal) => services.forgetSession(signal))
            : fromPromise<void, void>(async ({ signal }) => {
                // Nothing to forget before the Effect services exist and without a token: no server
                // session to end, no acting customer set (it lives in those services). So a /login
                // opened signed out is logged out at once, and a login submitted early is not
                // dropped while the session still waits in `loggingOut` for the chunk.
                if (!options.effectsArrived?.() && (await firstCalls.readToken()) === null) return;
                await (await effects()).forgetSession(signal);
              }),
        loadUser: fromPromise<CurrentUserAnswer, void>(
          kept("user", (_input: void, signal) => (firstCalls === undefined ? effects().then((services) => services.loadUser(signal)) : firstCalls.loadUser(signal))),
        ),
        loadProducts: fromPromise<ReadonlyArray<ShopProduct>, void>(
          kept("products", (_input: void, signal) =>
            firstCalls === undefined ? effects().then((services) => services.loadProducts(signal)) : firstCalls.loadProducts(signal),
          ),
        ),
        loadCategories: fromPromise<ReadonlyArray<Category>, void>(
          kept("categories", (_input: void, signal) =>
            firstCalls === undefined ? effects().then((services) => services.loadCategories(signal)) : firstCalls.loadCategories(signal),
          ),
        ),
        loadConfig: fromPromise<ShopConfig, { readonly hostname: string }>(
          kept("config", ({ hostname }: { readonly hostname: string }, signal) =>
            firstCalls === undefined ? effects().then((services) => services.loadConfig(hostname, signal)) : firstCalls.loadConfig(hostname, signal),
          ),
        ),
        login: onEffects(async (services, credentials: { readonly email: string; readonly password: string }, signal) => {
          const answer = await services.login(credentials, signal);
          // The log-in's user is the one a start offline falls back on (issue 37); its token is not kept there.
          const { auth: _token, ...user } = answer;
          void keptData().then((data) => data?.keep(String(answer.id), "user", user, now()));
          return answer;
        }),
      },
    }),
    { input: { hostname: options.hostname } },
  );

  // The shop takes what the session already loaded; it asks the API only if the session has none.
  const shop = createActor(
    shopMachine.provide({
      actors: {
        loadProducts: fromPromise(async () => {
          const products = session.getSnapshot().context.products;
          return products ?? (await (await effects()).loadProducts());
        }),
        loadCategories: fromPromise(async () => {
          const categories = session.getSnapshot().context.categories;
          return categories ?? (await (await effects()).loadCategories());
        }),
      },
    }),
  );

  const cart = createActor(
    cartMachine.provide({
      actors: {
        loadCart: fromPromise<CartState | null, { key: string }>(async ({ input }) => (await effects()).loadStoredCart(input.key)),
        checkCoupon: fromPromise(({ input, signal }) => api((client) => client.checkCoupon(input.code), signal).catch(nullWhenNotFound)),
        priceOrder: fromPromise(async ({ input, signal }) => {
          try {
            const refresh = await api((client) => client.priceOrder(orderRequestFromCart(input.cart)), signal);
            offlineStatus.answered();
            return refresh;
          } catch (failure) {
            // Offline (issue 37): priced from the kept catalogue by core's rules, as the server would.
            const products = session.getSnapshot().context.products;
            if (!isUnanswered(failure) || products === null) throw failure;
            const { priceFromCatalogue } = await import("../features/offline/offline-pricing.ts");
            return priceFromCatalogue(input.cart, products, now());
          }
        }),
      },
    }),
    { input: { now } },
  );
  const stopWriting = writeStoredCart(cart, store, options.saveDelayMs ?? 300);
  // Before the logout handler below empties the cart: that reset is no change of the customer's.
  // The owner watches the session from now (login's e-mail, logout before the cart's reset); the
  // recording and its calls come with the Effect services.
  const owner = sessionCartOwner(session, store);
  const liveCart = deferredLiveCart(effects().then((services) => services.startLiveCart({ cart, session, owner, hostname: options.hostname })));
  keepEarlyChanges(cart, liveCart, owner, store);

  // Orders queued offline are sent once the Effect services are there (issue 37), by the signed-in user's session.
  let queueSync: { readonly sync: () => void; readonly stop: () => void } | null = null;
  let stopped = false;
  const signedInUserId = (): string | null => {
    const user = session.getSnapshot().context.signedIn?.user;
    return user === undefined ? null : String(user.id);
  };
  void effects()
    .then(async (services) => {
      const { startQueueSync } = await import("../features/offline/queue-sync.ts");
      if (!stopped) queueSync = startQueueSync({ userId: signedInUserId, api: services.queuedOrderApi, now });
    })
    .catch(() => undefined);

  // Payment pages of orders just submitted, so the first payment needs no extra call.
  const paymentPages = new Map<string, { readonly type: string; readonly url: string }>();

  const checkout = createActor(
    checkoutMachine.provide({
      actors: {
        submitOrder: fromPromise<CheckoutReceipt, SubmitOrderInput>(({ input }) => submitInput(input)),
        pay: fromPromise<{ readonly outcome: PaymentOutcome }, PayInput>(
          async ({ input }) => {
            const known = paymentPages.get(input.orderNr);
            paymentPages.delete(input.orderNr);
            const url =
              known !== undefined && known.type === input.paymentType
                ? known.url
                : (await api((client) => client.resumePayment(input.orderNr, input.paymentType))).payment_url;
            goToPaymentPage(url);
            // The provider sends the browser back to /cart?payment=...; the cart screen then
            // sends `checkout.paymentReturned`. This page is gone by then: never settle.
            return new Promise<never>(() => undefined);
          },
        ),
      },
    }),
    { input: { cart } },
  );

  /**
   * No answer to the pricing (offline, issue 37): the order as confirmed goes to the device's
   * queue under its idempotency key, sent when the network is back (features/offline/queue-sync.ts).
   */
  async function queueOffline(input: SubmitOrderInput, state: CartState, failure: unknown): Promise<CheckoutReceipt> {
    const { account, signedIn } = session.getSnapshot().context;
    if (signedIn === null) throw failure;
    const { orderQueue } = await import("../features/offline/order-queue.ts");
    await orderQueue.queue({
      key: input.idempotencyKey,
      userId: String(signedIn.user.id),
      // A representative's order is sent for the office it was made for; a customer's for their own company.
      custNo: account.isSalesRep ? (account.company?.cust_no ?? "") : "",
      companyName: account.company?.Name ?? "",
      keptAt: offlineStatus.keptAt() ?? now(),
      now: now(),
      cart: state,
      payment: input.payment,
    });
    void import("../features/offline/queue-sync.ts").then((sync) => sync.requestBackgroundSync());
    return { order_nr: input.idempotencyKey, total: input.confirmedTotal, queued: true };
  }

  /**
   * Prices the cart as confirmed (which also yields the draft number), then places it with the
   * shipping method and total the customer confirmed: the server refuses (409) any other order.
   */
  async function submitInput(input: SubmitOrderInput): Promise<CheckoutReceipt> {
    const state = { ...cart.getSnapshot().context.cart, addresskey: input.addressKey, shipping_method: input.shippingMethod };
    let priced: OrderRefresh;
    try {
      priced = await api((client) => client.priceOrder(orderRequestFromCart(state)));
    } catch (failure) {
      if (!isUnanswered(failure)) throw failure;
      return queueOffline(input, state, failure);
    }
    const answer = await api((client) =>
      client.submitOrder(
        priced.order_nr,
        { payment: input.payment, confirmed_total: input.confirmedTotal, shipping_method: input.shippingMethod },
        input.idempotencyKey,
      ),
    );
    const url = answer.payment_url ?? answer.payment.payment_url;
    if (url !== undefined) paymentPages.set(answer.order_nr, { type: answer.payment.type, url });
    return { order_nr: answer.order_nr, total: answer.total };
  }

  const orderOnBehalf = createActor(
    orderOnBehalfMachine.provide({
      actors: {
        setOrderOnBehalf: onEffects(async (services, { cust_no }: { readonly cust_no: string }, signal) => {
          const company = await withKeptCopy(() => services.setOrderOnBehalf(cust_no, signal).then((answer) => answer.company), {
            keep: (data, userId, chosen) => data.keepChosenCompany(userId, cust_no, chosen, now()),
            read: (data, userId, failure) => data.keptCompanyOr<Company>(userId, cust_no, failure),
          });
          // A kept company is acted for as the server would have confirmed it (issue 37).
          await services.setActingCustomer(company.cust_no === "" ? cust_no.trim() : company.cust_no);
          return { company };
        }),
        readRememberedOffice: onEffects((services, _input: unknown, signal) => services.readRememberedOffice(signal)),
        writeRememberedOffice: onEffects((services, { office }: { readonly office: RememberedOffice | null }, signal) =>
          services.writeRememberedOffice(office, signal),
        ),
      },
    }),
  );

  // Every machine's toasts go to the one notification bar, with the machine to send an UNDO to.
  const subscriptions: Array<{ unsubscribe(): void }> = [
    session.on("notification.show", ({ notification }) => notifications.publish({ notification, source: session })),
    cart.on("notification.show", ({ notification }) => notifications.publish({ notification, source: cart })),
    checkout.on("notification.show", ({ notification }) => notifications.publish({ notification, source: checkout })),
    orderOnBehalf.on("notification.show", ({ notification }) => notifications.publish({ notification, source: orderOnBehalf })),
  ];

  /**
   * Issue 37, at each log-in or start: the queue waiting since a session expired offline is sent;
   * the config read before the log-in is kept for this user; a representative's shipping methods
   * are kept, so the checkout works offline too.
   */
  const afterLogInForOffline = (userId: string, isSalesRep: boolean, config: ShopConfig | null): void => {
    queueSync?.sync();
    void keptData().then(async (data) => {
      if (data === null) return;
      if (config !== null && offlineStatus.keptAt() === null) data.keep(userId, "config", config, now());
      if (isSalesRep) await data.loadOrKept(userId, "shipping", () => api((client) => client.listShippingMethods()), now).catch(() => undefined);
    });
  };

  // Whose kept data a log-out removes: the user signed in until then.
  let lastUserId: string | null = null;
  subscriptions.push(
    session.subscribe((snapshot) => {
      const user = snapshot.context.signedIn?.user;
      if (user !== undefined) lastUserId = String(user.id);
    }),
  );

  subscriptions.push(
    session.on("session.loggedIn", ({ account }) => {
      const { config } = session.getSnapshot().context;
      if (account.user_id !== null) afterLogInForOffline(String(account.user_id), account.isSalesRep, config);
      // A reload keeps a sales rep's chosen office: set it again.
      if (account.isSalesRep && account.user_id !== null) orderOnBehalf.send({ type: "onBehalf.restore", userId: String(account.user_id) });
      if (config !== null) shop.send({ type: "shop.configLoaded", config });
      shop.send({ type: "shop.load" });
    }),
    session.on("session.loggedOut", ({ reason }) => {
      // A deliberate log-out removes what the device kept for that user (issue 37); an expired
      // session keeps it, and its queue, for the same user's next log-in.
      if (reason === "logout" && lastUserId !== null) {
        const userId = lastUserId;
        void import("../features/offline/kept-store.ts").then((store) => store.forgetKeptData(userId)).catch(() => undefined);
      }
      shop.send({ type: "shop.reset" });
      cart.send({ type: "cart.reset", maxOrderAmount: null });
      checkout.send({ type: "checkout.reset" });
      orderOnBehalf.send({ type: "onBehalf.signOut" });
    }),
    orderOnBehalf.on("onBehalf.companySet", (event) => session.send({ type: "session.setOrderForCompany", company: event.company })),
    orderOnBehalf.on("onBehalf.cleared", () => {
      void effects().then((services) => services.clearActingCustomer());
      session.send({ type: "session.setOrderForCompany", company: null });
    }),
  );

  // The cart judges limits on the session's account and catalogue: refresh when they change.
  let lastAccount: unknown = null;
  let lastProducts: unknown = null;
  subscriptions.push(
    session.subscribe((snapshot) => {
      const { account, products, config } = snapshot.context;
      if (account === lastAccount && products === lastProducts) return;
      lastAccount = account;
      lastProducts = products;
      cart.send({
        type: "cart.setContext",
        context: cartLimitContextFor({ account, products, organisation: config?.organisation ?? null, today: new Date(now()) }),
      });
    }),
  );

  // A placed order (cash on delivery) or a completed payment empties the cart.
  let lastCheckoutState: unknown = null;
  subscriptions.push(
    checkout.subscribe((snapshot) => {
      const state = snapshot.value;
      if (state === lastCheckoutState) return;
      lastCheckoutState = state;
      if (state === "orderPlaced" || state === "orderQueued" || state === "paymentCompleted") {
        cart.send({ type: "cart.reset", maxOrderAmount: session.getSnapshot().context.account.maxOrderAmount });
      }
    }),
  );

  for (const actor of [orderOnBehalf, checkout, cart, shop, session] as const) actor.start();
  const stopCarrying = carryLoadingChanges(cart, store);

  return {
    session,
    shop,
    cart,
    checkout,
    orderOnBehalf,
    liveCart,
    stop: () => {
      stopped = true;
      queueSync?.stop();
      liveCart.stop();
      stopCarrying();
      stopWriting();
      for (const subscription of subscriptions) subscription.unsubscribe();
      for (const actor of [session, shop, cart, checkout, orderOnBehalf] as const) actor.stop();
    },
  };
};
