import {
  CONFIG_TIMEOUT_MS,
  ActingCustomer,
  ApiClient,
  CART_STORAGE_KEY,
  cartLimitContextFor,
  cartMachine,
  checkoutMachine,
  orderOnBehalfMachine,
  orderRequestFromCart,
  REPORTING_PATH,
  reportingLevelOfToken,
  readRememberedOffice,
  writeRememberedOffice,
  sessionMachine,
  shopMachine,
  Storage,
  TokenStore,
  actorFromEffect,
  type CheckoutReceipt,
  type PaymentOutcome,
  type PayInput,
  type RememberedOffice,
  type SubmitOrderInput,
  type SaveCartEvent,
} from "@proshop/core";
import { Effect } from "effect";
import { createActor, fromCallback, fromPromise, type ActorRefFrom } from "xstate";
import type { LiveCartSync } from "../features/cart/live-cart-sync.ts";
import { createWebLiveCart } from "../features/cart/web-live-cart.ts";
import { nullWhenNotFound, type ApiCall } from "./api-call.ts";
import type { NotificationBus } from "./notification-bus.ts";
import type { BrowserRuntime } from "./runtime.ts";

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
  readonly runtime: BrowserRuntime;
  readonly api: ApiCall;
  readonly notifications: NotificationBus;
  /** Hostname whose shop config is loaded. */
  readonly hostname: string;
  /** Leaves the page for the payment provider (window.location.assign in the browser). */
  readonly goToPaymentPage?: (url: string) => void;
  /** Cart writes are debounced by this much (ms); SPEC 9's persist time-out is an upper bound. */
  readonly saveDelayMs?: number;
  readonly now?: () => number;
}

/**
 * Builds the five actors with their side-effect slots filled by the services runtime, and wires
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
  const { runtime, api, notifications } = options;
  const now = options.now ?? Date.now;
  const goToPaymentPage = options.goToPaymentPage ?? ((url: string) => window.location.assign(url));

  const session = createActor(
    sessionMachine.provide({
      actors: {
        readToken: actorFromEffect(runtime, () => TokenStore.use((tokens) => tokens.get())),
        saveToken: actorFromEffect(runtime, ({ token }: { readonly token: string }) => TokenStore.use((tokens) => tokens.set(token))),
        clearToken: actorFromEffect(runtime, () => ApiClient.use((api) => api.forgetSession())),
        loadUser: actorFromEffect(runtime, () => ApiClient.use((api) => api.getCurrentUser())),
        loadProducts: actorFromEffect(runtime, () => ApiClient.use((api) => api.listProducts())),
        loadCategories: actorFromEffect(runtime, () => ApiClient.use((api) => api.listCategories())),
        loadConfig: actorFromEffect(runtime, ({ hostname }: { readonly hostname: string }) =>
          // A config that does not come is told (retry offered) rather than "Loading" for ever.
          ApiClient.use((api) => api.getConfigForHostname(hostname)).pipe(Effect.timeout(CONFIG_TIMEOUT_MS)),
        ),
        login: actorFromEffect(runtime, (credentials: { readonly email: string; readonly password: string }) =>
          ApiClient.use((api) => api.login(credentials)).pipe(
            // A reporting account (issue 14) goes to its own area, token kept: the shop is not for it.
            Effect.tap((answer) =>
              reportingLevelOfToken(answer.auth) === null ? Effect.void : Effect.sync(() => window.location.assign(REPORTING_PATH)).pipe(Effect.andThen(Effect.never)),
            ),
          ),
        ),
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
          return products ?? (await runtime.runPromise(ApiClient.use((api) => api.listProducts())));
        }),
        loadCategories: fromPromise(async () => {
          const categories = session.getSnapshot().context.categories;
          return categories ?? (await runtime.runPromise(ApiClient.use((api) => api.listCategories())));
        }),
      },
    }),
  );

  const cart = createActor(
    cartMachine.provide({
      actors: {
        loadCart: fromPromise<unknown, { key: string }>(({ input }) =>
          runtime.runPromise(Storage.use((storage) => storage.get(input.key)).pipe(Effect.orElseSucceed(() => null))),
        ),
        saveCart: fromCallback<SaveCartEvent, { key: string }>(({ receive }) => {
          let timer: ReturnType<typeof setTimeout> | undefined;
          let pending: SaveCartEvent | undefined;
          const flush = () => {
            if (pending === undefined) return;
            const { key, cart: state } = pending;
            pending = undefined;
            void runtime.runPromise(Storage.use((storage) => storage.set(key, JSON.stringify(state))).pipe(Effect.ignore));
          };
          receive((event) => {
            pending = event;
            clearTimeout(timer);
            timer = setTimeout(flush, options.saveDelayMs ?? 300);
          });
          // Leaving the page must not lose the last change.
          window.addEventListener("pagehide", flush);
          return () => {
            clearTimeout(timer);
            flush();
            window.removeEventListener("pagehide", flush);
          };
        }),
        checkCoupon: fromPromise(({ input, signal }) => api((client) => client.checkCoupon(input.code), signal).catch(nullWhenNotFound)),
        priceOrder: fromPromise(({ input, signal }) => api((client) => client.priceOrder(orderRequestFromCart(input.cart)), signal)),
      },
    }),
    { input: { now } },
  );
  // Before the logout handler below empties the cart: that reset is no change of the customer's.
  const liveCart = createWebLiveCart({ cart, session, runtime, hostname: options.hostname });

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

  /** Prices the cart as chosen at checkout (which also yields the draft number), then places it. */
  async function submitInput(input: SubmitOrderInput): Promise<CheckoutReceipt> {
    const state = cart.getSnapshot().context.cart;
    const priced = await api((client) =>
      client.priceOrder(orderRequestFromCart({ ...state, addresskey: input.addressKey, shipping_method: input.shippingMethod })),
    );
    const answer = await api((client) => client.submitOrder(priced.order_nr, { payment: input.payment }, input.idempotencyKey));
    const url = answer.payment_url ?? answer.payment.payment_url;
    if (url !== undefined) paymentPages.set(answer.order_nr, { type: answer.payment.type, url });
    return { order_nr: answer.order_nr, total: answer.total };
  }

  const orderOnBehalf = createActor(
    orderOnBehalfMachine.provide({
      actors: {
        setOrderOnBehalf: actorFromEffect(runtime, ({ cust_no }: { readonly cust_no: string }) =>
          ApiClient.use((api) => api.setOrderOnBehalf(cust_no)).pipe(Effect.map((company) => ({ company }))),
        ),
        readRememberedOffice: actorFromEffect(runtime, readRememberedOffice),
        writeRememberedOffice: actorFromEffect(runtime, ({ office }: { readonly office: RememberedOffice | null }) => writeRememberedOffice(office)),
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

  subscriptions.push(
    session.on("session.loggedIn", ({ account }) => {
      // A reload keeps a sales rep's chosen office: set it again.
      if (account.isSalesRep && account.user_id !== null) orderOnBehalf.send({ type: "onBehalf.restore", userId: String(account.user_id) });
      const { config } = session.getSnapshot().context;
      if (config !== null) shop.send({ type: "shop.configLoaded", config });
      shop.send({ type: "shop.load" });
    }),
    session.on("session.loggedOut", () => {
      shop.send({ type: "shop.reset" });
      cart.send({ type: "cart.reset", maxOrderAmount: null });
      checkout.send({ type: "checkout.reset" });
      orderOnBehalf.send({ type: "onBehalf.signOut" });
    }),
    orderOnBehalf.on("onBehalf.companySet", (event) => session.send({ type: "session.setOrderForCompany", company: event.company })),
    orderOnBehalf.on("onBehalf.cleared", () => {
      void runtime.runPromise(ActingCustomer.use((acting) => acting.clear()));
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
      if (state === "orderPlaced" || state === "paymentCompleted") {
        cart.send({ type: "cart.reset", maxOrderAmount: session.getSnapshot().context.account.maxOrderAmount });
      }
    }),
  );

  for (const actor of [orderOnBehalf, checkout, cart, shop, session] as const) actor.start();

  return {
    session,
    shop,
    cart,
    checkout,
    orderOnBehalf,
    liveCart,
    stop: () => {
      liveCart.stop();
      for (const subscription of subscriptions) subscription.unsubscribe();
      for (const actor of [session, shop, cart, checkout, orderOnBehalf] as const) actor.stop();
    },
  };
};
