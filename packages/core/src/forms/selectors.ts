import type { SnapshotFrom } from "xstate";
import type { FormContext, formMachine } from "./machine.ts";

type FormSnapshot = SnapshotFrom<typeof formMachine>;

/**
 * The message id to show under a field, or null. An error is shown once the field was left
 * (blurred) or a submit was attempted, so a user is not scolded while still typing. Nested
 * fields ("consents.patient_informed") also show when their group ("consents") was touched.
 */
export const formFieldError = (snapshot: { readonly context: FormContext }, field: string): string | null => {
  const { errors, touched, submitAttempted } = snapshot.context;
  const message = errors[field];
  if (message === undefined) return null;
  const group = field.split(".")[0] ?? field;
  return submitAttempted || touched[field] === true || touched[group] === true ? message : null;
};

/** Every visible error, field -> message id. */
export const formVisibleErrors = (snapshot: { readonly context: FormContext }): Readonly<Record<string, string>> =>
  Object.fromEntries(
    Object.keys(snapshot.context.errors).flatMap((field) => {
      const message = formFieldError(snapshot, field);
      return message === null ? [] : [[field, message]];
    }),
  );

export const isFormSubmitting = (snapshot: FormSnapshot): boolean => snapshot.matches("submitting");
export const isFormSucceeded = (snapshot: FormSnapshot): boolean => snapshot.matches("succeeded");

/** The message id of the last failed submission, while the form shows it. */
export const formSubmitError = (snapshot: FormSnapshot): string | null =>
  snapshot.matches("failed") ? snapshot.context.submitError : null;

/** The submit button is enabled unless a submission is running or the form is done. */
export const canSubmitForm = (snapshot: FormSnapshot): boolean =>
  !snapshot.matches("submitting") && !snapshot.matches("succeeded");
