/**
 * A file size for people, in the locale's words and units ("12 ko" in French, "12 kB" in
 * English, "1,4 MB" in Dutch): kilobytes below one megabyte, else megabytes with one decimal.
 */
export const formatFileSize = (bytes: number, locale: string): string => {
  const kilobytes = bytes / 1000;
  const [unit, value, digits] = kilobytes < 1000 ? (["kilobyte", Math.max(1, Math.round(kilobytes)), 0] as const) : (["megabyte", kilobytes / 1000, 1] as const);
  return new Intl.NumberFormat(locale, { style: "unit", unit, unitDisplay: "short", maximumFractionDigits: digits }).format(value);
};
