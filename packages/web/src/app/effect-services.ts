import {
  ActingCustomer,
  ApiClient,
  CONFIG_TIMEOUT_MS,
  readRememberedOffice,
  REPORTING_PATH,
  restoreCart,
  reportingLevelOfToken,
  Storage,
  TokenStore,
  writeRememberedOffice,
  type RememberedOffice,
  type ShopServices,
  type SyncKeyValueStore,
} from "@proshop/core";
import { Effect } from "effect";
import { liveCartApi } from "../features/cart/live-cart-api.ts";
import { browserKeyValueStore } from "./key-value-store.ts";
import { createWebLiveCart, type WebLiveCartOptions } from "../features/cart/web-live-cart.ts";
import { createApiCall, createBrowserRuntime, createQueuedOrderApi, type BrowserRuntime } from "./runtime.ts";

/*
 * The tab's Effect side, one chunk loaded right after the app starts and painted without it
 * (issue 18): the services runtime, core's ApiClient on it, and the side effects the actors'
 * slots run there. app/deferred-services.ts hands it out; a call asked for before it arrives
 * waits for it (a login submitted early is sent once the chunk is there, not lost).
 */

export interface EffectServicesOptions {
  /** A 401 on an API call ends the session (SPEC 4: forced logout with the session-expired toast). */
  readonly onUnauthorized?: () => void;
  readonly origin?: string;
  readonly store?: SyncKeyValueStore;
}

export const createEffectServices = (options: EffectServicesOptions = {}) => {
  const origin = options.origin ?? window.location.origin;
  const runtime: BrowserRuntime = createBrowserRuntime(origin, options.store);
  const api = createApiCall(runtime, options.onUnauthorized);
  /** Runs an effect of the shop's services; aborting the signal interrupts it. */
  const run = <A, E>(effect: Effect.Effect<A, E, ShopServices>, signal?: AbortSignal): Promise<A> =>
    runtime.runPromise(effect, signal === undefined ? undefined : { signal });
  return {
    runtime,
    api,
    /** The tab's live cart over these services (issue 5): its recording, local copies and calls. */
    startLiveCart: (live: Omit<WebLiveCartOptions, "api">) => createWebLiveCart({ ...live, api: liveCartApi(runtime, origin) }),
    readToken: (signal?: AbortSignal) => run(TokenStore.use((tokens) => tokens.get()), signal),
    saveToken: (token: string, signal?: AbortSignal) => run(TokenStore.use((tokens) => tokens.set(token)), signal),
    forgetSession: (signal?: AbortSignal) => run(ApiClient.use((client) => client.forgetSession()), signal),
    loadUser: (signal?: AbortSignal) => run(ApiClient.use((client) => client.getCurrentUser()), signal),
    loadProducts: (signal?: AbortSignal) => run(ApiClient.use((client) => client.listProducts()), signal),
    loadCategories: (signal?: AbortSignal) => run(ApiClient.use((client) => client.listCategories()), signal),
    loadConfig: (hostname: string, signal?: AbortSignal) =>
      // A config that does not come is told (retry offered) rather than "Loading" for ever.
      run(ApiClient.use((client) => client.getConfigForHostname(hostname)).pipe(Effect.timeout(CONFIG_TIMEOUT_MS)), signal),
    login: (credentials: { readonly email: string; readonly password: string }, signal?: AbortSignal) =>
      run(
        ApiClient.use((client) => client.login(credentials)).pipe(
          // A reporting account (issue 14) goes to its own area, token kept: the shop is not for it.
          Effect.tap((answer) =>
            reportingLevelOfToken(answer.auth) === null ? Effect.void : Effect.sync(() => window.location.assign(REPORTING_PATH)).pipe(Effect.andThen(Effect.never)),
          ),
        ),
        signal,
      ),
    /** The stored cart, decoded (core's `restoreCart`: an empty cart for anything not a valid cart). */
    loadStoredCart: (key: string) => run(Storage.use((storage) => storage.get(key)).pipe(Effect.orElseSucceed(() => null))).then(restoreCart),
    setOrderOnBehalf: (custNo: string, signal?: AbortSignal) =>
      run(ApiClient.use((client) => client.setOrderOnBehalf(custNo)).pipe(Effect.map((company) => ({ company }))), signal),
    readRememberedOffice: (signal?: AbortSignal) => run(readRememberedOffice(), signal),
    writeRememberedOffice: (office: RememberedOffice | null, signal?: AbortSignal) => run(writeRememberedOffice(office), signal),
    clearActingCustomer: () => run(ActingCustomer.use((acting) => acting.clear())),
    /** The calls that send orders queued offline, each for its own company (issue 37). */
    queuedOrderApi: createQueuedOrderApi(origin, options.store ?? browserKeyValueStore()),
    setActingCustomer: (custNo: string) => run(ActingCustomer.use((acting) => acting.set(custNo))),
  };
};

/** The tab's Effect services, once their chunk has arrived. */
export type EffectServices = ReturnType<typeof createEffectServices>;
