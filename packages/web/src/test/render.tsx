import { memoryKeyValueStore, TOKEN_STORAGE_KEY } from "@proshop/core";
import { render, type RenderResult } from "@testing-library/react";
import type { ReactNode } from "react";
import { Router } from "wouter";
import { createShopActors } from "../app/actors.ts";
import { App } from "../app/app.tsx";
import { I18nProvider } from "../app/i18n.tsx";
import { createNotificationBus } from "../app/notification-bus.ts";
import { deferServices } from "../app/deferred-services.ts";
import { createEffectServices } from "../app/effect-services.ts";
import { ServicesProvider, type AppServices } from "../app/services-context.tsx";
import { ThemeProvider } from "../app/theme.tsx";
import { baseRoutes, installFakeFetch, type FakeRoutes } from "./fake-api.ts";

export interface TestServicesOptions {
  /** Extra or replaced routes of the fake server (see fake-api.ts). */
  readonly routes?: FakeRoutes;
  /** A stored session token: the session starts by loading the user. */
  readonly token?: string;
  /** Other entries of the tab's storage (a remembered office, a stored cart). */
  readonly stored?: Readonly<Record<string, string>>;
  readonly hostname?: string;
}

const created: AppServices[] = [];

/** Stops every test service built so far (called after each test by setup.ts). */
export const stopTestServices = (): void => {
  for (const services of created.splice(0)) {
    services.actors.stop();
    void services.runtime.dispose();
  }
};

/** Real services and actors over a fake `fetch` and an in-memory store. */
export const createTestServices = (options: TestServicesOptions = {}): AppServices & { readonly fetch: ReturnType<typeof installFakeFetch> } => {
  const fetch = installFakeFetch({ ...baseRoutes(), ...options.routes });
  const store = memoryKeyValueStore({ ...options.stored, ...(options.token === undefined ? {} : { [TOKEN_STORAGE_KEY]: options.token }) });
  const effectServices = createEffectServices({ store });
  const effects = () => Promise.resolve(effectServices);
  const { runtime, api } = deferServices(effects);
  const notifications = createNotificationBus();
  const actors = createShopActors({ effects, api, notifications, hostname: options.hostname ?? "localhost", goToPaymentPage: () => undefined, store });
  const services = { runtime, api, notifications, actors, fetch };
  created.push(services);
  return services;
};

/** The whole app at `path` over test services. */
export const renderApp = (path: string, options: TestServicesOptions = {}) => {
  window.history.replaceState(null, "", path);
  const services = createTestServices(options);
  const result = render(<App services={services} />);
  return { ...result, services };
};

/** A component inside the providers (services, theme, i18n, router), without the shell. */
export const renderWithServices = (ui: ReactNode, options: TestServicesOptions = {}): RenderResult & { services: AppServices } => {
  const services = createTestServices(options);
  const result = render(
    <ServicesProvider services={services}>
      <ThemeProvider>
        <I18nProvider>
          <Router>{ui}</Router>
        </I18nProvider>
      </ThemeProvider>
    </ServicesProvider>,
  );
  return { ...result, services };
};
