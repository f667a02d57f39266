import {
  ApiClient,
  CONTACT_ERROR_MESSAGE,
  CONTACT_PREFERENCES,
  CONTACT_SUCCESS_MESSAGE,
  enumLabelId,
  FAQ_PATH,
  initialContactValues,
  prepareContact,
  QUESTION_TYPES,
  selectUser,
  STATIC_SHOP_LINKS,
  validateContact,
  withLocale,
  type ContactQuestion,
  type ContactValues,
} from "@proshop/core";
import { useSelector } from "@xstate/react";
import { Link } from "wouter";
import { css } from "../../../styled-system/css";
import { useI18n } from "../../app/i18n.tsx";
import { SupportContactLine } from "./support-contact-line.tsx";
import { useRuntime, useSessionActor } from "../../app/services-context.tsx";
import { Button, buttonStyle } from "../../ui/button.tsx";
import { FormAlert, formStyle, linkStyle } from "../auth-forms/form-alert.tsx";
import { BoundRadioGroup, BoundSelect, BoundTextArea, BoundTextField, formGridStyle, Wide } from "../auth-forms/form-fields.tsx";
import { focusFirstInvalid } from "../auth-forms/focus-first-invalid.ts";
import { sendForm } from "../auth-forms/send-form.ts";
import { useForm } from "../auth-forms/use-form.ts";

const choices = (namespace: string, values: ReadonlyArray<string>) => values.map((value) => ({ value, labelId: enumLabelId(namespace, value) }));
const QUESTION_TYPE_OPTIONS = choices("question_type", QUESTION_TYPES);
const PREFERENCE_OPTIONS = choices("contact_preference", CONTACT_PREFERENCES);

/**
 * The contact form (SPEC 3 and 5): question type, contact preference (e-mail or call), all
 * fields required. POST /admin/question goes with the session token, or a signed request
 * token when nobody is logged in (the API client decides). Messages of SPEC 8.
 */
export const ContactForm = () => {
  const { t, locale } = useI18n();
  const runtime = useRuntime();
  const session = useSessionActor();
  const user = useSelector(session, selectUser);
  const form = useForm<ContactValues>({
    // A logged-in customer's office is known: one field less to type.
    initialValues: { ...initialContactValues, company: user?.company_name ?? "" },
    validate: validateContact,
    prepare: prepareContact,
    genericError: CONTACT_ERROR_MESSAGE,
    submit: (values) =>
      sendForm(
        runtime,
        // validateContact guarantees a question type before submit.
        ApiClient.use((api) => api.askQuestion(values as ContactQuestion)),
        CONTACT_ERROR_MESSAGE,
      ),
  });

  // The thanks replace the form and take the focus: the page would otherwise stay scrolled to
  // where the send button was, below a form that is gone (issue 33 item 5).
  if (form.succeeded) {
    return (
      <div className={css({ display: "flex", flexDirection: "column", gap: "4", maxW: "640px" })}>
        <FormAlert tone="success" testId="contact-success" takeFocus>
          {t(CONTACT_SUCCESS_MESSAGE)}
        </FormAlert>
        <div className={css({ display: "flex", gap: "4", alignItems: "center", flexWrap: "wrap" })}>
          <Link href="/" className={buttonStyle()}>
            {t("web_forms.thanks.go_home")}
          </Link>
          <Link href={FAQ_PATH} className={linkStyle}>
            {t("navigation.nav.faq")}
          </Link>
        </div>
      </div>
    );
  }
  return (
    <form className={formStyle} noValidate data-testid="contact-form" onSubmit={(event) => focusFirstInvalid(event, form.onSubmit)}>
      <p>{t("web_forms.contact.intro")}</p>
      <SupportContactLine />
      <p>{t("web_forms.spec_texts.changes_delay")}</p>
      <OutsideLink line={t("web_forms.contact.consumer_line")} label={t("web_forms.contact.consumer_link")} href={withLocale(STATIC_SHOP_LINKS.consumerUrl, locale)} testId="consumer-link" />
      <OutsideLink line={t("web_forms.contact.sales_line")} label={t("web_forms.contact.sales_link")} href={withLocale(STATIC_SHOP_LINKS.salesUrl, locale)} testId="sales-link" />
      <p>{t("web_forms.common.required_hint")}</p>
      {form.submitError === null ? null : (
        <FormAlert tone="error" testId="contact-error" takeFocus>
          {t(form.submitError.messageId, form.submitError.params)}
        </FormAlert>
      )}
      <div className={formGridStyle}>
        <BoundTextField binding={form.field("name")} labelId="forms.fields.name" autoComplete="name" required />
        <BoundTextField binding={form.field("company")} labelId="forms.fields.company" autoComplete="organization" required />
        <BoundTextField binding={form.field("email")} labelId="forms.fields.email" type="email" autoComplete="email" required />
        <BoundTextField binding={form.field("phone")} labelId="forms.fields.phone" type="tel" autoComplete="tel" required />
        <Wide>
          <BoundSelect binding={form.field("question_type")} labelId="forms.fields.question_type" options={QUESTION_TYPE_OPTIONS} required />
        </Wide>
        <Wide>
          <BoundRadioGroup binding={form.field("contact_preference")} labelId="forms.fields.contact_preference" options={PREFERENCE_OPTIONS} />
        </Wide>
        <Wide>
          <BoundTextArea binding={form.field("message")} labelId="forms.fields.message" required />
        </Wide>
      </div>
      <div>
        <Button type="submit" disabled={!form.canSubmit} aria-busy={form.submitting} data-testid="contact-submit">
          {t(form.submitting ? "web_forms.common.sending" : "web_forms.contact.submit")}
        </Button>
      </div>
    </form>
  );
};

/** SPEC 1's consumer and sales pages: who should not use this form is sent where they are answered. */
const OutsideLink = ({ line, label, href, testId }: { readonly line: string; readonly label: string; readonly href: string; readonly testId: string }) => (
  <p>
    {line}{" "}
    <a href={href} className={linkStyle} target="_blank" rel="noreferrer" data-testid={testId}>
      {label}
    </a>
  </p>
);
