import {
  canSubmitForm,
  formFieldError,
  formMachine,
  formSubmitError,
  isFormSubmitting,
  isFormSucceeded,
  type FieldErrors,
  type FormValues,
  type MessageParams,
} from "@proshop/core";
import { useActorRef, useSelector } from "@xstate/react";
import { useRef, type FormEvent } from "react";
import { fromPromise } from "xstate";
import type { FormRefusal } from "./refusal.ts";

export interface UseFormConfig<V extends object> {
  readonly initialValues: V;
  readonly validate: (values: V) => FieldErrors;
  readonly prepare?: (values: V) => V;
  readonly genericError: string;
  /** Sends the prepared values; rejects with a FormRefusal (see refusal.ts) to show its message. */
  readonly submit: (values: V) => Promise<unknown>;
}

/** What a control needs from the form: its value, its visible error (message id) and the events. */
export interface FieldBinding<T> {
  readonly name: string;
  readonly value: T;
  readonly error: string | null;
  readonly change: (value: T) => void;
  readonly blur: () => void;
}

/**
 * Core's form machine (validation, touched fields, submit states) behind typed field bindings.
 * WHY a ref for `submit`: the machine is created once, but the submit closure must see the
 * current locale and session; the ref always holds the latest one.
 */
export const useForm = <V extends object>(config: UseFormConfig<V>) => {
  const submitRef = useRef(config.submit);
  submitRef.current = config.submit;
  const refusalParams = useRef<MessageParams>({});
  const form = useActorRef(
    formMachine.provide({
      actors: {
        submit: fromPromise<unknown, FormValues>(async ({ input }) => {
          refusalParams.current = {};
          try {
            return await submitRef.current(input as V);
          } catch (error) {
            const refusal = error as Partial<FormRefusal> | null;
            refusalParams.current = refusal?.params ?? {};
            throw refusal?.messageId ?? config.genericError;
          }
        }),
      },
    }),
    {
      input: {
        initialValues: { ...config.initialValues } as FormValues,
        validate: (values) => config.validate(values as V),
        ...(config.prepare === undefined ? {} : { prepare: (values: FormValues) => config.prepare!(values as V) as FormValues }),
        genericError: config.genericError,
      },
    },
  );
  const values = useSelector(form, (snapshot) => snapshot.context.values) as V;
  const errors = useSelector(form, (snapshot) => snapshot.context.errors);
  const touched = useSelector(form, (snapshot) => snapshot.context.touched);
  const submitAttempted = useSelector(form, (snapshot) => snapshot.context.submitAttempted);
  const submitError = useSelector(form, formSubmitError);
  const submitting = useSelector(form, isFormSubmitting);
  const succeeded = useSelector(form, isFormSucceeded);
  const canSubmit = useSelector(form, canSubmitForm);
  const visible = { errors, touched, submitAttempted } as Parameters<typeof formFieldError>[0]["context"];

  const field = <K extends keyof V & string>(name: K): FieldBinding<V[K]> => ({
    name,
    value: values[name],
    error: formFieldError({ context: visible }, name),
    change: (value) => form.send({ type: "form.change", field: name, value }),
    blur: () => form.send({ type: "form.blur", field: name }),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    form.send({ type: "form.submit" });
  };

  return {
    form,
    values,
    field,
    onSubmit,
    submitting,
    succeeded,
    canSubmit,
    submitError: submitError === null ? null : { messageId: submitError, params: refusalParams.current },
    reset: () => form.send({ type: "form.reset" }),
  };
};
