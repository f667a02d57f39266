import type { Organisation } from "../entities/organisation.ts";
import type { Translate } from "../i18n/translate.ts";

/*
 * The market's support contact (SPEC 1's {phone} and {email}, issue 35 item 18): read from the
 * organisation's configuration as the server serves it, and worded by one function, so the
 * contact page, the FAQ, the CLI and the e-mails say the same thing for the same market.
 */

/** Opening and closing times of the support line on working days, "HH:MM", market time. */
export interface SupportHours {
  readonly opens: string;
  readonly closes: string;
}

export interface SupportContact {
  readonly phone: string | null;
  readonly email: string | null;
  readonly hours: SupportHours | null;
}

const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** "08:30-18:00" -> { opens: "08:30", closes: "18:00" }; null unless two valid times, opening first. */
export const supportHoursOf = (text: string | null | undefined): SupportHours | null => {
  const [opens, closes, ...rest] = (text ?? "").split("-").map((part) => part.trim());
  if (opens === undefined || closes === undefined || rest.length > 0) return null;
  if (!CLOCK.test(opens) || !CLOCK.test(closes) || opens >= closes) return null;
  return { opens, closes };
};

const textOrNull = (text: string | null | undefined): string | null => {
  const trimmed = text?.trim() ?? "";
  return trimmed === "" ? null : trimmed;
};

/** The support contact an organisation's configuration names (nothing known when it has none). */
export const supportContactOf = (
  organisation: Pick<Organisation, "support_phone" | "support_email" | "support_hours"> | null | undefined,
): SupportContact => ({
  phone: textOrNull(organisation?.support_phone),
  email: textOrNull(organisation?.support_email),
  hours: supportHoursOf(organisation?.support_hours),
});

/** A clock time in the reader's language ("08:30", "08:30 AM"). WHY UTC: the time is the market's, not the reader's zone. */
const clockText = (time: string, locale: string): string => {
  const [hours, minutes] = time.split(":").map(Number);
  return new Intl.DateTimeFormat(locale.replace("_", "-"), { hour: "2-digit", minute: "2-digit", timeZone: "UTC" }).format(
    Date.UTC(2000, 0, 3, hours ?? 0, minutes ?? 0),
  );
};

/** "Monday to Friday, 08:30 to 18:00", or "on working days" when the hours are not configured. */
export const supportHoursText = (t: Translate, locale: string, hours: SupportHours | null): string =>
  hours === null
    ? t("web_forms.contact.hours_unknown")
    : t("web_forms.contact.hours", { opens: clockText(hours.opens, locale), closes: clockText(hours.closes, locale) });

/**
 * The sentence that gives the support contact ("You can also call us at … or write to …"), or
 * null when the market configures neither a phone nor an e-mail.
 */
export const supportContactLine = (t: Translate, locale: string, contact: SupportContact): string | null => {
  const hours = supportHoursText(t, locale, contact.hours);
  if (contact.phone !== null && contact.email !== null) return t("web_forms.contact.phone_line", { phone: contact.phone, hours, email: contact.email });
  if (contact.phone !== null) return t("web_forms.contact.phone_only_line", { phone: contact.phone, hours });
  if (contact.email !== null) return t("web_forms.contact.email_line", { email: contact.email });
  return null;
};
