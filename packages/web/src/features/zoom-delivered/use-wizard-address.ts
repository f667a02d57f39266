import { selectZoomPhase, ZOOM_DELIVERED_PATHS, zoomScreenOfPath, zoomScreenOfPhase, type ZoomWizardPhase } from "@proshop/core";
import { useEffect, useRef } from "react";
import { useLocation } from "wouter";
import type { ActorRefFrom } from "xstate";
import type { zoomWizardMachine } from "@proshop/core";

/**
 * Keeps the address and the wizard in step, one address per screen (core's ZOOM_DELIVERED_PATHS):
 * when the wizard moves (next, back, an edit link) the address follows as a new history entry;
 * when the address moves (the browser's back and forward buttons) the wizard is asked to show
 * that step, and where it may not (the order is not complete enough) the address is put back.
 */
export const useWizardAddress = (actor: ActorRefFrom<typeof zoomWizardMachine>, phase: ZoomWizardPhase): void => {
  const [location, navigate] = useLocation();
  const screen = zoomScreenOfPhase(phase);
  const shown = useRef(screen);

  useEffect(() => {
    const addressed = zoomScreenOfPath(location);
    if (addressed === screen) {
      shown.current = screen;
      return;
    }
    if (screen !== shown.current) {
      shown.current = screen;
      navigate(ZOOM_DELIVERED_PATHS[screen]);
      return;
    }
    actor.send({ type: "zoom.show", step: addressed === "done" ? "summary" : addressed });
    const now = zoomScreenOfPhase(selectZoomPhase(actor.getSnapshot()));
    if (now !== addressed) navigate(ZOOM_DELIVERED_PATHS[now], { replace: true });
  }, [actor, location, navigate, screen]);
};
