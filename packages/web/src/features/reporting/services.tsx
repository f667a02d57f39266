import {
  ApiClient,
  DEFAULT_FORM_SIGNING_SECRET,
  makeShopRuntime,
  ReportingClient,
  reportingSessionMachine,
  Storage,
  TokenStore,
  actorFromEffect,
} from "@proshop/core";
import { Effect, Layer } from "effect";
import { createContext, useContext, type ReactNode } from "react";
import { createActor, type ActorRefFrom } from "xstate";
import { browserKeyValueStore } from "../../app/key-value-store.ts";

/*
 * The reporting area's services: core's ReportingClient (and ApiClient for POST /auth/login)
 * over the tab's token store, and the session actor with its slots filled.
 */

export const createReportingRuntime = (origin: string = window.location.origin, store = browserKeyValueStore()) => {
  const api = { baseUrl: origin, formSigningSecret: DEFAULT_FORM_SIGNING_SECRET, currentLocation: () => window.location.href };
  return makeShopRuntime(
    Layer.mergeAll(ApiClient.layer(api), ReportingClient.layer(api)).pipe(Layer.provideMerge(TokenStore.layer), Layer.provideMerge(Storage.layerFrom(store))),
  );
};

export type ReportingRuntime = ReturnType<typeof createReportingRuntime>;

export const createReportingSession = (runtime: ReportingRuntime) =>
  createActor(
    reportingSessionMachine.provide({
      actors: {
        loadMe: actorFromEffect(runtime, () => ReportingClient.use((client) => client.me())),
        login: actorFromEffect(runtime, (credentials: { readonly email: string; readonly password: string }) =>
          ApiClient.use((api) => api.login(credentials)).pipe(Effect.asVoid),
        ),
        logout: actorFromEffect(runtime, () => ApiClient.use((api) => api.forgetSession())),
      },
    }),
  ).start();

export interface ReportingServices {
  readonly runtime: ReportingRuntime;
  readonly session: ActorRefFrom<typeof reportingSessionMachine>;
}

const ServicesContext = createContext<ReportingServices | null>(null);

export const ReportingServicesProvider = ({ services, children }: { readonly services: ReportingServices; readonly children: ReactNode }) => (
  <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>
);

export const useReportingServices = (): ReportingServices => {
  const services = useContext(ServicesContext);
  if (services === null) throw new Error("useReportingServices: wrap the tree in <ReportingServicesProvider>");
  return services;
};

export type ReportingCall = <A>(call: (client: ReportingClient["Service"]) => Effect.Effect<A, unknown>) => Promise<A>;

/** Runs one ReportingClient call on the area's runtime; a 401 ends the session (log in again). */
export const useReportingCall = (): ReportingCall => {
  const { runtime, session } = useReportingServices();
  return (call) =>
    runtime.runPromise(ReportingClient.use(call)).catch((error: unknown) => {
      if ((error as { readonly status?: unknown } | null)?.status === 401) session.send({ type: "reporting.expired" });
      throw error;
    });
};
