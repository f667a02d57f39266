import {
  canSubmitForm,
  formFieldError,
  formMachine,
  formSubmitError,
  initialLoginValues,
  isFormSubmitting,
  LOGIN_ERROR_MESSAGE,
  prepareLogin,
  validateLogin,
  type FormValues,
  type LoginValues,
} from "@proshop/core";
import { useActorRef, useSelector } from "@xstate/react";
import { useState, type FormEvent } from "react";
import { Link } from "wouter";
import { fromPromise, waitFor } from "xstate";
import { css } from "../../../styled-system/css";
import { useT } from "../../app/i18n.tsx";
import { useSessionActor } from "../../app/services-context.tsx";
import { Button } from "../../ui/button.tsx";
import { TextField } from "../../ui/text-field.tsx";

const formStyle = css({ display: "flex", flexDirection: "column", gap: "4", maxW: "420px" });
const alertStyle = css({ p: "3", borderRadius: "md", bg: "error.subtle", color: "error", fontSize: "sm", borderLeftWidth: "4px", borderColor: "error" });
const linksStyle = css({ display: "flex", flexDirection: "column", gap: "2", fontSize: "sm", mt: "2" });
// The show/hide button wraps under the field when both do not fit (phones), never past the form's edge.
const passwordRow = css({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  gap: "2",
  "& > :first-child": { flex: "1 1 14rem", minW: "0" },
  "& > button": { whiteSpace: "nowrap", ml: "auto" },
});

const asLogin = (values: FormValues): LoginValues => ({
  username: String(values["username"] ?? ""),
  password: String(values["password"] ?? ""),
});

/**
 * The login form: core's form machine validates (SPEC 5: username or e-mail and password
 * required); submitting hands the credentials to the session machine and waits for its verdict.
 * A refusal shows SPEC 8's failure text (the session's `loginError`).
 */
export const LoginForm = () => {
  const t = useT();
  const session = useSessionActor();
  const [showPassword, setShowPassword] = useState(false);
  const form = useActorRef(
    formMachine.provide({
      actors: {
        submit: fromPromise<unknown, FormValues>(async ({ input }) => {
          const { username, password } = asLogin(input);
          session.send({ type: "session.login", email: username, password });
          const settled = await waitFor(session, (snapshot) => snapshot.matches("loggedIn") || snapshot.matches("loggedOut"));
          if (settled.matches("loggedIn")) return true;
          throw settled.context.loginError ?? LOGIN_ERROR_MESSAGE;
        }),
      },
    }),
    {
      input: {
        initialValues: { ...initialLoginValues },
        validate: (values) => validateLogin(asLogin(values)),
        prepare: (values) => ({ ...prepareLogin(asLogin(values)) }),
        genericError: LOGIN_ERROR_MESSAGE,
      },
    },
  );
  const values = useSelector(form, (snapshot) => asLogin(snapshot.context.values));
  const usernameError = useSelector(form, (snapshot) => formFieldError(snapshot, "username"));
  const passwordError = useSelector(form, (snapshot) => formFieldError(snapshot, "password"));
  const submitError = useSelector(form, formSubmitError);
  const submitting = useSelector(form, isFormSubmitting);
  const canSubmit = useSelector(form, canSubmitForm);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    form.send({ type: "form.submit" });
  };
  const field = (name: keyof LoginValues) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => form.send({ type: "form.change", field: name, value: event.target.value }),
    onBlur: () => form.send({ type: "form.blur", field: name }),
  });

  return (
    <form className={formStyle} onSubmit={onSubmit} noValidate data-testid="login-form">
      <p>{t("web.login.intro")}</p>
      {submitError === null ? null : (
        <div className={alertStyle} role="alert" data-testid="login-error">
          {t(submitError)}
        </div>
      )}
      <TextField
        label={t("forms.fields.username")}
        type="email"
        autoComplete="username"
        required
        error={usernameError === null ? null : t(usernameError)}
        {...field("username")}
      />
      <div className={passwordRow}>
        <TextField
          label={t("forms.fields.password")}
          type={showPassword ? "text" : "password"}
          autoComplete="current-password"
          required
          error={passwordError === null ? null : t(passwordError)}
          {...field("password")}
        />
        <Button variant="ghost" size="sm" aria-pressed={showPassword} onClick={() => setShowPassword((shown) => !shown)}>
          {t(showPassword ? "web.login.hide_password" : "web.login.show_password")}
        </Button>
      </div>
      <Button type="submit" disabled={!canSubmit} aria-busy={submitting} data-testid="login-submit">
        {t(submitting ? "session.login.in_progress" : "session.login.button")}
      </Button>
      <div className={linksStyle}>
        <Link href="/forgot">{t("web.login.forgot")}</Link>
        <Link href="/register">{t("web.login.register")}</Link>
      </div>
    </form>
  );
};
