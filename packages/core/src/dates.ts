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

/** Zones found known. Bounded: Intl also takes "europe/PARIS" and every other spelling of a name. */
const knownTimeZones = new Set<string>();
const KNOWN_TIME_ZONES_KEPT = 1_000;

/** True when `zone` names an IANA time zone this runtime knows ("Europe/Amsterdam", "UTC"). */
export const isKnownTimeZone = (zone: string): boolean => {
  if (knownTimeZones.has(zone)) return true;
  if (zone.trim() === "" || zone.length > 64) return false;
  try {
    // WHY remembered: building a formatter costs ~0.1-1 ms, and a stored cart recording checks
    // the zone of every event when the shop loads (issue 18).
    new Intl.DateTimeFormat("en", { timeZone: zone });
    if (knownTimeZones.size < KNOWN_TIME_ZONES_KEPT) knownTimeZones.add(zone);
    return true;
  } catch {
    return false;
  }
};
