import { Schema } from "effect";

/*
 * Every enumeration of SPEC section 3. Each comes as a value list (for pickers and loops) and a
 * Schema.Literals (for decoding). Display labels are messages: `enumLabelId(namespace, value)`
 * gives the message id, e.g. `forms.role.midwife`.
 */

/** The message id of an enumeration value's display label: `forms.<namespace>.<slug>`. */
export const enumLabelId = (namespace: string, value: string | number): string =>
  `forms.${namespace}.${String(value)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_|_$/g, "")}`;

// --- Registration -------------------------------------------------------------------------

/** Professional roles, sent to the server as these English labels. */
export const ROLES = [
  "Maternity assistant",
  "Lactation specialist",
  "Nurse",
  "Pediatric nurse",
  "Neonatal nurse",
  "Student",
  "Pharmacist",
  "Gynecologist",
  "Researcher",
  "Midwife",
  "Neonatologist",
  "Obstetrician",
  "Pediatrician",
] as const;
export const Role = Schema.Literals(ROLES);
export type Role = typeof Role.Type;

export const EMPLOYMENT_TYPES = [
  "Hospital",
  "Freelance",
  "Employed in a public clinics",
  "Employed in a practice",
  "Employed and freelance",
  "Expectant midwife",
  "Pharmacy",
] as const;
export const EmploymentType = Schema.Literals(EMPLOYMENT_TYPES);
export type EmploymentType = typeof EmploymentType.Type;

/** How the professional heard of us; the registration form's "source". */
export const COMMON_SOURCES = [
  "PRINTED_AD",
  "EMAIL_NEWSLETTER",
  "PRINTED_FLYER",
  "PERSON_CONGRESS",
  "PERSON_LUNCH_LEARN",
  "COLLEGA",
  "CALENDER",
] as const;
/** Offered on the Dutch form only. */
export const DUTCH_ONLY_SOURCES = ["BOOK", "EDUCATION"] as const;
export const SOURCES = [...COMMON_SOURCES, ...DUTCH_ONLY_SOURCES] as const;
export const Source = Schema.Literals(SOURCES);
export type Source = typeof Source.Type;

/** The sources a registration form offers in a given language (Dutch adds BOOK and EDUCATION). */
export const sourcesForLocale = (locale: string): ReadonlyArray<Source> =>
  locale.slice(0, 2).toLowerCase() === "nl" ? SOURCES : COMMON_SOURCES;

export const NEWSLETTER_STATES = ["SUBSCRIBED", "NOT_SUBSCRIBED"] as const;
export const NewsletterState = Schema.Literals(NEWSLETTER_STATES);
export type NewsletterState = typeof NewsletterState.Type;

/**
 * Languages a registered user can choose for e-mails (SPEC 3's nl, de, fr, en, it, and es: Spain
 * is a market). E-mails are written in fr, es, nl and English: a de or it account gets English.
 */
export const REGISTRATION_LANGUAGES = ["nl", "de", "fr", "en", "it", "es"] as const;
export const RegistrationLanguage = Schema.Literals(REGISTRATION_LANGUAGES);
export type RegistrationLanguage = typeof RegistrationLanguage.Type;

/** License or CPS number states (SPEC 4): pending must be verified before ordering. */
export const LICENSE_STATES = ["pending", "valid", "invalid"] as const;
export const LicenseState = Schema.Literals(LICENSE_STATES);
export type LicenseState = typeof LicenseState.Type;

// --- User levels (reporting admin) --------------------------------------------------------

export const USER_LEVELS = [
  { level: 0, label: "Blocked" },
  { level: 1, label: "Active" },
  { level: 2, label: "Administrator" },
  { level: 3, label: "Counts only" },
  { level: 4, label: "Live counts" },
  { level: 5, label: "Super administrator" },
] as const;
export const UserLevel = Schema.Literals([0, 1, 2, 3, 4, 5]);
export type UserLevel = typeof UserLevel.Type;

/** English label of a user level; the translated label is the message `enumLabelId("user_level", level)`. */
export const userLevelLabel = (level: UserLevel): string => USER_LEVELS[level].label;

// --- Reporting admin ----------------------------------------------------------------------

export const REPORT_FORMATS = ["csv", "pdf", "xlsx"] as const;
export const ReportFormat = Schema.Literals(REPORT_FORMATS);
export type ReportFormat = typeof ReportFormat.Type;

export const DEVICE_TYPES = ["eco_gate", "brickstream_people_counter", "intenta", "selfcheck"] as const;
export const DeviceType = Schema.Literals(DEVICE_TYPES);
export type DeviceType = typeof DeviceType.Type;

/**
 * Report kinds with the device family that feeds them.
 *
 * Which two selfcheck kinds are "not supported" is not named by the spec. We mark
 * SELFCHECK_PAYMENT and SELFCHECK_PATRON_LOGON: both depend on data (payment terminal
 * receipts, patron log-ons) that selfcheck stations report to the library system, not to the
 * counting platform, so a report of them would always be empty. They stay decodable (old
 * reports may carry them) but pickers should hide them and servers should refuse new ones.
 */
export const REPORT_KIND_INFO = [
  { kind: "PEOPLECOUNTER_ENTERLEAVEALERT", family: "peoplecounter", supported: true },
  { kind: "PEOPLECOUNTER_ENTERLEAVE", family: "peoplecounter", supported: true },
  { kind: "PEOPLECOUNTER_ENTER", family: "peoplecounter", supported: true },
  { kind: "PEOPLECOUNTER_LEAVE", family: "peoplecounter", supported: true },
  { kind: "PEOPLECOUNTER_ALERT", family: "peoplecounter", supported: true },
  { kind: "SELFCHECK_CHECKOUT", family: "selfcheck", supported: true },
  { kind: "SELFCHECK_CHECKIN", family: "selfcheck", supported: true },
  { kind: "SELFCHECK_RENEWAL", family: "selfcheck", supported: true },
  { kind: "SELFCHECK_CHECKOUT_CHECKIN", family: "selfcheck", supported: true },
  { kind: "SELFCHECK_CHECKOUT_CHECKIN_RENEWAL", family: "selfcheck", supported: true },
  { kind: "SELFCHECK_PAYMENT", family: "selfcheck", supported: false },
  { kind: "SELFCHECK_PATRON_LOGON", family: "selfcheck", supported: false },
  { kind: "GATESYSTEM_ENTER", family: "gatesystem", supported: true },
  { kind: "GATESYSTEM_LEAVE", family: "gatesystem", supported: true },
] as const;
export const REPORT_KINDS = REPORT_KIND_INFO.map((info) => info.kind);
export const ReportKind = Schema.Literals(REPORT_KINDS);
export type ReportKind = typeof ReportKind.Type;

/** False for the two selfcheck kinds the platform cannot report on (see REPORT_KIND_INFO). */
export const isReportKindSupported = (kind: ReportKind): boolean =>
  REPORT_KIND_INFO.some((info) => info.kind === kind && info.supported);

/** How often counts are aggregated: automatic, hourly, daily, monthly, yearly. */
export const REPORT_INTERVALS = ["automatic", "h", "D", "M", "Y"] as const;
export const ReportInterval = Schema.Literals(REPORT_INTERVALS);
export type ReportInterval = typeof ReportInterval.Type;

/** The span a report covers: a day, week, month, year, or from a custom start date. */
export const REPORT_PERIODS = ["D", "W", "M", "Y", "custom"] as const;
export const ReportPeriod = Schema.Literals(REPORT_PERIODS);
export type ReportPeriod = typeof ReportPeriod.Type;

/**
 * When a report is sent: on a weekday (0 Sunday .. 6 Saturday), daily (D), on the first of the
 * month (M), on the first of the year (Y), or once ("adhoc", with a custom end date).
 */
export const WEEKDAY_TRIGGERS = [0, 1, 2, 3, 4, 5, 6] as const;
export const REPORT_TRIGGERS = [...WEEKDAY_TRIGGERS, "D", "M", "Y", "adhoc"] as const;
export const ReportTrigger = Schema.Literals(REPORT_TRIGGERS);
export type ReportTrigger = typeof ReportTrigger.Type;
