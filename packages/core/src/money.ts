/**
 * Money is computed in integer euro cents everywhere; euros only appear at the edges
 * (server payloads that carry `price` as a decimal, and display).
 */
export type Cents = number;

/** Converts a decimal euro amount (as servers send it) to integer cents, rounding half away from zero. */
export const toCents = (euros: number): Cents => Math.sign(euros) * Math.round(Math.abs(euros) * 100);

export const toEuros = (cents: Cents): number => cents / 100;

const formatters = new Map<string, Intl.NumberFormat>();

/** Formats cents as EUR for a locale (`fr`, `es`, `nl`, `en`, or a full tag such as `fr-FR`). */
export const formatEuros = (cents: Cents, locale: string): string => {
  let formatter = formatters.get(locale);
  if (formatter === undefined) {
    formatter = new Intl.NumberFormat(locale, { style: "currency", currency: "EUR" });
    formatters.set(locale, formatter);
  }
  return formatter.format(toEuros(cents));
};
