import { createContext, useContext, type ReactNode } from "react";
import type { ShopActors } from "./actors.ts";
import type { NotificationBus } from "./notification-bus.ts";
import type { ApiCall } from "./api-call.ts";
import type { TabRuntime } from "./deferred-services.ts";

/** Everything the app builds once per tab: the services runtime, its API calls, the actors, the toast bus. */
export interface AppServices {
  /** Effect's runtime, arriving after the first paint: a call made before waits for it. */
  readonly runtime: TabRuntime;
  readonly api: ApiCall;
  readonly notifications: NotificationBus;
  readonly actors: ShopActors;
}

const ServicesContext = createContext<AppServices | null>(null);

export const ServicesProvider = ({ services, children }: { readonly services: AppServices; readonly children: ReactNode }) => (
  <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>
);

export const useServices = (): AppServices => {
  const services = useContext(ServicesContext);
  if (services === null) throw new Error("useServices: wrap the tree in <ServicesProvider>");
  return services;
};

export const useActors = (): ShopActors => useServices().actors;
export const useSessionActor = () => useActors().session;
export const useShopActor = () => useActors().shop;
export const useCartActor = () => useActors().cart;
export const useCheckoutActor = () => useActors().checkout;
export const useOrderOnBehalfActor = () => useActors().orderOnBehalf;
export const useApiCall = (): ApiCall => useServices().api;
export const useNotificationBus = (): NotificationBus => useServices().notifications;
export const useRuntime = (): TabRuntime => useServices().runtime;
