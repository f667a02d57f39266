import { useI18n } from "../../app/i18n.tsx";
import { useKeptAt } from "./offline-status.ts";

const sameDay = (a: Date, b: Date): boolean => a.toDateString() === b.toDateString();

/** The time the offline screens work from ("09:12"; with the day when it is not today), null online. */
export const useKeptTime = (): string | null => {
  const { locale } = useI18n();
  const keptAt = useKeptAt();
  if (keptAt === null) return null;
  const kept = new Date(keptAt);
  const format = sameDay(kept, new Date())
    ? new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit" })
    : new Intl.DateTimeFormat(locale, { dateStyle: "short", timeStyle: "short" });
  return format.format(kept);
};
