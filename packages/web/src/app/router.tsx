import { Suspense, useRef } from "react";
import { OfficeGate } from "../features/order-on-behalf/office-gate.tsx";
import { ChunkBoundary } from "../features/shell/chunk-boundary.tsx";
import { LoadingOverlay } from "../features/shell/loading-overlay.tsx";
import { ROUTE_SCREENS } from "./route-table.ts";
import { usePageTransition } from "./page-transition.ts";
import { useRouteDecision } from "./route-decision.ts";

/**
 * Renders the screen of the current location once the guard lets it through. A redirect renders
 * nothing (the guard navigates in an effect); while the session initialises the top progress bar
 * shows (see the shell) and no screen renders yet; a representative's page waits for their office
 * (office-gate.tsx). A new route fades in (page-transition.ts).
 */
export const AppRoutes = () => {
  const decision = useRouteDecision();
  const container = useRef<HTMLDivElement>(null);
  usePageTransition(container);
  if (decision === null || decision.action === "redirect") return null;
  const Screen = ROUTE_SCREENS[decision.route.id];
  return (
    <div ref={container} data-testid="route-container">
      <ChunkBoundary resetKey={decision.route.id}>
        <Suspense fallback={<LoadingOverlay />}>
          <OfficeGate route={decision.route}>
            <Screen params={decision.route.params} />
          </OfficeGate>
        </Suspense>
      </ChunkBoundary>
    </div>
  );
};
