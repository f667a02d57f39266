import { Clock, Context, Effect, Layer, Predicate, Result, Schema } from "effect";
import { FetchHttpClient, HttpClient, HttpClientError, HttpClientRequest, type HttpClientResponse } from "effect/http";
import { ShopCallsApi } from "../contract/shop-calls.ts";
import type {
  CurrentUserAnswer,
  LoginAnswer,
  LoginRequest,
  PasswordChangeAnswer,
  PrefillAnswer,
  ResetPasswordRequest,
  SuccessAnswer,
} from "../contract/bodies.ts";
import { isApiErrorBody } from "../contract/errors.ts";
import type { LiveCart, LiveCartInfo } from "../contract/carts.ts";
import type { SavedList, SavedListIndex, SavedListRequest } from "../contract/saved-lists.ts";
import type { OutboxList, OutboxListFilter, OutboxMessage } from "../contract/outbox.ts";
import type {
  AccountDecisionAnswer,
  CompanyUsers,
  HostMaintenanceAnswer,
  HostMaintenanceRequest,
  MaintenanceAnswer,
  MaxOrderAmountAnswer,
  PendingAccounts,
} from "../contract/accounts.ts";
import type {
  OrderDetail,
  OrderListPage,
  OrderRequest,
  OrderSubmitAnswer,
  OrderSubmitRequest,
  PaymentResumeAnswer,
  ShippingOption,
} from "../contract/order-bodies.ts";
import { signedRequestClaims, signRequestToken } from "../contract/signed-request.ts";
import type { Coupon } from "../cart/coupon.ts";
import { checkCartRecording, type CartRecording } from "../cart/recording/schema.ts";
import type { PaymentType } from "../checkout/payment.ts";
import type { Category } from "../entities/category.ts";
import type { Company } from "../entities/company.ts";
import type { OrderRefresh } from "../entities/order.ts";
import type { ContactQuestion } from "../entities/contact.ts";
import { CUSTOMER_NUMBER_HEADER } from "../entities/order-on-behalf.ts";
import type { ShopProduct } from "../entities/product.ts";
import type { Registration } from "../entities/registration.ts";
import type { ShopConfig } from "../entities/shop-config.ts";
import { ActingCustomer } from "./acting-customer.ts";
import { lazyApiClient } from "./lazy-api-client.ts";
import { TokenStore } from "./token-store.ts";
import { WRONG_SERVICES, WRONG_SERVICES_MESSAGE_ID } from "./wrong-services.ts";

export { WRONG_SERVICES, WRONG_SERVICES_MESSAGE_ID } from "./wrong-services.ts";

/**
 * A call of the admin or auth API that failed (SPEC 7: "failed calls reject with the response
 * body or the text Wrong Services").
 *
 * - `status`: the HTTP status, or null when there was no usable answer (network failure, or a
 *   success whose body does not match the contract; both are logged).
 * - `body`: the response body, parsed when it is JSON; its text otherwise; `"Wrong Services"`
 *   when there was none.
 * - `messageId`: the refusal's `error.code` when the body is an ApiErrorBody (a message id by
 *   the contract), else `content.wrong_services`.
 */
export class ApiCallFailed extends Schema.TaggedError<ApiCallFailed>()("ApiCallFailed", {
  status: Schema.NullOr(Schema.Number),
  body: Schema.Unknown,
  messageId: Schema.String,
}) {}

/** Where the API is and what the adapter knows about its surroundings. */
export class ApiConfig extends Context.Service<
  ApiConfig,
  {
    /**
     * The API root: admin calls go to `{baseUrl}/admin/...`, auth calls to `{baseUrl}/auth/...`
     * (SPEC 7: the auth base is the admin base with admin replaced by auth).
     */
    readonly baseUrl: string;
    /** Secret of the signed request tokens (see SignedRequestClaims). */
    readonly formSigningSecret: string;
    /** Where a form is sent from: `location.href` on the web, `cli:<command>` in the CLI. */
    readonly currentLocation: () => string;
  }
>()("@proshop/core/services/ApiConfig") {}

/** Result of the auth calls whose failure is an answer, not an error (SPEC 7: "non-200 gives success false with server message"). */
export type AuthOutcome =
  | { readonly success: true; readonly message: string | null }
  | { readonly success: false; readonly message: string | null; readonly failure: ApiCallFailed };

/**
 * The admin, auth and order API client, derived from the contract (`ShopCallsApi`). Every call carries
 * the bearer token from `TokenStore` (SPEC 7: "sent as bearer on all calls") and, once a sales
 * rep chose an office, `X-Customer-Number` from `ActingCustomer`. Forms sent without a session
 * carry a signed request token instead.
 */
export class ApiClient extends Context.Service<
  ApiClient,
  {
    /** GET /admin/user/me?refresh=1 */
    getCurrentUser(): Effect.Effect<CurrentUserAnswer, ApiCallFailed>;
    /** PUT /admin/user/me: the server requires the current password too (403 `account.current_password_wrong`). */
    changePassword(password: string, currentPassword: string): Effect.Effect<AuthOutcome>;
    /** GET /admin/product (filtering by organisation is the shop's rule, not the client's). */
    /** `lang`: the texts' language (a language switch); absent, the user's. */
    listProducts(lang?: string): Effect.Effect<ReadonlyArray<ShopProduct>, ApiCallFailed>;
    /** GET /admin/category */
    listCategories(lang?: string): Effect.Effect<ReadonlyArray<Category>, ApiCallFailed>;
    /** GET /admin/config_for_hostname/{hostname} */
    getConfigForHostname(hostname: string): Effect.Effect<ShopConfig, ApiCallFailed>;
    /** POST /admin/set_order_on_behalf; on success later calls carry the office's customer number. */
    setOrderOnBehalf(customerNumber: string): Effect.Effect<Company, ApiCallFailed>;
    /** POST /admin/user?send_mail=1, always with a signed request token. */
    register(registration: Registration): Effect.Effect<SuccessAnswer, ApiCallFailed>;
    /** POST /admin/question, with the session token, or a signed request token when signed out. */
    askQuestion(question: ContactQuestion): Effect.Effect<SuccessAnswer, ApiCallFailed>;
    /** POST /auth/login; on success the token (`auth`) is kept in `TokenStore`. */
    login(credentials: LoginRequest): Effect.Effect<LoginAnswer, ApiCallFailed>;
    /** POST /auth/prefill */
    prefill(token: string): Effect.Effect<PrefillAnswer, ApiCallFailed>;
    /** POST /auth/reset */
    resetPassword(request: ResetPasswordRequest): Effect.Effect<AuthOutcome>;
    /** POST /auth/forgot */
    forgotPassword(email: string): Effect.Effect<AuthOutcome>;
    /** Logout: ends this session on the server, forgets the token and the office ordered for (SPEC 4). */
    forgetSession(): Effect.Effect<void>;
    /**
     * "Log out everywhere" (POST /auth/logout/everywhere): ends every session of the user, then
     * forgets the token and the office as forgetSession does. Fails (and forgets nothing) when the
     * server did not end them, so the caller can say the other sessions are still open.
     */
    endEverySession(): Effect.Effect<void, ApiCallFailed>;
    /**
     * POST /admin/order: prices and checks a cart for the active company (SPEC 4's order
     * refresh: each line's price, available quantity and status, and the totals). Give the
     * `order_nr` of an earlier answer to re-price the same draft.
     */
    priceOrder(request: OrderRequest): Effect.Effect<OrderRefresh, ApiCallFailed>;
    /**
     * POST /admin/order/{order_nr}/submit: places a priced draft. `idempotencyKey` (one per
     * checkout attempt, e.g. `crypto.randomUUID()`) makes a retry safe: the same key and body
     * answer the order already placed, never a second one.
     */
    submitOrder(orderNr: string, request: OrderSubmitRequest, idempotencyKey: string): Effect.Effect<OrderSubmitAnswer, ApiCallFailed>;
    /** POST /admin/order/{order_nr}/payment: pays a canceled (or abandoned) online payment again. */
    resumePayment(orderNr: string, type: PaymentType): Effect.Effect<PaymentResumeAnswer, ApiCallFailed>;
    /** GET /admin/order: one page of the active company's placed orders, newest first. */
    listOrders(paging?: { readonly page?: number; readonly pageSize?: number }): Effect.Effect<OrderListPage, ApiCallFailed>;
    /** GET /admin/order/{order_nr}: another company's order is 404. */
    getOrder(orderNr: string): Effect.Effect<OrderDetail, ApiCallFailed>;
    /** GET /admin/order/{order_nr}/invoice: the order's invoice (PDF bytes); 404 `integration.invoice.not_found` until one is uploaded. */
    getOrderInvoice(orderNr: string): Effect.Effect<Uint8Array, ApiCallFailed>;
    /** GET /admin/coupon/{code}: the coupon with exactly this code (case sensitive), else 404 `coupon_invalid`. */
    checkCoupon(code: string): Effect.Effect<Coupon, ApiCallFailed>;
    /** GET /admin/shipping_method: the shipping methods and their charges. */
    listShippingMethods(): Effect.Effect<ReadonlyArray<ShippingOption>, ApiCallFailed>;
    /**
     * PUT /admin/cart: stores the recording as the active company's live cart; `ifMatch`: the version it was made on (412 when stale).
     * Its `company.cust_no` must be the active company (400 `liveCart.company_mismatch`).
     */
    putCart(recording: CartRecording, ifMatch?: string): Effect.Effect<LiveCartInfo, ApiCallFailed>;
    /** GET /admin/cart: the active company's live cart; 404 `liveCart.not_found` when it has none. */
    getCart(): Effect.Effect<LiveCart, ApiCallFailed>;
    /**
     * GET /admin/cart/{cust_no}: a company's live cart, for the representatives and support
     * agents who serve it; 404 `liveCart.not_found` for anyone else or when there is none.
     */
    getCustomerCart(custNo: string): Effect.Effect<LiveCart, ApiCallFailed>;
    /** GET /admin/saved_list: the active company's saved lists, newest first. */
    listSavedLists(): Effect.Effect<SavedListIndex, ApiCallFailed>;
    /** POST /admin/saved_list: saves a list for the active company (409 `savedList.name_taken`). */
    createSavedList(request: SavedListRequest): Effect.Effect<SavedList, ApiCallFailed>;
    /** GET /admin/saved_list/{id}: one list with its lines; another company's is 404 `savedList.not_found`. */
    getSavedList(id: number): Effect.Effect<SavedList, ApiCallFailed>;
    /** DELETE /admin/saved_list/{id}. */
    deleteSavedList(id: number): Effect.Effect<void, ApiCallFailed>;
    /** GET /admin/outbox: support agents read the e-mails of their markets, newest first. */
    listOutbox(filter?: OutboxListFilter): Effect.Effect<OutboxList, ApiCallFailed>;
    /** GET /admin/outbox/{id}: one e-mail with its body; another market's is 404 `outbox.not_found`. */
    getOutboxMessage(id: number): Effect.Effect<OutboxMessage, ApiCallFailed>;
    /** GET /admin/accounts/pending: support agents, the accounts of their markets waiting for approval. */
    listPendingAccounts(): Effect.Effect<PendingAccounts, ApiCallFailed>;
    /** POST /admin/accounts/approve: an account (e-mail) or a company's waiting accounts (cust_no). */
    approveAccount(account: string): Effect.Effect<AccountDecisionAnswer, ApiCallFailed>;
    /** POST /admin/accounts/refuse, with the reason mailed to the customer. */
    refuseAccount(account: string, reason: string): Effect.Effect<AccountDecisionAnswer, ApiCallFailed>;
    /** PUT /admin/accounts/max_order_amount (cents; null: no limit). */
    setMaxOrderAmount(email: string, cents: number | null): Effect.Effect<MaxOrderAmountAnswer, ApiCallFailed>;
    /** PUT /admin/organisation/{id}/maintenance. */
    setMaintenance(organisation: string, on: boolean, message?: string): Effect.Effect<MaintenanceAnswer, ApiCallFailed>;
    /** PUT /admin/hostname/{hostname}/maintenance: one host's maintenance (and the market's texts when given). */
    setHostMaintenance(hostname: string, request: HostMaintenanceRequest): Effect.Effect<HostMaintenanceAnswer, ApiCallFailed>;
    /** GET /admin/company/{cust_no}/users: the company's users and their limits, for support and its representatives. */
    listCompanyUsers(custNo: string): Effect.Effect<CompanyUsers, ApiCallFailed>;
    /** POST /admin/invitation: a confirmed user invites a colleague into their company. */
    invite(email: string): Effect.Effect<{ readonly success: boolean }, ApiCallFailed>;
  }
>()("@proshop/core/services/ApiClient") {
  /** The client over whatever `HttpClient`, token store and acting customer are provided. */
  static readonly layerWithoutHttp: Layer.Layer<
    ApiClient,
    never,
    HttpClient.HttpClient | TokenStore | ActingCustomer | ApiConfig
  > = Layer.effect(ApiClient)(Effect.suspend(() => makeApiClient));

  /**
   * Production: over `fetch` (browser and Node 24). The adapter provides `TokenStore`
   * (`TokenStore.layer` over its `Storage`); `ActingCustomer` is built here and exposed.
   */
  static readonly layer = (config: ApiConfig["Service"]): Layer.Layer<ApiClient | ActingCustomer, never, TokenStore> =>
    ApiClient.layerWithoutHttp.pipe(
      Layer.provide(FetchHttpClient.layer),
      Layer.provide(Layer.succeed(ApiConfig)(config)),
      Layer.provideMerge(ActingCustomer.layer),
    );

  /**
   * A client that always acts for `customerNumber` (null: the user's own company), whatever the
   * tab's `ActingCustomer` says: an order queued offline is sent for the company it was queued
   * for (issue 37), while the representative may be acting for another one in the same tab.
   */
  static readonly layerActingFor = (config: ApiConfig["Service"], customerNumber: string | null): Layer.Layer<ApiClient, never, TokenStore> =>
    ApiClient.layerWithoutHttp.pipe(
      Layer.provide(FetchHttpClient.layer),
      Layer.provide(Layer.succeed(ApiConfig)(config)),
      Layer.provide(ActingCustomer.layerMemory(customerNumber)),
    );

  /**
   * Tests: over the given (fake) `HttpClient` layer, with in-memory token and acting customer,
   * both exposed so a test can set or inspect them.
   */
  static readonly layerTest = (
    http: Layer.Layer<HttpClient.HttpClient>,
    options: {
      readonly token?: string | null;
      readonly customerNumber?: string | null;
      readonly config?: Partial<ApiConfig["Service"]>;
    } = {},
  ): Layer.Layer<ApiClient | TokenStore | ActingCustomer> =>
    ApiClient.layerWithoutHttp.pipe(
      Layer.provide(http),
      Layer.provide(Layer.succeed(ApiConfig)({ ...TEST_API_CONFIG, ...options.config })),
      Layer.provideMerge(TokenStore.layerMemory(options.token ?? null)),
      Layer.provideMerge(ActingCustomer.layerMemory(options.customerNumber ?? null)),
    );
}

/** The configuration `layerTest` uses unless told otherwise. */
export const TEST_API_CONFIG: ApiConfig["Service"] = {
  baseUrl: "https://shop.test/api",
  formSigningSecret: "test-form-signing-secret",
  currentLocation: () => "https://shop.test/register",
};

/** How the next request authorises itself; set around a single call. */
type Signing = "never" | "always" | "whenSignedOut";
const RequestSigning = Context.Reference<Signing>("@proshop/core/services/ApiClient/RequestSigning", {
  defaultValue: () => "never",
});

const decoder = new TextDecoder();

/**
 * The HTTP client every call of the contract goes through: the bearer token from `TokenStore`
 * (or a signed request token, see RequestSigning), `X-Customer-Number` from `ActingCustomer`,
 * and every non-2xx answer failed as `ApiCallFailed`. Exported so a feature's own client
 * (Zoom! Delivered) calls its part of the contract exactly as `ApiClient` does.
 */
export const authorizedHttpClient = Effect.gen(function* () {
  const config = yield* ApiConfig;
  const tokens = yield* TokenStore;
  const actingCustomer = yield* ActingCustomer;

  // A storage that cannot be read means "no token": the server then answers 401 and the
  // session logs out, which is the right outcome for a browser that lost its storage.
  const currentToken = tokens.get().pipe(
    Effect.catch((error) => Effect.as(Effect.logWarning("TokenStore unreadable", error), null)),
  );

  const signedToken = Effect.fnUntraced(function* (request: HttpClientRequest.HttpClientRequest) {
    const body = request.body._tag === "Uint8Array" ? request.body.body : new Uint8Array();
    const claims = yield* signedRequestClaims({
      body,
      email: emailIn(decoder.decode(body)),
      location: config.currentLocation(),
      nowMillis: yield* Clock.currentTimeMillis,
    });
    return yield* signRequestToken(claims, config.formSigningSecret);
  });

  const authorize = Effect.fnUntraced(function* (request: HttpClientRequest.HttpClientRequest) {
    const signing = yield* RequestSigning;
    const token = yield* currentToken;
    const sign = signing === "always" || (signing === "whenSignedOut" && token === null);
    let authorized = request;
    if (sign) authorized = HttpClientRequest.bearerToken(authorized, yield* signedToken(request));
    else if (token !== null) authorized = HttpClientRequest.bearerToken(authorized, token);
    const customerNumber = yield* actingCustomer.get();
    if (customerNumber !== null) authorized = HttpClientRequest.setHeader(authorized, CUSTOMER_NUMBER_HEADER, customerNumber);
    return authorized;
  });

  return (yield* HttpClient.HttpClient).pipe(
    HttpClient.mapRequestEffect(authorize),
    HttpClient.transformResponse(Effect.flatMap(refuseUnlessSuccessful)),
  );
});

const makeApiClient = Effect.gen(function* () {
  const config = yield* ApiConfig;
  const tokens = yield* TokenStore;
  const actingCustomer = yield* ActingCustomer;
  const httpClient = yield* authorizedHttpClient;
  const api = yield* lazyApiClient(ShopCallsApi, { httpClient, baseUrl: config.baseUrl });

  const currentTokenOrNull = tokens.get().pipe(Effect.orElseSucceed(() => null));
  const getCurrentUser = Effect.fn("ApiClient.getCurrentUser")(() =>
    settleApiCall(api.admin.getCurrentUser({ query: { refresh: "1" } })),
  );
  const changePassword = Effect.fn("ApiClient.changePassword")(function* (password: string, currentPassword: string) {
    const changed = settleApiCall(api.admin.changePassword({ payload: { password, current_password: currentPassword } })).pipe(
      // The change ended every session, this one included: keep the new token it answers.
      Effect.tap((answer: PasswordChangeAnswer) =>
        answer.auth === undefined ? Effect.void : tokens.set(answer.auth).pipe(Effect.catch((error) => Effect.logWarning("TokenStore unwritable", error))),
      ),
    );
    return yield* outcomeOf(changed);
  });
  const listProducts = Effect.fn("ApiClient.listProducts")((lang?: string) =>
    settleApiCall(api.admin.listProducts({ query: lang === undefined ? {} : { lang } })),
  );
  const listCategories = Effect.fn("ApiClient.listCategories")((lang?: string) =>
    settleApiCall(api.admin.listCategories({ query: lang === undefined ? {} : { lang } })),
  );
  const getConfigForHostname = Effect.fn("ApiClient.getConfigForHostname")((hostname: string) =>
    settleApiCall(api.admin.getConfigForHostname({ params: { hostname } })),
  );
  const setOrderOnBehalf = Effect.fn("ApiClient.setOrderOnBehalf")(function* (customerNumber: string) {
    const answer = yield* settleApiCall(api.admin.setOrderOnBehalf({ payload: { cust_no: customerNumber } }));
    // The header names the office the server confirmed, as it spells the number.
    yield* actingCustomer.set(answer.company.cust_no !== "" ? answer.company.cust_no : customerNumber.trim());
    return answer.company;
  });
  const register = Effect.fn("ApiClient.register")((registration: Registration) =>
    settleApiCall(api.admin.register({ query: { send_mail: "1" }, payload: registration })).pipe(
      Effect.provideService(RequestSigning, "always"),
    ),
  );
  const askQuestion = Effect.fn("ApiClient.askQuestion")((question: ContactQuestion) =>
    settleApiCall(api.admin.askQuestion({ payload: question })).pipe(Effect.provideService(RequestSigning, "whenSignedOut")),
  );
  const login = Effect.fn("ApiClient.login")(function* (credentials: LoginRequest) {
    const answer = yield* settleApiCall(api.auth.login({ payload: credentials }));
    yield* tokens.set(answer.auth).pipe(Effect.catch((error) => Effect.logWarning("TokenStore unwritable", error)));
    return answer;
  });
  const prefill = Effect.fn("ApiClient.prefill")((token: string) => settleApiCall(api.auth.prefill({ payload: { token } })));
  const resetPassword = Effect.fn("ApiClient.resetPassword")((request: ResetPasswordRequest) =>
    outcomeOf(settleApiCall(api.auth.resetPassword({ payload: request }))),
  );
  const forgotPassword = Effect.fn("ApiClient.forgotPassword")((email: string) =>
    outcomeOf(settleApiCall(api.auth.forgotPassword({ payload: { email } }))),
  );
  const forgetSession = Effect.fn("ApiClient.forgetSession")(function* () {
    // The server ends the session (POST /auth/logout) before the token is forgotten here; a
    // failure (offline, token already ended) does not keep anyone logged in.
    if ((yield* currentTokenOrNull) !== null) yield* Effect.ignore(settleApiCall(api.auth.logout()));
    yield* tokens.clear().pipe(Effect.catch((error) => Effect.logWarning("TokenStore unwritable", error)));
    yield* actingCustomer.clear();
  });
  const endEverySession = Effect.fn("ApiClient.endEverySession")(function* () {
    yield* settleApiCall(api.auth.logoutEverywhere());
    yield* tokens.clear().pipe(Effect.catch((error) => Effect.logWarning("TokenStore unwritable", error)));
    yield* actingCustomer.clear();
  });

  const priceOrder = Effect.fn("ApiClient.priceOrder")((request: OrderRequest) => settleApiCall(api.orders.priceOrder({ payload: request })));
  const submitOrder = Effect.fn("ApiClient.submitOrder")((orderNr: string, request: OrderSubmitRequest, idempotencyKey: string) =>
    settleApiCall(
      api.orders.submitOrder({ params: { order_nr: orderNr }, headers: { "idempotency-key": idempotencyKey }, payload: request }),
    ),
  );
  const resumePayment = Effect.fn("ApiClient.resumePayment")((orderNr: string, type: PaymentType) =>
    settleApiCall(api.orders.resumePayment({ params: { order_nr: orderNr }, payload: { type } })),
  );
  const listOrders = Effect.fn("ApiClient.listOrders")((paging: { readonly page?: number; readonly pageSize?: number } = {}) =>
    settleApiCall(
      api.orders.listOrders({
        query: {
          ...(paging.page === undefined ? {} : { page: paging.page }),
          ...(paging.pageSize === undefined ? {} : { pageSize: paging.pageSize }),
        },
      }),
    ),
  );
  const getOrder = Effect.fn("ApiClient.getOrder")((orderNr: string) => settleApiCall(api.orders.getOrder({ params: { order_nr: orderNr } })));
  const getOrderInvoice = Effect.fn("ApiClient.getOrderInvoice")((orderNr: string) =>
    settleApiCall(api.orderInvoice.getOrderInvoice({ params: { order_nr: orderNr } })),
  );
  const checkCoupon = Effect.fn("ApiClient.checkCoupon")((code: string) => settleApiCall(api.orders.checkCoupon({ params: { code } })));
  const listShippingMethods = Effect.fn("ApiClient.listShippingMethods")(() => settleApiCall(api.orders.listShippingMethods()));
  const putCart = Effect.fn("ApiClient.putCart")((recording: CartRecording, ifMatch?: string) =>
    settleApiCall(api.carts.putCart({ headers: ifMatch === undefined ? {} : { "if-match": ifMatch }, payload: recording })),
  );
  const getCart = Effect.fn("ApiClient.getCart")(() => settleApiCall(api.carts.getCart()).pipe(Effect.flatMap(replayableCart)));
  const getCustomerCart = Effect.fn("ApiClient.getCustomerCart")((custNo: string) =>
    settleApiCall(api.carts.getCustomerCart({ params: { cust_no: custNo } })).pipe(Effect.flatMap(replayableCart)),
  );
  const listSavedLists = Effect.fn("ApiClient.listSavedLists")(() => settleApiCall(api.savedLists.listSavedLists()));
  const createSavedList = Effect.fn("ApiClient.createSavedList")((request: SavedListRequest) =>
    settleApiCall(api.savedLists.createSavedList({ payload: request })),
  );
  const getSavedList = Effect.fn("ApiClient.getSavedList")((id: number) => settleApiCall(api.savedLists.getSavedList({ params: { id } })));
  const deleteSavedList = Effect.fn("ApiClient.deleteSavedList")((id: number) => settleApiCall(api.savedLists.deleteSavedList({ params: { id } })));
  const listOutbox = Effect.fn("ApiClient.listOutbox")((filter: OutboxListFilter = {}) =>
    settleApiCall(api.outbox.listOutbox({ query: filter })),
  );
  const getOutboxMessage = Effect.fn("ApiClient.getOutboxMessage")((id: number) => settleApiCall(api.outbox.getOutboxMessage({ params: { id } })));
  const listPendingAccounts = Effect.fn("ApiClient.listPendingAccounts")(() => settleApiCall(api.accounts.listPendingAccounts()));
  const approveAccount = Effect.fn("ApiClient.approveAccount")((account: string) => settleApiCall(api.accounts.approveAccount({ payload: { account } })));
  const refuseAccount = Effect.fn("ApiClient.refuseAccount")((account: string, reason: string) =>
    settleApiCall(api.accounts.refuseAccount({ payload: { account, reason } })),
  );
  const setMaxOrderAmount = Effect.fn("ApiClient.setMaxOrderAmount")((email: string, cents: number | null) =>
    settleApiCall(api.accounts.setMaxOrderAmount({ payload: { email, max_order_amount_cents: cents } })),
  );
  const setMaintenance = Effect.fn("ApiClient.setMaintenance")((organisation: string, on: boolean, message?: string) =>
    settleApiCall(
      api.accounts.setMaintenance({
        params: { organisation },
        payload: { maintenance_mode: on, ...(message === undefined ? {} : { maintenance_message: message }) },
      }),
    ),
  );
  const setHostMaintenance = Effect.fn("ApiClient.setHostMaintenance")((hostname: string, request: HostMaintenanceRequest) =>
    settleApiCall(api.accounts.setHostMaintenance({ params: { hostname }, payload: request })),
  );
  const listCompanyUsers = Effect.fn("ApiClient.listCompanyUsers")((custNo: string) =>
    settleApiCall(api.accounts.listCompanyUsers({ params: { cust_no: custNo } })),
  );
  const invite = Effect.fn("ApiClient.invite")((email: string) => settleApiCall(api.accounts.invite({ payload: { email } })));

  return ApiClient.of({
    getCurrentUser,
    changePassword,
    listProducts,
    listCategories,
    getConfigForHostname,
    setOrderOnBehalf,
    register,
    askQuestion,
    login,
    prefill,
    resetPassword,
    forgotPassword,
    forgetSession,
    endEverySession,
    priceOrder,
    submitOrder,
    resumePayment,
    listOrders,
    getOrder,
    getOrderInvoice,
    checkCoupon,
    listShippingMethods,
    putCart,
    getCart,
    getCustomerCart,
    listSavedLists,
    createSavedList,
    getSavedList,
    deleteSavedList,
    listOutbox,
    getOutboxMessage,
    listPendingAccounts,
    approveAccount,
    refuseAccount,
    setMaxOrderAmount,
    setMaintenance,
    setHostMaintenance,
    listCompanyUsers,
    invite,
  });
});

/**
 * A live cart the contract decoded, checked further with core's recording reader (a known time
 * zone, every added product in the snapshot): a cart that could not be replayed fails like a
 * refusal, with `cart.recording.malformed` naming the field, instead of surprising the replay.
 */
const replayableCart = (cart: LiveCart): Effect.Effect<LiveCart, ApiCallFailed> => {
  const checked = checkCartRecording(cart.recording);
  if (Result.isSuccess(checked)) return Effect.succeed(cart);
  const { field, message } = checked.failure;
  return Effect.fail(
    new ApiCallFailed({
      status: null,
      body: { error: { code: "cart.recording.malformed", message, field: field === "" ? "recording" : `recording.${field}` } },
      messageId: "cart.recording.malformed",
    }),
  );
};

/** A non-2xx answer becomes `ApiCallFailed` carrying its body, before the contract tries to decode it. */
export const refuseUnlessSuccessful = (
  response: HttpClientResponse.HttpClientResponse,
): Effect.Effect<HttpClientResponse.HttpClientResponse, ApiCallFailed> =>
  response.status >= 200 && response.status < 300
    ? Effect.succeed(response)
    : response.text.pipe(
        Effect.orElseSucceed(() => ""),
        Effect.flatMap((text) => Effect.fail(apiCallFailed(response.status, text))),
      );

/** The failure for an answer with this status and body text. */
export const apiCallFailed = (status: number | null, text: string): ApiCallFailed => {
  const body = parseBody(text);
  return new ApiCallFailed({
    status,
    body,
    messageId: isApiErrorBody(body) && body.error.code.trim() !== "" ? body.error.code : WRONG_SERVICES_MESSAGE_ID,
  });
};

const parseBody = (text: string): unknown => {
  if (text.trim() === "") return WRONG_SERVICES;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/**
 * Every failure of a call becomes `ApiCallFailed`. Refusals already are; the rest had no
 * usable answer (network down, a body that breaks the contract): SPEC 7 says fetch errors
 * are only logged, so they are logged here and reach the caller as "Wrong Services".
 */
export const settleApiCall = <A, E, R>(call: Effect.Effect<A, E, R>): Effect.Effect<A, ApiCallFailed, R> =>
  call.pipe(
    Effect.catch((error) =>
      error instanceof ApiCallFailed
        ? Effect.fail(error)
        : Effect.logError("API call without usable answer", error).pipe(
            Effect.andThen(
              Effect.fail(
                new ApiCallFailed({
                  status: HttpClientError.isHttpClientError(error) ? (error.response?.status ?? null) : null,
                  body: WRONG_SERVICES,
                  messageId: WRONG_SERVICES_MESSAGE_ID,
                }),
              ),
            ),
          ),
    ),
  );

const outcomeOf = (call: Effect.Effect<SuccessAnswer, ApiCallFailed>): Effect.Effect<AuthOutcome> =>
  call.pipe(
    Effect.map((answer): AuthOutcome => ({ success: true, message: answer.message ?? null })),
    Effect.catch((failure) => Effect.succeed<AuthOutcome>({ success: false, message: serverMessageIn(failure.body), failure })),
  );

/**
 * A refusal's details (`field`, `max`, `account`...) that fill its message's placeholders: the
 * body's text and number fields other than `code` and `message` (which name and word it).
 */
export const refusalDetailsIn = (body: unknown): Record<string, string | number> => {
  const details: Record<string, string | number> = {};
  if (!isApiErrorBody(body)) return details;
  for (const [key, value] of Object.entries(body.error)) {
    if (key !== "code" && key !== "message" && (typeof value === "string" || typeof value === "number")) details[key] = value;
  }
  return details;
};

/** The server's own words in a refusal body, if it sent any. */
export const serverMessageIn = (body: unknown): string | null => {
  if (isApiErrorBody(body)) return body.error.message.trim() === "" ? null : body.error.message;
  if (Predicate.hasProperty(body, "message") && Predicate.isString(body.message) && body.message.trim() !== "") return body.message;
  if (Predicate.isString(body) && body.trim() !== "" && body !== WRONG_SERVICES) return body;
  return null;
};

/** The `email` of a JSON form body, for the signed token's claims; "" when there is none. */
const emailIn = (text: string): string => {
  try {
    const body: unknown = JSON.parse(text);
    return Predicate.hasProperty(body, "email") && Predicate.isString(body.email) ? body.email : "";
  } catch {
    return "";
  }
};
