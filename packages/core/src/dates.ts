/**
 * A date-time (ISO text or epoch milliseconds) written for the reader's locale: the date, and
 * with `withTime` the time of day too. A value that is no date is given back as it came, so a
 * malformed field shows as itself instead of failing the screen (Intl throws on invalid dates).
 */
export const formatDateTime = (value: string | number, locale: string, options: { readonly withTime?: boolean } = {}): string => {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  const style: Intl.DateTimeFormatOptions = options.withTime === true ? { dateStyle: "medium", timeStyle: "short" } : { dateStyle: "medium" };
  return new Intl.DateTimeFormat(locale, style).format(date);
};

/** True when `zone` names an IANA time zone this runtime knows ("Europe/Amsterdam", "UTC"). */
export const isKnownTimeZone = (zone: string): boolean => {
  if (zone.trim() === "" || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};
