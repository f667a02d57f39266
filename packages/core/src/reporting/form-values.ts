import type {
  DeviceRecord,
  DeviceUpdate,
  LocationRecord,
  LocationUpdate,
  ReportingCompanyRecord,
  ReportingCompanyUpdate,
  ReportingUserRecord,
  ReportingUserUpdate,
} from "../contract/reporting-bodies.ts";
import { DEVICE_TYPES, type DeviceType, type UserLevel } from "../entities/enums.ts";
import type { FieldErrors } from "../forms/field-rules.ts";
import { EXPECTED_INTERVAL_LIMITS } from "./device-silence.ts";
import { deviceProblems, locationProblems, REPORTING_FIELD_MESSAGES, reportingCompanyProblems, reportingUserProblems } from "./forms.ts";

/*
 * The reporting forms as screens hold them (every value text or a tick box) and back: a record
 * becomes form values, form values become the call's payload, and `check` gives the message id
 * of every field that is wrong (unreadable numbers first, then core's rules of that record).
 */

export type FormValue = string | boolean;
export type RecordFormValues = Readonly<Record<string, FormValue>>;

export interface RecordForm<Payload> {
  readonly values: RecordFormValues;
  /** The payload of the values, or the field errors that stop it. */
  readonly read: (values: RecordFormValues) => { readonly payload: Payload; readonly errors: FieldErrors };
}

const text = (values: RecordFormValues, name: string): string => {
  const value = values[name];
  return typeof value === "string" ? value.trim() : "";
};
const flag = (values: RecordFormValues, name: string): boolean => values[name] === true;
const orNull = (value: string): string | null => (value === "" ? null : value);
const shown = (value: number | string | null | undefined): string => (value === null || value === undefined ? "" : String(value));

/** Reads whole-number fields: empty is null, anything else must be an integer. */
const wholeNumbers = (values: RecordFormValues, names: ReadonlyArray<string>) => {
  const numbers: Record<string, number | null> = {};
  const errors: Record<string, string> = {};
  for (const name of names) {
    const value = text(values, name);
    if (value === "") numbers[name] = null;
    else if (/^-?\d{1,9}$/.test(value)) numbers[name] = Number(value);
    else errors[name] = REPORTING_FIELD_MESSAGES.wholeNumber;
  }
  return { numbers, errors };
};

/** Addresses typed one a line (or separated by commas or semicolons), once each. */
const addressList = (value: string): string[] => [...new Set(value.split(/[\n,;]+/).map((address) => address.trim()).filter((address) => address !== ""))];

/** A problem of one address of a list (`alert_recipients.2`) is shown under the field that holds them all. */
const underListField = (problems: FieldErrors, field: string): FieldErrors =>
  Object.fromEntries(Object.entries(problems).map(([name, id]) => [name.startsWith(`${field}.`) ? field : name, id]));

const checked = <Payload>(payload: Payload, parseErrors: FieldErrors, problems: FieldErrors) => ({
  payload,
  // The first problem of a field is enough; an unreadable number is the first.
  errors: { ...problems, ...parseErrors },
});

// --- Locations ----------------------------------------------------------------------------

export const locationForm = (record: LocationRecord | null): RecordForm<LocationUpdate & { readonly name: string; readonly timeZone: string }> => ({
  values: {
    name: record?.name ?? "",
    description: record?.description ?? "",
    timeZone: record?.timeZone ?? "Europe/Amsterdam",
    occ_mode: record?.occ_mode ?? "enter_minus_leave",
    optimal_balance: shown(record?.optimal_balance),
    balance_orange: shown(record?.balance_orange),
    balance_red: shown(record?.balance_red),
    stats_available_from: shown(record?.stats_available_from),
    ignore_before: shown(record?.ignore_before),
    ignore_after: shown(record?.ignore_after),
    image: shown(record?.image),
    order: shown(record?.order ?? 0),
    is_active: record?.is_active ?? true,
    contact_name: record?.contact_name ?? "",
    contact_email: record?.contact_email ?? "",
    alert_recipients: (record?.alert_recipients ?? []).join("\n"),
  },
  read: (values) => {
    const { numbers, errors } = wholeNumbers(values, ["optimal_balance", "balance_orange", "balance_red", "order"]);
    const payload = {
      name: text(values, "name"),
      description: text(values, "description"),
      timeZone: text(values, "timeZone"),
      occ_mode: text(values, "occ_mode") === "none" ? ("none" as const) : ("enter_minus_leave" as const),
      optimal_balance: numbers["optimal_balance"] ?? null,
      balance_orange: numbers["balance_orange"] ?? null,
      balance_red: numbers["balance_red"] ?? null,
      stats_available_from: orNull(text(values, "stats_available_from")),
      ignore_before: orNull(text(values, "ignore_before")),
      ignore_after: orNull(text(values, "ignore_after")),
      image: orNull(text(values, "image")),
      order: numbers["order"] ?? 0,
      is_active: flag(values, "is_active"),
      contact_name: text(values, "contact_name"),
      contact_email: text(values, "contact_email"),
      alert_recipients: addressList(text(values, "alert_recipients")),
    };
    return checked(payload, errors, underListField(locationProblems(payload), "alert_recipients"));
  },
});

// --- Devices ------------------------------------------------------------------------------

export const deviceForm = (
  record: DeviceRecord | null,
  defaults: { readonly location: number | null },
): RecordForm<DeviceUpdate & { readonly device: string; readonly device_type: DeviceType; readonly location: number }> => ({
  values: {
    device: record?.device ?? "",
    device_type: record?.device_type ?? DEVICE_TYPES[0],
    location: shown(record?.location ?? defaults.location),
    timeZone: record?.timeZone ?? "",
    paused: record?.paused ?? false,
    image: shown(record?.image),
    order: shown(record?.order ?? 0),
    is_active: record?.is_active ?? true,
    license_purchase_id: shown(record?.license_purchase_id),
    license_state: record?.license_state ?? "active",
    last_license_transaction: shown(record?.last_license_transaction),
    rt_id: shown(record?.rt_id),
    receipt_footer: record?.receipt_footer ?? "",
    expected_interval_minutes: shown(record?.expected_interval_minutes ?? EXPECTED_INTERVAL_LIMITS.default),
  },
  read: (values) => {
    const { numbers, errors } = wholeNumbers(values, ["location", "order", "expected_interval_minutes"]);
    const type = text(values, "device_type");
    const licence = text(values, "license_state");
    const payload = {
      device: text(values, "device"),
      device_type: ((DEVICE_TYPES as ReadonlyArray<string>).includes(type) ? type : DEVICE_TYPES[0]) as DeviceType,
      location: numbers["location"] ?? 0,
      ...(text(values, "timeZone") === "" ? {} : { timeZone: text(values, "timeZone") }),
      paused: flag(values, "paused"),
      image: orNull(text(values, "image")),
      order: numbers["order"] ?? 0,
      is_active: flag(values, "is_active"),
      license_purchase_id: orNull(text(values, "license_purchase_id")),
      license_state: (["active", "trial", "expired", "revoked"].includes(licence) ? licence : "active") as DeviceRecord["license_state"],
      last_license_transaction: orNull(text(values, "last_license_transaction")),
      rt_id: orNull(text(values, "rt_id")),
      receipt_footer: text(values, "receipt_footer"),
      expected_interval_minutes: numbers["expected_interval_minutes"] ?? EXPECTED_INTERVAL_LIMITS.default,
    };
    const missingLocation: FieldErrors = numbers["location"] === null ? { location: "forms.validation.required" } : {};
    return checked(payload, { ...missingLocation, ...errors }, deviceProblems(payload));
  },
});

// --- Users --------------------------------------------------------------------------------

export const reportingUserForm = (
  record: ReportingUserRecord | null,
  defaults: { readonly language: string },
): RecordForm<ReportingUserUpdate & { readonly email: string; readonly level: UserLevel }> => ({
  values: {
    email: record?.email ?? "",
    first_name: record?.first_name ?? "",
    last_name: record?.last_name ?? "",
    level: shown(record?.level ?? 1),
    language: record?.language ?? defaults.language,
    password: "",
    current_password: "",
  },
  read: (values) => {
    const level = Number(text(values, "level"));
    const language = text(values, "language");
    const payload = {
      email: text(values, "email"),
      first_name: text(values, "first_name"),
      last_name: text(values, "last_name"),
      level: (Number.isInteger(level) && level >= 0 && level <= 5 ? level : 1) as UserLevel,
      language: (["fr", "es", "nl", "en"].includes(language) ? language : "en") as "fr" | "es" | "nl" | "en",
      // Spaces around a password are part of it: not trimmed.
      ...(values["password"] === "" || typeof values["password"] !== "string" ? {} : { password: values["password"] }),
      // Asked when one edits oneself: the server needs it to change one's own password or e-mail.
      ...(values["current_password"] === "" || typeof values["current_password"] !== "string" ? {} : { current_password: values["current_password"] }),
    };
    return checked(payload, {}, reportingUserProblems(payload));
  },
});

// --- Companies ----------------------------------------------------------------------------

export const reportingCompanyForm = (
  record: ReportingCompanyRecord | null,
): RecordForm<ReportingCompanyUpdate & { readonly name: string; readonly organisation: string; readonly id?: string }> => ({
  values: {
    id: record?.id ?? "",
    name: record?.name ?? "",
    organisation: record?.organisation ?? "NL",
    city: record?.city ?? "",
    country: record?.country ?? "",
  },
  read: (values) => {
    const id = text(values, "id");
    const payload = {
      ...(record === null && id !== "" ? { id } : {}),
      name: text(values, "name"),
      organisation: text(values, "organisation").toUpperCase(),
      city: text(values, "city"),
      country: text(values, "country").toUpperCase(),
    };
    const idError: FieldErrors = record === null && id !== "" && !/^[0-9]{2,7}$/.test(id) ? { id: "forms.validation.customer_number_digits" } : {};
    return checked(payload, idError, reportingCompanyProblems(payload));
  },
});
