import {
  REGISTRATION_LANGUAGES,
  type EmploymentType,
  type RegistrationLanguage,
  type Role,
  type Source,
} from "../entities/enums.ts";
import type { PrefillAnswer } from "../contract/bodies.ts";
import { registrationDefaults, type Registration } from "../entities/registration.ts";
import { collectFieldErrors, formText, type FieldErrors } from "./field-rules.ts";
import { prepareRegister, validateRegister, type RegisterCheckedValues } from "./register.ts";

/*
 * The whole register form as the web shows it (SPEC 3): what the user types, in form-friendly
 * types (text and ticks), and the one function that turns it into the payload of
 * POST /user?send_mail=1. The checks of SPEC 5 stay in register.ts.
 */

/** Every field of the form; selects are "" until the user picks. */
export interface RegisterFormValues extends RegisterCheckedValues {
  readonly firstName: string;
  readonly lastName: string;
  readonly phone: string;
  readonly company_name: string;
  readonly street_name: string;
  readonly house_number: string;
  readonly address: string;
  readonly postalcode: string;
  readonly city: string;
  readonly country: string;
  readonly license_number: string;
  readonly role: Role | "";
  readonly empType: EmploymentType | "";
  readonly source: Source | "";
  readonly optIn: boolean;
  /** Ticked: SUBSCRIBED. */
  readonly newsletter: boolean;
  readonly language: RegistrationLanguage;
  // Dutch extras (sent on the Dutch form only)
  readonly discover: string;
  readonly IBCLC: boolean;
  readonly school: string;
  readonly department: string;
  readonly graduation_year: string;
  readonly license_number_BIG: string;
  readonly license_number_KCKZ: string;
}

/** Shown when the year of graduation is not a plausible four-digit year. */
export const GRADUATION_YEAR_INVALID = "web_forms.validation.graduation_year";

/** The Dutch shop asks more (SPEC 3): discovery, IBCLC, school, department, graduation year, BIG and KCKZ. */
export const offersDutchRegistrationExtras = (locale: string): boolean => locale.slice(0, 2).toLowerCase() === "nl";

/** The e-mail language a new account starts with: the shop's language when e-mails exist in it, else English. */
export const registrationLanguageFor = (locale: string): RegistrationLanguage => {
  const language = locale.slice(0, 2).toLowerCase();
  return (REGISTRATION_LANGUAGES as ReadonlyArray<string>).includes(language) ? (language as RegistrationLanguage) : "en";
};

export const initialRegisterFormValues = (locale: string): RegisterFormValues => ({
  cust_no: "",
  email: "",
  password: "",
  repeatPassword: "",
  agreeTerms: false,
  firstName: "",
  lastName: "",
  phone: "",
  company_name: "",
  street_name: "",
  house_number: "",
  address: "",
  postalcode: "",
  city: "",
  country: locale.length >= 2 ? defaultCountryOf(locale) : "",
  license_number: "",
  role: "",
  empType: "",
  source: "",
  optIn: false,
  newsletter: false,
  language: registrationLanguageFor(locale),
  discover: "",
  IBCLC: false,
  school: "",
  department: "",
  graduation_year: "",
  license_number_BIG: "",
  license_number_KCKZ: "",
});

/** fr -> FR, es -> ES, nl -> NL: the market's country, which most professionals of the shop are in. */
const defaultCountryOf = (locale: string): string => {
  const language = locale.slice(0, 2).toUpperCase();
  return ["FR", "ES", "NL"].includes(language) ? language : "";
};

/** A year of graduation is optional; when given it has four digits and is not in the far future. */
export const graduationYearError = (value: unknown, nowYear: number = new Date().getFullYear()): string | null => {
  const text = formText(value).trim();
  if (text === "") return null;
  if (!/^\d{4}$/.test(text)) return GRADUATION_YEAR_INVALID;
  const year = Number(text);
  return year < 1940 || year > nowYear + 6 ? GRADUATION_YEAR_INVALID : null;
};

/** SPEC 5's register checks, plus the graduation year when the Dutch form shows it. */
export const validateRegisterForm = (values: RegisterFormValues, locale: string): FieldErrors => ({
  ...validateRegister(values),
  ...(offersDutchRegistrationExtras(locale) ? collectFieldErrors([["graduation_year", graduationYearError(values.graduation_year)]]) : {}),
});

/** Trims what must be trimmed (e-mail, customer number: SPEC 5). */
export const prepareRegisterForm = (values: RegisterFormValues): RegisterFormValues => prepareRegister(values);

/**
 * The payload of POST /user?send_mail=1: the form's values over `registrationDefaults` (a new
 * account waits for approval). Unpicked selects are left out; the Dutch extras are sent only
 * by the Dutch form, so another market never stores half-filled Dutch answers.
 */
export const registrationFromForm = (form: RegisterFormValues, locale: string): Registration => {
  const values = prepareRegisterForm(form);
  const text = (value: string) => value.trim();
  const base: Registration = {
    ...registrationDefaults(values.language),
    cust_no: values.cust_no,
    email: values.email,
    password: values.password,
    firstName: text(values.firstName),
    lastName: text(values.lastName),
    phone: text(values.phone),
    company_name: text(values.company_name),
    street_name: text(values.street_name),
    house_number: text(values.house_number),
    address: text(values.address),
    postalcode: text(values.postalcode),
    city: text(values.city),
    country: text(values.country),
    license_number: text(values.license_number),
    optIn: values.optIn,
    newsletter: values.newsletter ? "SUBSCRIBED" : "NOT_SUBSCRIBED",
    ...(values.role === "" ? {} : { role: values.role }),
    ...(values.empType === "" ? {} : { empType: values.empType }),
    ...(values.source === "" ? {} : { source: values.source }),
  };
  if (!offersDutchRegistrationExtras(locale)) return base;
  const year = values.graduation_year.trim();
  return {
    ...base,
    discover: text(values.discover),
    IBCLC: values.IBCLC,
    school: text(values.school),
    department: text(values.department),
    ...(year === "" ? {} : { graduation_year: Number(year) }),
    license_number_BIG: text(values.license_number_BIG),
    license_number_KCKZ: text(values.license_number_KCKZ),
  };
};

/** The fields an invitation link (POST /auth/prefill) may fill in. */
export const PREFILLED_REGISTER_FIELDS = [
  "email",
  "firstName",
  "lastName",
  "phone",
  "cust_no",
  "company_name",
  "street_name",
  "house_number",
  "postalcode",
  "city",
  "country",
  "license_number",
] as const satisfies ReadonlyArray<keyof PrefillAnswer & keyof RegisterFormValues>;

/** What an invitation fills in: its non-blank fields, trimmed. The user can still change them. */
export const registerFormPrefill = (answer: PrefillAnswer): Partial<Pick<RegisterFormValues, (typeof PREFILLED_REGISTER_FIELDS)[number]>> =>
  Object.fromEntries(
    PREFILLED_REGISTER_FIELDS.flatMap((field) => {
      const value = answer[field]?.trim() ?? "";
      return value === "" ? [] : [[field, value]];
    }),
  );

/** The invitation token of a register link (`/register?token=...`), or null. */
export const invitationTokenFromSearch = (search: string): string | null => {
  const token = new URLSearchParams(search).get("token")?.trim() ?? "";
  return token === "" ? null : token;
};
