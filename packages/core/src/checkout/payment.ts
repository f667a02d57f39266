/**
 * How the order is paid. SPEC 9 gives the defaults (method `cod`, type `creditcard`) without the
 * other values; our reading, as a customer of a real shop would expect it:
 * - the method says *when* the office pays: `cod` (cash on delivery: no online payment, the
 *   order is confirmed when placed) or `online` (paid right after placing, with a provider);
 * - the type says *with what* an online payment is made: `creditcard` (the card provider) or
 *   `wallet` (the wallet provider). A canceled online payment can be resumed with either.
 */
export const PAYMENT_METHODS = ["cod", "online"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_TYPES = ["creditcard", "wallet"] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

export const DEFAULT_PAYMENT_METHOD: PaymentMethod = "cod";
export const DEFAULT_PAYMENT_TYPE: PaymentType = "creditcard";

export interface PaymentChoice {
  readonly method: PaymentMethod;
  readonly type: PaymentType;
}

export const DEFAULT_PAYMENT: PaymentChoice = { method: DEFAULT_PAYMENT_METHOD, type: DEFAULT_PAYMENT_TYPE };

/** How a payment with the provider ended. */
export const PAYMENT_OUTCOMES = ["completed", "canceled"] as const;
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];

export const isPaidOnline = (payment: PaymentChoice): boolean => payment.method === "online";

export const paymentMethodMessageId = (method: PaymentMethod): string => `checkout.payment.method.${method}`;
export const paymentTypeMessageId = (type: PaymentType): string => `checkout.payment.type.${type}`;
/** Label of the button that resumes a canceled payment with that provider ("Pay by card", "Pay with a wallet"). */
export const resumePaymentMessageId = (type: PaymentType): string => `checkout.payment.resume.${type}`;
