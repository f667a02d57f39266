import {
  ApiClient,
  FORGOT_ERROR_MESSAGE,
  FORGOT_SUCCESS_MESSAGE,
  initialForgotPasswordValues,
  prepareForgotPassword,
  validateForgotPassword,
  type ForgotPasswordValues,
} from "@proshop/core";
import { Link } from "wouter";
import { useT } from "../../app/i18n.tsx";
import { useRuntime } from "../../app/services-context.tsx";
import { Button } from "../../ui/button.tsx";
import { FormAlert, linkStyle, narrowFormStyle } from "./form-alert.tsx";
import { BoundTextField } from "./form-fields.tsx";
import { focusFirstInvalid } from "./focus-first-invalid.ts";
import { sendAuthForm } from "./send-form.ts";
import { useForm } from "./use-form.ts";

/** Forgot password: POST /auth/forgot with the trimmed e-mail; the server answers alike for unknown addresses. */
export const ForgotForm = () => {
  const t = useT();
  const runtime = useRuntime();
  const form = useForm<ForgotPasswordValues>({
    initialValues: initialForgotPasswordValues,
    validate: validateForgotPassword,
    prepare: prepareForgotPassword,
    genericError: FORGOT_ERROR_MESSAGE,
    submit: ({ email }) => sendAuthForm(runtime, ApiClient.use((api) => api.forgotPassword(email)), FORGOT_ERROR_MESSAGE),
  });

  const back = (
    <Link href="/login" className={linkStyle}>
      {t("web_forms.common.back_to_login")}
    </Link>
  );
  if (form.succeeded) {
    return (
      <div className={narrowFormStyle}>
        <FormAlert tone="success" testId="forgot-success">
          {t(FORGOT_SUCCESS_MESSAGE)}
        </FormAlert>
        {back}
      </div>
    );
  }
  return (
    <form className={narrowFormStyle} noValidate data-testid="forgot-form" onSubmit={(event) => focusFirstInvalid(event, form.onSubmit)}>
      <p>{t("web_forms.forgot.intro")}</p>
      {form.submitError === null ? null : (
        <FormAlert tone="error" testId="forgot-error">
          {t(form.submitError.messageId, form.submitError.params)}
        </FormAlert>
      )}
      <BoundTextField binding={form.field("email")} labelId="forms.fields.email" type="email" autoComplete="email" required />
      <div>
        <Button type="submit" disabled={!form.canSubmit} aria-busy={form.submitting} data-testid="forgot-submit">
          {t(form.submitting ? "web_forms.common.sending" : "web_forms.forgot.submit")}
        </Button>
      </div>
      {back}
    </form>
  );
};
