import { createContext, useContext, type ReactNode } from "react";
import type { ShopActors } from "./actors.ts";
import type { NotificationBus } from "./notification-bus.ts";
import type { OrderCalls } from "./order-calls.ts";
import type { BrowserRuntime } from "./runtime.ts";

/** Everything the app builds once per tab: the services runtime, the order calls, the actors, the toast bus. */
export interface AppServices {
  readonly runtime: BrowserRuntime;
  readonly orders: OrderCalls;
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
export const useOrderCalls = (): OrderCalls => useServices().orders;
export const useNotificationBus = (): NotificationBus => useServices().notifications;
export const useRuntime = (): BrowserRuntime => useServices().runtime;
