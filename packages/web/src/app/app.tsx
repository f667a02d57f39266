import { StrictMode, useState } from "react";
import { Router } from "wouter";
import { Shell } from "../features/shell/shell.tsx";
import { createShopActors } from "./actors.ts";
import { deferServices } from "./deferred-services.ts";
import { I18nProvider } from "./i18n.tsx";
import { createNotificationBus } from "./notification-bus.ts";
import { PageEffects } from "./page-effects.tsx";
import { AppRoutes } from "./router.tsx";
import { ServicesProvider, type AppServices } from "./services-context.tsx";
import { ThemeProvider } from "./theme.tsx";

/**
 * Builds the tab's services and actors: once, on first render. The Effect services (runtime,
 * core's ApiClient) are asked for now and arrive as their own chunk after the first paint
 * (issue 18); until then the actors' calls wait for them.
 */
export const createAppServices = (): AppServices => {
  const effects = import("./effect-services.ts").then(({ createEffectServices }) =>
    // A 401 on an API call ends the session (SPEC 4: forced logout with the session-expired toast).
    createEffectServices({ onUnauthorized: () => actors.session.send({ type: "session.forceLogout" }) }),
  );
  const { runtime, api } = deferServices(effects);
  const notifications = createNotificationBus();
  const actors = createShopActors({ effects, api, notifications, hostname: window.location.hostname });
  return { runtime, api, notifications, actors };
};

/** The provider stack: services and actors, theme, i18n, router, then the shell around the routes. */
export const App = ({ services: given }: { readonly services?: AppServices }) => {
  // Lives as long as the tab. WHY no stop on unmount: StrictMode unmounts once in development
  // and the actors must survive that; tests build their own services and stop them.
  const [services] = useState(() => given ?? createAppServices());
  return (
    <StrictMode>
      <ServicesProvider services={services}>
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
