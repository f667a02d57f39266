import { ZOOM_DELIVERED_PATH } from "./paths.ts";
import type { ZoomWizardPhase } from "./selectors.ts";

/** One address per screen of the wizard, so the browser's back and forward buttons move between the steps. */
export const ZOOM_DELIVERED_PATHS = {
  start: ZOOM_DELIVERED_PATH,
  form: `${ZOOM_DELIVERED_PATH}/patient`,
  summary: `${ZOOM_DELIVERED_PATH}/summary`,
  done: `${ZOOM_DELIVERED_PATH}/confirmation`,
} as const;

export type ZoomScreen = keyof typeof ZOOM_DELIVERED_PATHS;

/** The screen an address shows (an unknown one under the prefix: the start). */
export const zoomScreenOfPath = (path: string): ZoomScreen => {
  const clean = path.replace(/[?#].*$/, "").replace(/\/+$/, "");
  const found = (Object.keys(ZOOM_DELIVERED_PATHS) as ZoomScreen[]).find((screen) => ZOOM_DELIVERED_PATHS[screen] === clean);
  return found ?? "start";
};

/** The screen a phase of the wizard is shown on (loading and refusals show on the start's address). */
export const zoomScreenOfPhase = (phase: ZoomWizardPhase): ZoomScreen => {
  if (phase === "form") return "form";
  if (phase === "summary" || phase === "submitting" || phase === "failed") return "summary";
  if (phase === "done") return "done";
  return "start";
};
