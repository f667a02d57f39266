import { Schema } from "effect";
import { EmploymentType, NewsletterState, RegistrationLanguage, Role, Source, UserLevel } from "./enums.ts";

/**
 * Extra questions of the Dutch registration form: how they discovered the brand, lactation
 * certification (IBCLC), training, and the Dutch professional registers BIG and KCKZ.
 */
export const DutchRegistrationExtras = Schema.Struct({
  discover: Schema.optional(Schema.String),
  IBCLC: Schema.optional(Schema.Boolean),
  school: Schema.optional(Schema.String),
  department: Schema.optional(Schema.String),
  graduation_year: Schema.optional(Schema.Number.check(Schema.isInt())),
  license_number_BIG: Schema.optional(Schema.String),
  license_number_KCKZ: Schema.optional(Schema.String),
});
export type DutchRegistrationExtras = typeof DutchRegistrationExtras.Type;

/**
 * The registration payload of POST /user?send_mail=1 (SPEC 3). The customer number is part of
 * it (SPEC 5 requires it on the form). Fields the user does not fill are set by the form's
 * defaults (`registrationDefaults`): a new account waits for approval, so `license_valid`
 * starts "PENDING" and `userLevel` 1 (active, no admin rights).
 */
export const Registration = Schema.Struct({
  cust_no: Schema.String,
  email: Schema.String,
  password: Schema.String,
  firstName: Schema.String,
  lastName: Schema.String,
  phone: Schema.String,
  company_name: Schema.String,
  street_name: Schema.String,
  house_number: Schema.String,
  /** Extra address line (building, floor). */
  address: Schema.String,
  postalcode: Schema.String,
  city: Schema.String,
  country: Schema.String,
  license_number: Schema.String,
  license_valid: Schema.String,
  role: Schema.optional(Role),
  empType: Schema.optional(EmploymentType),
  source: Schema.optional(Source),
  /** Consent to be contacted for marketing beyond the newsletter. */
  optIn: Schema.Boolean,
  newsletter: NewsletterState,
  language: RegistrationLanguage,
  userLevel: UserLevel,
  is_revoked: Schema.Boolean,
  hidden: Schema.Boolean,
  preferences: Schema.Record(Schema.String, Schema.Unknown),
  rights: Schema.Array(Schema.String),
  ...DutchRegistrationExtras.fields,
  /**
   * The invitation token of the link a confirmed user of the company sent (POST
   * /admin/invitation): registering through it with the invited e-mail and customer number
   * confirms the new user's link to the company at once (issue 11).
   */
  invitation: Schema.optional(Schema.String),
});
export type Registration = typeof Registration.Type;

/** Values a registration starts from, before the user types anything. */
export const registrationDefaults = (language: RegistrationLanguage): Registration => ({
  cust_no: "",
  email: "",
  password: "",
  firstName: "",
  lastName: "",
  phone: "",
  company_name: "",
  street_name: "",
  house_number: "",
  address: "",
  postalcode: "",
  city: "",
  country: "",
  license_number: "",
  license_valid: "PENDING",
  optIn: false,
  newsletter: "NOT_SUBSCRIBED",
  language,
  userLevel: 1,
  is_revoked: false,
  hidden: false,
  preferences: {},
  rights: [],
});
