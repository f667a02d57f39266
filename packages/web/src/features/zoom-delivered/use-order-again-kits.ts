import { kitsToOrderAgainOf, ZOOM_DELIVERED_PATHS, type ZoomWizardPhase } from "@proshop/core";
import { useEffect, useMemo } from "react";
import { useLocation, useSearch } from "wouter";
import { useToday } from "../shop/use-today.ts";
import type { ZoomWizardActor } from "./bindings.ts";

/**
 * "Order again" of a patient delivery opens the wizard with its kits in the address
 * (`/zoom-delivered?kit=...`, core's `orderAgainPath`): once the kit list is there, the wizard
 * chooses them, and the address drops them, so going back to the start later shows the
 * practice's own choice rather than the old order's.
 */
export const useOrderAgainKits = (actor: ZoomWizardActor, phase: ZoomWizardPhase): void => {
  const search = useSearch();
  const [, navigate] = useLocation();
  const today = useToday();
  const partNos = useMemo(() => kitsToOrderAgainOf(search), [search]);
  useEffect(() => {
    if (phase !== "start" || partNos.length === 0) return;
    actor.send({ type: "zoom.chooseKits", partNos, today });
    navigate(ZOOM_DELIVERED_PATHS.start, { replace: true });
  }, [actor, navigate, partNos, phase, today]);
};
