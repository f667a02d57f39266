/*
 * The first line of a postal address as the country writes it: the house number before the
 * street in France ("14 rue Victor Hugo") and the other countries listed below, after it in
 * Spain ("Calle Mayor 14"), the Netherlands ("Dorpsstraat 14"), Belgium, Germany and the rest
 * of continental Europe. Used wherever a patient's or a delivery's address is shown.
 */

/** Countries whose addresses put the house number before the street. */
const NUMBER_FIRST: ReadonlySet<string> = new Set(["FR", "LU", "MC", "GB", "IE", "US", "CA", "AU", "NZ"]);

/** True when `country` (ISO 3166 alpha-2, any case) writes the number before the street. */
export const numberComesFirst = (country: string): boolean => NUMBER_FIRST.has(country.trim().toUpperCase());

/**
 * The street and the house number joined in the country's order; either may be empty (then the
 * other alone, without a stray space). Spaces inside each part are kept as entered, trimmed.
 */
export const streetLine = (country: string, street: string, number: string): string => {
  const parts = numberComesFirst(country) ? [number.trim(), street.trim()] : [street.trim(), number.trim()];
  return parts.filter((part) => part !== "").join(" ");
};
