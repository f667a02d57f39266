/** An order's ISO date-time written as a date for the reader's locale ("" when unreadable). */
export const formatOrderDate = (iso: string | null, locale: string): string => {
  if (iso === null) return "";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : new Intl.DateTimeFormat(locale, { dateStyle: "medium" }).format(date);
};
