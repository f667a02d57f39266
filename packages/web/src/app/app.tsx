import { StrictMode, useState } from "react";
import { Router } from "wouter";
import { Shell } from "../features/shell/shell.tsx";
import { createShopActors } from "./actors.ts";
import { createApiCall } from "./api-call.ts";
import { I18nProvider } from "./i18n.tsx";
import { createNotificationBus } from "./notification-bus.ts";
import { PageEffects } from "./page-effects.tsx";
import { AppRoutes } from "./router.tsx";
import { createBrowserRuntime } from "./runtime.ts";
import { ServicesProvider, type AppServices } from "./services-context.tsx";
import { ThemeProvider } from "./theme.tsx";

/** Builds the tab's services and actors: once, on first render. */
export const createAppServices = (): AppServices => {
  const runtime = createBrowserRuntime();
  // A 401 on an API call ends the session (SPEC 4: forced logout with the session-expired toast).
  const api = createApiCall(runtime, () => actors.session.send({ type: "session.forceLogout" }));
  const notifications = createNotificationBus();
  const actors = createShopActors({ runtime, api, notifications, hostname: window.location.hostname });
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
