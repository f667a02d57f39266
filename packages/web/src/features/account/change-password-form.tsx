import {
  canSubmitForm,
  formFieldError,
  formMachine,
  initialChangePasswordValues,
  isFormSubmitting,
  isFormSucceeded,
  prepareChangePassword,
  validateChangePassword,
  type ChangePasswordValues,
  type FormValues,
} from "@proshop/core";
import { useActorRef, useSelector } from "@xstate/react";
import { Effect } from "effect";
import { useEffect, useState, type FormEvent } from "react";
import { fromPromise } from "xstate";
import { css } from "../../../styled-system/css";
import { useT } from "../../app/i18n.tsx";
import { useApiCall } from "../../app/services-context.tsx";
import { Button } from "../../ui/button.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { errorAlertStyle, sectionTitleStyle, successAlertStyle } from "../cart/styles.ts";
import { PASSWORD_FAILED_MESSAGE_ID, passwordRefusalOf, type PasswordRefusal } from "./password-refusal.ts";

const formStyle = css({ display: "flex", flexDirection: "column", gap: "4", maxW: "420px" });

const asValues = (values: FormValues): ChangePasswordValues => ({
  currentPassword: String(values["currentPassword"] ?? ""),
  password: String(values["password"] ?? ""),
  repeatPassword: String(values["repeatPassword"] ?? ""),
});

/**
 * Change password (my account): core's form machine with core's rule (current password, new
 * one, repeated). The server's refusal (wrong current password, too short...) goes on its field.
 */
export const ChangePasswordForm = () => {
  const t = useT();
  const api = useApiCall();
  const [refusal, setRefusal] = useState<PasswordRefusal | null>(null);
  const [changed, setChanged] = useState(false);
  const form = useActorRef(
    formMachine.provide({
      actors: {
        submit: fromPromise<unknown, FormValues>(async ({ input }) => {
          setRefusal(null);
          setChanged(false);
          try {
            const { password, current_password } = prepareChangePassword(asValues(input));
            // A refusal as a failed call, so the one API call handles a 401 (session over) like any other.
            await api((client) =>
              client.changePassword(password, current_password).pipe(Effect.flatMap((outcome) => (outcome.success ? Effect.void : Effect.fail(outcome.failure)))),
            );
            return true;
          } catch (error) {
            const known = passwordRefusalOf((error as { body?: unknown } | null)?.body);
            setRefusal(known);
            throw known.id;
          }
        }),
      },
    }),
    {
      input: {
        initialValues: { ...initialChangePasswordValues },
        validate: (values) => validateChangePassword(asValues(values)),
        genericError: PASSWORD_FAILED_MESSAGE_ID,
      },
    },
  );
  const values = useSelector(form, (snapshot) => asValues(snapshot.context.values), (a, b) => JSON.stringify(a) === JSON.stringify(b));
  const errors = {
    currentPassword: useSelector(form, (snapshot) => formFieldError(snapshot, "currentPassword")),
    password: useSelector(form, (snapshot) => formFieldError(snapshot, "password")),
    repeatPassword: useSelector(form, (snapshot) => formFieldError(snapshot, "repeatPassword")),
  };
  const submitting = useSelector(form, isFormSubmitting);
  const succeeded = useSelector(form, isFormSucceeded);
  const canSubmit = useSelector(form, canSubmitForm);
  // A changed password empties the form (passwords never linger on screen) and says so.
  useEffect(() => {
    if (!succeeded) return;
    setChanged(true);
    form.send({ type: "form.reset" });
  }, [succeeded, form]);

  const fieldError = (name: keyof ChangePasswordValues): string | null => {
    if (refusal !== null && refusal.field === name) return t(refusal.id, refusal.params);
    const id = errors[name];
    return id === null ? null : t(id);
  };
  const field = (name: keyof ChangePasswordValues, autoComplete: string) => ({
    name,
    type: "password",
    autoComplete,
    required: true,
    value: values[name],
    error: fieldError(name),
    onChange: (event: { target: { value: string } }) => {
      if (refusal?.field === name) setRefusal(null);
      setChanged(false);
      form.send({ type: "form.change", field: name, value: event.target.value });
    },
    onBlur: () => form.send({ type: "form.blur", field: name }),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    form.send({ type: "form.submit" });
  };

  return (
    <section aria-labelledby="change-password-title">
      <h2 id="change-password-title" className={sectionTitleStyle}>
        {t("webCart.profile.password_title")}
      </h2>
      <form className={formStyle} onSubmit={onSubmit} noValidate data-testid="change-password-form">
        {changed ? (
          <p className={successAlertStyle} role="status" data-testid="password-changed">
            {t("webCart.profile.password_changed")}
          </p>
        ) : null}
        {refusal !== null && refusal.field === null ? (
          <p className={errorAlertStyle} role="alert">
            {t(refusal.id, refusal.params)}
          </p>
        ) : null}
        <TextField label={t("webCart.profile.current_password")} {...field("currentPassword", "current-password")} />
        <TextField label={t("webCart.profile.new_password")} {...field("password", "new-password")} />
        <TextField label={t("webCart.profile.repeat_password")} {...field("repeatPassword", "new-password")} />
        <div>
          <Button type="submit" disabled={!canSubmit || submitting} aria-busy={submitting}>
            {t("webCart.profile.password_submit")}
          </Button>
        </div>
      </form>
    </section>
  );
};
