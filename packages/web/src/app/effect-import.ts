import { nextTask } from "./next-task.ts";

/*
 * The Effect services' modules, evaluated a step per task (issue 18). Imported at once, their
 * evaluation was one 35-40 ms task on a fast machine (four times that under Lighthouse's
 * mobile CPU): all of it counted as blocking time. Each step's import evaluates only what
 * the steps before it did not, in the order the modules depend on each other. The price: each
 * step is a round trip of its own (its small file, then the chunks it is the first to need).
 */
export const EFFECT_STEPS = [
  // The browser's first date formatter loads its time zone data (15-20 ms on a fast machine): on
  // a cold visit that was in the task that starts the cart, whose recorder asks for the zone.
  async () => {
    try {
      Intl.DateTimeFormat().resolvedOptions();
    } catch {
      // No Intl: the recorder falls back to UTC.
    }
  },
  () => import("./effect-steps/library.ts"),
  () => import("./effect-steps/cart-schemas.ts"),
  () => import("./effect-steps/http-api.ts"),
  () => import("./effect-steps/contract.ts"),
  () => import("./effect-steps/client.ts"),
];

/** effect-services.ts, its dependencies evaluated step by step. */
export const importEffectServices = async (): Promise<typeof import("./effect-services.ts")> => {
  for (const step of EFFECT_STEPS) {
    await step();
    await nextTask();
  }
  return import("./effect-services.ts");
};
