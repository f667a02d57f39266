import { StrictMode, useEffect, useState } from "react";
import { Router } from "wouter";
import { Shell } from "../features/shell/shell.tsx";
import { createShopActors } from "./actors.ts";
import { deferServices, loadOnce } from "./deferred-services.ts";
import { importEffectServices } from "./effect-import.ts";
import { createFirstCalls } from "./first-calls.ts";
import { browserKeyValueStore } from "./key-value-store.ts";
import { I18nProvider } from "./i18n.tsx";
import { createNotificationBus } from "./notification-bus.ts";
import { PageEffects } from "./page-effects.tsx";
import { AppRoutes } from "./router.tsx";
import { ServicesProvider, type AppServices } from "./services-context.tsx";
import { ThemeProvider } from "./theme.tsx";

/**
 * Builds the tab's services and actors: once, on first render. The Effect services (runtime,
 * core's ApiClient) are chunks of their own (effect-import.ts), asked for once `paintedFirst`
 * settles (start.tsx: after the first paint, issue 18; at once when not given); until then the
 * actors' calls wait for them.
 */
export const createAppServices = (paintedFirst: Promise<unknown> = Promise.resolve()): AppServices => {
  // One store for both sides, so a memory stand-in (no localStorage) is shared.
  const store = browserKeyValueStore();
  let effectsArrived = false;
  const effects = loadOnce(paintedFirst, () =>
    importEffectServices().then(({ createEffectServices }) => {
      // A 401 on an API call ends the session (SPEC 4: forced logout with the session-expired toast).
      const services = createEffectServices({ store, onUnauthorized: () => actors.session.send({ type: "session.forceLogout" }) });
      effectsArrived = true;
      return services;
    }),
  );
  // Asked for now: it waits for the first paint, then loads whether or not a call needs it yet.
  void effects().catch(() => undefined);
  const { runtime, api } = deferServices(effects);
  const notifications = createNotificationBus();
  // The session's first calls (token, config, user, products, categories) are read without
  // Effect: the login form and the shop home wait only for them.
  const firstCalls = createFirstCalls({ store });
  const actors = createShopActors({ effects, api, firstCalls, effectsArrived: () => effectsArrived, notifications, hostname: window.location.hostname, store });
  return { runtime, api, notifications, actors };
};

/**
 * Calls `onPainted` once the first render has been painted: the frame after it commits (a
 * hidden tab paints no frame, so a time-out stands in).
 */
const AfterFirstPaint = ({ onPainted }: { readonly onPainted: () => void }) => {
  useEffect(() => {
    let timer = setTimeout(onPainted, 500);
    const frame = requestAnimationFrame(() => {
      clearTimeout(timer);
      timer = setTimeout(onPainted, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [onPainted]);
  return null;
};

/** The provider stack: services and actors, theme, i18n, router, then the shell around the routes. */
export const App = ({ services: given, onFirstPaint }: { readonly services?: AppServices; readonly onFirstPaint?: () => void }) => {
  // Lives as long as the tab. WHY no stop on unmount: StrictMode unmounts once in development
  // and the actors must survive that; tests build their own services and stop them.
  const [services] = useState(() => given ?? createAppServices());
  return (
    <StrictMode>
      <ServicesProvider services={services}>
        {onFirstPaint === undefined ? null : <AfterFirstPaint onPainted={onFirstPaint} />}
        <ThemeProvider>
          <I18nProvider>
            <Router>
              <PageEffects />
              <Shell>
                <AppRoutes />
              </Shell>
            </Router>
          </I18nProvider>
        </ThemeProvider>
      </ServicesProvider>
    </StrictMode>
  );
};
