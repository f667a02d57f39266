import { Context, Effect, Layer } from "effect";
import { FetchHttpClient, HttpClient, HttpClientRequest } from "effect/http";
import { HttpApi, HttpApiClient } from "effect/http-api";
import type { AlertRecord } from "../contract/alert-bodies.ts";
import type {
  CountsAnswer,
  DeviceCreate,
  DeviceCreated,
  DeviceRecord,
  DeviceToken,
  DeviceUpdate,
  LocationCreate,
  LocationRecord,
  LocationUpdate,
  OccupancyAnswer,
  ReportingCompanyCreate,
  ReportingCompanyRecord,
  ReportingCompanyUpdate,
  ReportingMe,
  ReportingUserCreate,
  ReportingUserRecord,
  ReportingUserUpdate,
  ReportingUserUpdated,
} from "../contract/reporting-bodies.ts";
import type { ReportCreate, ReportRecord, ReportRunRequest, ReportUpdate } from "../contract/report-bodies.ts";
import type { ExpectedOccupancyAnswer } from "../contract/expected-occupancy.ts";
import { ReportingApi } from "../contract/reporting.ts";
import { ApiConfig, refuseUnlessSuccessful, settleApiCall, TEST_API_CONFIG, type ApiCallFailed } from "./api-client.ts";
import { TokenStore } from "./token-store.ts";

/*
 * The reporting area's client (issue 14), derived from the contract's reporting group only, so
 * the shop's bundles never carry it and the reporting area never carries the shop's calls.
 * Every call sends the session token from `TokenStore`, and fails like `ApiClient`'s
 * (`ApiCallFailed` with the refusal's code as `messageId`).
 */

/** The reporting group on its own, for clients: same paths as in ShopApi. */
const ReportingClientApi = HttpApi.make("proshop").add(ReportingApi);

/** `?location=1,2&kind=enter...` of GET /reporting/api/counts. */
export interface CountsQueryParams {
  readonly location?: string;
  readonly device?: string;
  readonly kind?: string;
  readonly from: string;
  readonly to: string;
  readonly interval?: "automatic" | "h" | "D" | "M" | "Y";
}

type Call<A> = Effect.Effect<A, ApiCallFailed>;

export class ReportingClient extends Context.Service<
  ReportingClient,
  {
    me(): Call<ReportingMe>;
    listLocations(company?: string): Call<ReadonlyArray<LocationRecord>>;
    createLocation(location: LocationCreate): Call<LocationRecord>;
    updateLocation(id: number, fields: LocationUpdate): Call<LocationRecord>;
    deleteLocation(id: number): Call<void>;
    occupancy(id: number): Call<OccupancyAnswer>;
    /** The location's expected occupancy of `date` (default today in its time zone) by hour, with the day's actual figures. */
    expected(id: number, date?: string): Call<ExpectedOccupancyAnswer>;
    listDevices(company?: string): Call<ReadonlyArray<DeviceRecord>>;
    createDevice(device: DeviceCreate): Call<DeviceCreated>;
    updateDevice(id: number, fields: DeviceUpdate): Call<DeviceRecord>;
    deleteDevice(id: number): Call<void>;
    rotateDeviceToken(id: number): Call<DeviceToken>;
    listUsers(company?: string): Call<ReadonlyArray<ReportingUserRecord>>;
    createUser(user: ReportingUserCreate): Call<ReportingUserRecord>;
    /** Changing one's own password ends every session: the new token it answers is kept. */
    updateUser(id: number, fields: ReportingUserUpdate): Call<ReportingUserUpdated>;
    deleteUser(id: number): Call<void>;
    listCompanies(): Call<ReadonlyArray<ReportingCompanyRecord>>;
    createCompany(company: ReportingCompanyCreate): Call<ReportingCompanyRecord>;
    updateCompany(id: string, fields: ReportingCompanyUpdate): Call<ReportingCompanyRecord>;
    deleteCompany(id: string): Call<void>;
    counts(query: CountsQueryParams): Call<CountsAnswer>;
    listReports(company?: string): Call<ReadonlyArray<ReportRecord>>;
    createReport(report: ReportCreate): Call<ReportRecord>;
    /** With `version` (the record's, as read), a report changed since is refused (412 reports.changed). */
    updateReport(id: number, fields: ReportUpdate, version?: string): Call<ReportRecord>;
    deleteReport(id: number): Call<void>;
    /** The report's file for the period (ad hoc download). */
    runReport(id: number, request: ReportRunRequest): Call<Uint8Array>;
    sendReport(id: number, request: ReportRunRequest): Call<{ readonly recipients: number; readonly from: string; readonly to: string; readonly lastsent: string }>;
    /** A location's alert history, newest first (issue 36). */
    locationAlerts(id: number, limit?: number): Call<ReadonlyArray<AlertRecord>>;
  }
>()("@proshop/core/services/ReportingClient") {
  /** The client over whatever `HttpClient` and token store are provided. */
  static readonly layerWithoutHttp: Layer.Layer<ReportingClient, never, HttpClient.HttpClient | TokenStore | ApiConfig> = Layer.effect(ReportingClient)(
    Effect.suspend(() => makeReportingClient),
  );

  /** Production: over `fetch`, on the API root `baseUrl`. */
  static readonly layer = (config: ApiConfig["Service"]): Layer.Layer<ReportingClient, never, TokenStore> =>
    ReportingClient.layerWithoutHttp.pipe(Layer.provide(FetchHttpClient.layer), Layer.provide(Layer.succeed(ApiConfig)(config)));

  /** Tests: over the given (fake) `HttpClient` layer, with an in-memory token. */
  static readonly layerTest = (http: Layer.Layer<HttpClient.HttpClient>, token: string | null = null): Layer.Layer<ReportingClient | TokenStore> =>
    ReportingClient.layerWithoutHttp.pipe(
      Layer.provide(http),
      Layer.provide(Layer.succeed(ApiConfig)(TEST_API_CONFIG)),
      Layer.provideMerge(TokenStore.layerMemory(token)),
    );
}

const makeReportingClient = Effect.gen(function* () {
  const config = yield* ApiConfig;
  const tokens = yield* TokenStore;
  const httpClient = (yield* HttpClient.HttpClient).pipe(
    HttpClient.mapRequestEffect((request) =>
      tokens.get().pipe(
        Effect.orElseSucceed(() => null),
        Effect.map((token) => (token === null ? request : HttpClientRequest.bearerToken(request, token))),
      ),
    ),
    HttpClient.transformResponse(Effect.flatMap(refuseUnlessSuccessful)),
  );
  const api = yield* HttpApiClient.makeWith(ReportingClientApi, { httpClient, baseUrl: config.baseUrl });
  const reporting = api.reporting;
  const company = (id: string | undefined) => ({ query: id === undefined ? {} : { company: id } });
  const done = <A>(call: Effect.Effect<A, unknown>) => settleApiCall(call).pipe(Effect.asVoid);

  return ReportingClient.of({
    me: () => settleApiCall(reporting.getMe()),
    listLocations: (id) => settleApiCall(reporting.listLocations(company(id))),
    createLocation: (payload) => settleApiCall(reporting.createLocation({ payload })),
    updateLocation: (id, payload) => settleApiCall(reporting.updateLocation({ params: { id }, payload })),
    deleteLocation: (id) => done(reporting.deleteLocation({ params: { id } })),
    occupancy: (id) => settleApiCall(reporting.getOccupancy({ params: { id } })),
    expected: (id, date) => settleApiCall(reporting.getExpectedOccupancy({ params: { id }, query: date === undefined ? {} : { date } })),
    listDevices: (id) => settleApiCall(reporting.listDevices(company(id))),
    createDevice: (payload) => settleApiCall(reporting.createDevice({ payload })),
    updateDevice: (id, payload) => settleApiCall(reporting.updateDevice({ params: { id }, payload })),
    deleteDevice: (id) => done(reporting.deleteDevice({ params: { id } })),
    rotateDeviceToken: (id) => settleApiCall(reporting.rotateDeviceToken({ params: { id } })),
    listUsers: (id) => settleApiCall(reporting.listUsers(company(id))),
    createUser: (payload) => settleApiCall(reporting.createUser({ payload })),
    updateUser: (id, payload) =>
      settleApiCall(reporting.updateUser({ params: { id }, payload })).pipe(
        Effect.tap((answer) =>
          answer.auth === undefined ? Effect.void : tokens.set(answer.auth).pipe(Effect.catch((error) => Effect.logWarning("TokenStore unwritable", error))),
        ),
      ),
    deleteUser: (id) => done(reporting.deleteUser({ params: { id } })),
    listCompanies: () => settleApiCall(reporting.listCompanies()),
    createCompany: (payload) => settleApiCall(reporting.createCompany({ payload })),
    updateCompany: (id, payload) => settleApiCall(reporting.updateCompany({ params: { id }, payload })),
    deleteCompany: (id) => done(reporting.deleteCompany({ params: { id } })),
    counts: (query) => settleApiCall(reporting.getCounts({ query })),
    listReports: (id) => settleApiCall(reporting.listReports(company(id))),
    createReport: (payload) => settleApiCall(reporting.createReport({ payload })),
    updateReport: (id, payload, version) =>
      settleApiCall(reporting.updateReport({ params: { id }, headers: version === undefined ? {} : { "if-match": version }, payload })),
    deleteReport: (id) => done(reporting.deleteReport({ params: { id } })),
    runReport: (id, payload) => settleApiCall(reporting.runReport({ params: { id }, payload })),
    sendReport: (id, payload) => settleApiCall(reporting.sendReport({ params: { id }, payload })),
    locationAlerts: (id, limit) => settleApiCall(reporting.listLocationAlerts({ params: { id }, query: limit === undefined ? {} : { limit } })),
  });
});
