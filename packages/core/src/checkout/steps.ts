/** The checkout's steps in order (SPEC 2: the cart page walks through them; SPEC 4: step starts at 0). */
export const CHECKOUT_STEPS = ["address", "shipping", "payment", "confirmation"] as const;
export type CheckoutStepName = (typeof CHECKOUT_STEPS)[number];

export const FIRST_CHECKOUT_STEP = 0;
export const LAST_CHECKOUT_STEP = CHECKOUT_STEPS.length - 1;

/**
 * Any requested step, brought back inside the steps: below the first gives the first, past
 * the last gives the last, fractions round down and a non-number stays at the first step.
 */
export const clampCheckoutStep = (step: number): number =>
  Number.isFinite(step) ? Math.min(LAST_CHECKOUT_STEP, Math.max(FIRST_CHECKOUT_STEP, Math.floor(step))) : FIRST_CHECKOUT_STEP;

export const nextCheckoutStep = (step: number): number => clampCheckoutStep(step + 1);
export const previousCheckoutStep = (step: number): number => clampCheckoutStep(step - 1);

/** The step's name, for screens that switch on it and for its message id (`checkout.steps.<name>`). */
export const checkoutStepName = (step: number): CheckoutStepName => CHECKOUT_STEPS[clampCheckoutStep(step)] ?? "address";

export const checkoutStepMessageId = (step: number): string => `checkout.steps.${checkoutStepName(step)}`;
