import {
  ApiClient,
  initialResetPasswordValues,
  RESET_ERROR_MESSAGE,
  RESET_SUCCESS_MESSAGE,
  validateResetPassword,
  type ResetPasswordValues,
} from "@proshop/core";
import { useId } from "react";
import { Link } from "wouter";
import { useT } from "../../app/i18n.tsx";
import { useRuntime } from "../../app/services-context.tsx";
import { Button } from "../../ui/button.tsx";
import { FormAlert, linkStyle, narrowFormStyle } from "./form-alert.tsx";
import { BoundTextField } from "./form-fields.tsx";
import { focusFirstInvalid } from "./focus-first-invalid.ts";
import { PasswordStrengthMeter } from "./password-strength-meter.tsx";
import { sendAuthForm } from "./send-form.ts";
import { useForm } from "./use-form.ts";

/**
 * Reset password with the token of the e-mailed link: POST /auth/reset { token, password }
 * (no e-mail, SPEC 7). A used or expired token is refused as `reset.token_invalid`, worded by
 * the catalogue, with the way to ask for a new link next to it.
 */
export const ResetForm = ({ token }: { readonly token: string | null }) => {
  const t = useT();
  const runtime = useRuntime();
  const hintId = useId();
  const form = useForm<ResetPasswordValues>({
    initialValues: initialResetPasswordValues,
    validate: validateResetPassword,
    genericError: RESET_ERROR_MESSAGE,
    submit: ({ password }) => sendAuthForm(runtime, ApiClient.use((api) => api.resetPassword({ token: token ?? "", password })), RESET_ERROR_MESSAGE),
  });

  const askAgain = (
    <Link href="/forgot" className={linkStyle}>
      {t("web_forms.reset.ask_again")}
    </Link>
  );
  if (token === null) {
    return (
      <div className={narrowFormStyle}>
        <FormAlert tone="error" testId="reset-missing-token">
          {t("web_forms.reset.missing_token")}
        </FormAlert>
        {askAgain}
      </div>
    );
  }
  if (form.succeeded) {
    return (
      <div className={narrowFormStyle}>
        <FormAlert tone="success" testId="reset-success">
          {t(RESET_SUCCESS_MESSAGE)}
        </FormAlert>
        <Link href="/login" className={linkStyle}>
          {t("session.login.title")}
        </Link>
      </div>
    );
  }
  return (
    <form className={narrowFormStyle} noValidate data-testid="reset-form" onSubmit={(event) => focusFirstInvalid(event, form.onSubmit)}>
      <p>{t("web_forms.reset.intro")}</p>
      {form.submitError === null ? null : (
        <FormAlert tone="error" testId="reset-error">
          {t(form.submitError.messageId, form.submitError.params)}
        </FormAlert>
      )}
      <BoundTextField
        binding={form.field("password")}
        labelId="web_forms.reset.new_password"
        type="password"
        autoComplete="new-password"
        required
        hint={<PasswordStrengthMeter password={form.values.password} id={hintId} />}
      />
      <BoundTextField binding={form.field("repeatPassword")} labelId="forms.fields.repeat_password" type="password" autoComplete="new-password" required />
      <div>
        <Button type="submit" disabled={!form.canSubmit} aria-busy={form.submitting} data-testid="reset-submit">
          {t(form.submitting ? "web_forms.common.sending" : "web_forms.reset.submit")}
        </Button>
      </div>
      {form.submitError?.messageId === "reset.token_invalid" ? askAgain : null}
    </form>
  );
};
