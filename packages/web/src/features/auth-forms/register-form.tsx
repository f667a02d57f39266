import {
  ApiClient,
  EMPLOYMENT_TYPES,
  enumLabelId,
  initialRegisterFormValues,
  offersDutchRegistrationExtras,
  prepareRegisterForm,
  REGISTER_ERROR_MESSAGE,
  REGISTER_SUCCESS_MESSAGE,
  REGISTRATION_LANGUAGES,
  registerFormPrefill,
  registrationFromForm,
  registrationLanguageFor,
  ROLES,
  sourcesForLocale,
  validateRegisterForm,
  type RegisterFormValues,
} from "@proshop/core";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { Link } from "wouter";
import { css } from "../../../styled-system/css";
import { useI18n } from "../../app/i18n.tsx";
import { useRuntime } from "../../app/services-context.tsx";
import { Button } from "../../ui/button.tsx";
import { useOrganisation } from "../shell/use-organisation.ts";
import { FormAlert, formStyle, linkStyle } from "./form-alert.tsx";
import { BoundCheckbox, BoundSelect, BoundTextField, FormSection, Wide, type ChoiceOption } from "./form-fields.tsx";
import { PasswordStrengthMeter } from "./password-strength-meter.tsx";
import { sendForm } from "./send-form.ts";
import { focusFirstInvalid } from "./focus-first-invalid.ts";
import { useForm } from "./use-form.ts";

const options = (namespace: string, values: ReadonlyArray<string>): ReadonlyArray<ChoiceOption> =>
  values.map((value) => ({ value, labelId: enumLabelId(namespace, value) }));

// Built once: the lists keep their identity between renders (the select memoises on them).
const LANGUAGE_OPTIONS = options("language", REGISTRATION_LANGUAGES);
const ROLE_OPTIONS = options("role", ROLES);
const EMPLOYMENT_OPTIONS = options("employment_type", EMPLOYMENT_TYPES);

/**
 * The register form (SPEC 3 and 5): core validates and builds the payload; the API client
 * signs it (short-lived token over payload, e-mail and location) and sends it to
 * POST /admin/user?send_mail=1. Success, failure and "e-mail already used" are SPEC 8's.
 */
export const RegisterForm = ({ invitationToken = null }: { readonly invitationToken?: string | null }) => {
  const { t, locale } = useI18n();
  const runtime = useRuntime();
  const organisation = useOrganisation();
  const passwordHintId = useId();
  const localeRef = useRef(locale);
  localeRef.current = locale;
  const dutch = offersDutchRegistrationExtras(locale);
  const sourceOptions = useMemo(() => options("source", sourcesForLocale(locale)), [locale]);

  const form = useForm<RegisterFormValues>({
    initialValues: initialRegisterFormValues(locale),
    validate: (values) => validateRegisterForm(values, localeRef.current),
    prepare: prepareRegisterForm,
    genericError: REGISTER_ERROR_MESSAGE,
    submit: (values) =>
      sendForm(
        runtime,
        // Through an invitation link the token goes along: the server confirms the new member at once (issue 11).
        ApiClient.use((api) =>
          api.register({ ...registrationFromForm(values, localeRef.current), ...(invitationToken === null ? {} : { invitation: invitationToken }) }),
        ),
        REGISTER_ERROR_MESSAGE,
      ),
  });

  // The shop's language can settle after the form opened (the hostname's config arrives):
  // follow it for the e-mail language and country while the user left them untouched.
  const previousLocale = useRef(locale);
  useEffect(() => {
    const before = initialRegisterFormValues(previousLocale.current);
    const after = initialRegisterFormValues(locale);
    previousLocale.current = locale;
    if (form.values.language === before.language) form.field("language").change(after.language);
    if (form.values.country === before.country) form.field("country").change(after.country);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a language change matters
  }, [locale]);

  // An invitation link (/register?token=...) fills in what the shop already knows (POST /auth/prefill).
  const [prefillError, setPrefillError] = useState<string | null>(null);
  useEffect(() => {
    if (invitationToken === null) return;
    let current = true;
    sendForm(runtime, ApiClient.use((api) => api.prefill(invitationToken)), "prefill.token_invalid").then(
      (answer) => {
        if (!current) return;
        for (const [field, value] of Object.entries(registerFormPrefill(answer))) form.form.send({ type: "form.change", field, value });
      },
      () => current && setPrefillError("prefill.token_invalid"),
    );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per invitation
  }, [invitationToken]);

  if (form.succeeded) {
    return (
      <div className={formStyle}>
        <FormAlert tone="success" testId="register-success">
          {t(REGISTER_SUCCESS_MESSAGE)}
        </FormAlert>
        <Link href="/login" className={linkStyle}>
          {t("web_forms.common.back_to_login")}
        </Link>
      </div>
    );
  }

  const terms = organisation?.terms_of_use;
  return (
    <form className={formStyle} noValidate data-testid="register-form" onSubmit={(event) => focusFirstInvalid(event, form.onSubmit)}>
      <p>{t("web_forms.register.intro")}</p>
      <p>{t("web_forms.common.required_hint")}</p>
      {prefillError === null ? null : (
        <FormAlert tone="info" testId="register-prefill-error">
          {t(prefillError)}
        </FormAlert>
      )}
      {form.submitError === null ? null : (
        <FormAlert tone="error" testId="register-error">
          {t(form.submitError.messageId, form.submitError.params)}
        </FormAlert>
      )}

      <FormSection titleId="web_forms.register.account">
        <BoundTextField
          binding={form.field("cust_no")}
          labelId="forms.fields.cust_no"
          inputMode="numeric"
          required
          hint={t("web_forms.register.cust_no_hint")}
        />
        <BoundTextField binding={form.field("email")} labelId="forms.fields.email" type="email" autoComplete="email" required />
        <BoundTextField
          binding={form.field("password")}
          labelId="forms.fields.password"
          type="password"
          autoComplete="new-password"
          required
          hint={<PasswordStrengthMeter password={form.values.password} id={passwordHintId} email={form.values.email} />}
        />
        <BoundTextField binding={form.field("repeatPassword")} labelId="forms.fields.repeat_password" type="password" autoComplete="new-password" required />
      </FormSection>

      <FormSection titleId="web_forms.register.personal">
        <BoundTextField binding={form.field("firstName")} labelId="forms.fields.first_name" autoComplete="given-name" />
        <BoundTextField binding={form.field("lastName")} labelId="forms.fields.last_name" autoComplete="family-name" />
        <BoundTextField binding={form.field("phone")} labelId="forms.fields.phone" type="tel" autoComplete="tel" />
        <BoundSelect binding={form.field("language")} labelId="forms.fields.language" options={LANGUAGE_OPTIONS} />
      </FormSection>

      <FormSection titleId="web_forms.register.address">
        <Wide>
          <BoundTextField binding={form.field("company_name")} labelId="forms.fields.company_name" autoComplete="organization" />
        </Wide>
        <BoundTextField binding={form.field("street_name")} labelId="forms.fields.street_name" autoComplete="address-line1" />
        <BoundTextField binding={form.field("house_number")} labelId="forms.fields.house_number" />
        <Wide>
          <BoundTextField binding={form.field("address")} labelId="forms.fields.address" autoComplete="address-line2" />
        </Wide>
        <BoundTextField binding={form.field("postalcode")} labelId="forms.fields.postalcode" autoComplete="postal-code" />
        <BoundTextField binding={form.field("city")} labelId="forms.fields.city" autoComplete="address-level2" />
        <BoundTextField binding={form.field("country")} labelId="forms.fields.country" autoComplete="country" />
      </FormSection>

      <FormSection titleId="web_forms.register.professional">
        <BoundSelect binding={form.field("role")} labelId="forms.fields.role" options={ROLE_OPTIONS} />
        <BoundSelect binding={form.field("empType")} labelId="forms.fields.emp_type" options={EMPLOYMENT_OPTIONS} />
        <BoundTextField binding={form.field("license_number")} labelId="forms.fields.license_number" />
        <BoundSelect binding={form.field("source")} labelId="forms.fields.source" options={sourceOptions} />
      </FormSection>

      {dutch ? (
        <FormSection titleId="web_forms.register.dutch_extras">
          <Wide>
            <BoundTextField binding={form.field("discover")} labelId="forms.fields.discover" />
          </Wide>
          <BoundTextField binding={form.field("license_number_BIG")} labelId="forms.fields.license_number_big" />
          <BoundTextField binding={form.field("license_number_KCKZ")} labelId="forms.fields.license_number_kckz" />
          <BoundTextField binding={form.field("school")} labelId="forms.fields.school" />
          <BoundTextField binding={form.field("department")} labelId="forms.fields.department" />
          <BoundTextField binding={form.field("graduation_year")} labelId="forms.fields.graduation_year" inputMode="numeric" />
          <Wide>
            <BoundCheckbox binding={form.field("IBCLC")} labelId="forms.fields.ibclc" />
          </Wide>
        </FormSection>
      ) : null}

      <FormSection titleId="web_forms.register.preferences">
        <Wide>
          <BoundCheckbox binding={form.field("newsletter")} labelId="forms.newsletter.subscribed" />
          <p className={css({ fontSize: "sm", color: "fg.muted", mt: "1" })}>{t("web_forms.spec_texts.newsletter_frequency")}</p>
        </Wide>
        <Wide>
          <BoundCheckbox binding={form.field("optIn")} labelId="forms.fields.opt_in" />
        </Wide>
        <Wide>
          <BoundCheckbox
            binding={form.field("agreeTerms")}
            labelId="forms.fields.agree_terms"
            required
            after={
              terms === undefined || terms === null || terms === "" ? undefined : (
                <a href={terms} target="_blank" rel="noreferrer" className={linkStyle}>
                  {t("web_forms.register.terms_link")}
                </a>
              )
            }
          />
        </Wide>
      </FormSection>

      <div>
        <Button type="submit" disabled={!form.canSubmit} aria-busy={form.submitting} data-testid="register-submit">
          {t(form.submitting ? "web_forms.common.sending" : "web_forms.register.submit")}
        </Button>
      </div>
      <Link href="/login" className={linkStyle}>
        {t("web_forms.register.already_registered")}
      </Link>
    </form>
  );
};
