import type { LocationUpdate, DeviceUpdate, ReportingCompanyUpdate } from "../contract/reporting-bodies.ts";
import { isKnownTimeZone } from "../dates.ts";
import { collectFieldErrors, emailFieldError, isBlankValue, requiredFieldError, VALIDATION_MESSAGES, type FieldErrors } from "../forms/field-rules.ts";
import { isWholeHourTimeZone } from "./time-zone.ts";
import { EXPECTED_INTERVAL_LIMITS } from "./device-silence.ts";
import { recipientListError } from "./recipients.ts";

/*
 * The rules of the reporting forms (locations, devices, users, companies), beyond what the
 * contract's types say. The web shows them under the fields; the server checks them again
 * before it writes (a PUT is checked as the record it would leave).
 */

export const REPORTING_FIELD_MESSAGES = {
  timeZone: "reporting.field.time_zone",
  wholeHourTimeZone: "reporting.field.time_zone_whole_hours",
  date: "reporting.field.date",
  timeOfDay: "reporting.field.time_of_day",
  sameHours: "reporting.field.same_hours",
  balanceOrder: "reporting.field.balance_order",
  image: "reporting.field.image",
  wholeNumber: "reporting.field.whole_number",
  market: "reporting.field.market",
  expectedInterval: "alerts.field.expected_interval",
} as const;

/** True for a real calendar day written `YYYY-MM-DD` (not 2025-02-30). */
export const isCalendarDate = (text: string): boolean => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (match === null) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

/** True for an image address: http(s) or a path on this server. */
export const isImageAddress = (text: string): boolean => /^(https?:\/\/[^\s]+|\/[^\s]*)$/i.test(text);

const dateError = (value: string | null | undefined): string | null =>
  isBlankValue(value) || isCalendarDate(value!) ? null : REPORTING_FIELD_MESSAGES.date;

const imageError = (value: string | null | undefined): string | null =>
  isBlankValue(value) || isImageAddress(value!.trim()) ? null : REPORTING_FIELD_MESSAGES.image;

/** Locations count per UTC hour (see time-zone.ts): their zone must be known and keep whole-hour offsets. */
export const locationTimeZoneError = (zone: string | undefined): string | null => {
  if (isBlankValue(zone)) return VALIDATION_MESSAGES.required;
  if (!isKnownTimeZone(zone!)) return REPORTING_FIELD_MESSAGES.timeZone;
  return isWholeHourTimeZone(zone!) ? null : REPORTING_FIELD_MESSAGES.wholeHourTimeZone;
};

/** The problems of a location as it would be stored. */
export const locationProblems = (location: LocationUpdate): FieldErrors =>
  collectFieldErrors([
    ["name", requiredFieldError(location.name)],
    ["timeZone", locationTimeZoneError(location.timeZone)],
    [
      "balance_red",
      (location.balance_orange ?? 0) > 0 && (location.balance_red ?? 0) > 0 && location.balance_red! < location.balance_orange!
        ? REPORTING_FIELD_MESSAGES.balanceOrder
        : null,
    ],
    ["stats_available_from", dateError(location.stats_available_from)],
    [
      "ignore_after",
      !isBlankValue(location.ignore_before) && location.ignore_before === location.ignore_after ? REPORTING_FIELD_MESSAGES.sameHours : null,
    ],
    ["image", imageError(location.image)],
    ["contact_email", isBlankValue(location.contact_email) ? null : emailFieldError(location.contact_email)],
    recipientListError("alert_recipients", location.alert_recipients),
  ]);

/** The expected interval of a device: whole minutes, one to a day (issue 36). */
const expectedIntervalError = (minutes: number | undefined): string | null =>
  minutes === undefined || (Number.isInteger(minutes) && minutes >= EXPECTED_INTERVAL_LIMITS.min && minutes <= EXPECTED_INTERVAL_LIMITS.max)
    ? null
    : REPORTING_FIELD_MESSAGES.expectedInterval;

/** The problems of a device as it would be stored. */
export const deviceProblems = (device: DeviceUpdate): FieldErrors =>
  collectFieldErrors([
    ["device", requiredFieldError(device.device)],
    ["timeZone", isBlankValue(device.timeZone) || isKnownTimeZone(device.timeZone!) ? null : REPORTING_FIELD_MESSAGES.timeZone],
    ["image", imageError(device.image)],
    ["last_license_transaction", dateError(device.last_license_transaction)],
    ["expected_interval_minutes", expectedIntervalError(device.expected_interval_minutes)],
  ]);

/** The problems of a reporting account's fields (the password has the server's own policy). */
export const reportingUserProblems = (user: { readonly email?: string | undefined }): FieldErrors =>
  collectFieldErrors([["email", emailFieldError(user.email)]]);

/** The problems of a company's fields. */
export const reportingCompanyProblems = (company: ReportingCompanyUpdate): FieldErrors =>
  collectFieldErrors([
    ["name", requiredFieldError(company.name)],
    ["organisation", requiredFieldError(company.organisation)],
  ]);
