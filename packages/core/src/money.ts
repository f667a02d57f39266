/**
 * Money is computed in integer cents everywhere; currency units only appear at the edges
 * (server payloads that carry `price` as a decimal, and display).
 */
export type Cents = number;

/** SPEC 9: the shop's default currency, used while no shop config (or no valid code) names one. */
export const DEFAULT_CURRENCY = "EUR";

/** A currency code as the shop configs name them (ISO 4217: `EUR`, `CHF`). */
export const CURRENCY_CODE = /^[A-Z]{3}$/;

/** Converts a decimal amount (as servers send it) to integer cents, rounding half away from zero. */
export const toCents = (euros: number): Cents => Math.sign(euros) * Math.round(Math.abs(euros) * 100);

export const toEuros = (cents: Cents): number => cents / 100;

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Formats cents in `currency` (an ISO 4217 code, the shop config's: `shopCurrency`) for a locale
 * (`fr`, `es`, `nl`, `en`, or a full tag such as `fr-FR`).
 */
export const formatMoney = (cents: Cents, locale: string, currency: string = DEFAULT_CURRENCY): string => {
  const key = `${locale}\u0000${currency}`;
  let formatter = formatters.get(key);
  if (formatter === undefined) {
    formatter = new Intl.NumberFormat(locale, { style: "currency", currency });
    formatters.set(key, formatter);
  }
  return formatter.format(toEuros(cents));
};

/** Formats cents in the default currency, for callers without a shop config (the CLI, the server's pages). */
export const formatEuros = (cents: Cents, locale: string): string => formatMoney(cents, locale);
