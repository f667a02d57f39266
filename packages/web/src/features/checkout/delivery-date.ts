/** A calendar date (`YYYY-MM-DD`) written for the reader's locale; the date is a day, not an instant, hence UTC. */
export const formatDeliveryDate = (isoDate: string, locale: string): string =>
  new Intl.DateTimeFormat(locale, { weekday: "short", day: "numeric", month: "long", timeZone: "UTC" }).format(new Date(`${isoDate}T00:00:00Z`));
