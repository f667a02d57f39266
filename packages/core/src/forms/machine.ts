import { assign, fromPromise, setup } from "xstate";
import type { FieldErrors } from "./field-rules.ts";

/*
 * One machine for every form (login, register, contact, Zoom! Delivered, reporting admin...).
 *
 *   editing --form.submit [isValid]--> submitting --done--> succeeded
 *      ^   \--form.submit [invalid]: mark every field touched, stay       \--error--> failed
 *      \------------------------------ form.change / form.submit ------------------------/
 *   form.reset from anywhere: back to editing with the initial values.
 *
 * Errors are recomputed on every change (message ids by field); screens show a field's error
 * once the field was touched (blurred) or a submit was attempted: see selectors.ts.
 * The only side effect is the `submit` actor slot, which receives the prepared values; the
 * default one fails, so a form that forgot to provide it shows its generic error instead of
 * pretending to succeed.
 */

export type FormValues = Readonly<Record<string, unknown>>;
export type FormValidator = (values: FormValues) => FieldErrors;
export type FormPreparer = (values: FormValues) => FormValues;

export interface FormInput {
  readonly initialValues: FormValues;
  /** Field -> message id, empty when valid. Defaults to "always valid" (then use machine.provide). */
  readonly validate?: FormValidator;
  /** Normalises values before validation and submission (e.g. trims the e-mail). */
  readonly prepare?: FormPreparer;
  /** Message id shown when the submit fails without a message id of its own. */
  readonly genericError: string;
  /** Message id to show on success, if the form has one (e.g. register.success_message). */
  readonly successMessage?: string;
}

export interface FormContext {
  readonly initialValues: FormValues;
  readonly values: FormValues;
  readonly touched: Readonly<Record<string, boolean>>;
  readonly errors: FieldErrors;
  /** True once the user tried to submit: every error becomes visible. */
  readonly submitAttempted: boolean;
  /** Message id of the last failed submission, null otherwise. */
  readonly submitError: string | null;
  readonly successMessage: string | null;
  /** What the submit actor resolved with (server answer), null before success. */
  readonly result: unknown;
  readonly validate: FormValidator;
  readonly prepare: FormPreparer;
  readonly genericError: string;
}

export type FormEvent =
  | { readonly type: "form.change"; readonly field: string; readonly value: unknown }
  | { readonly type: "form.blur"; readonly field: string }
  | { readonly type: "form.submit" }
  | { readonly type: "form.reset" };

const MESSAGE_ID = /^[a-z][a-z0-9_]*(\.[a-z0-9_]+)+$/i;

/**
 * The message id to show for a failed submission: the server's message id when it sent one
 * (as the error itself, or in `messageId`, `message_id`, `message` or `error`), else the form's
 * generic error. Free text from a server is never shown: it is not translated.
 */
export const failureMessageId = (error: unknown, fallback: string): string => {
  if (typeof error === "string") return MESSAGE_ID.test(error) ? error : fallback;
  if (typeof error === "object" && error !== null) {
    const record = error as Record<string, unknown>;
    for (const key of ["messageId", "message_id", "message", "error"]) {
      const candidate = record[key];
      if (typeof candidate === "string" && MESSAGE_ID.test(candidate)) return candidate;
    }
  }
  return fallback;
};

const alwaysValid: FormValidator = () => ({});
const unchanged: FormPreparer = (values) => values;

export const formMachine = setup({
  types: {
    context: {} as FormContext,
    events: {} as FormEvent,
    input: {} as FormInput,
  },
  actors: {
    /** Sends the prepared values; resolves with the server's answer, rejects with its error. */
    submit: fromPromise<unknown, FormValues>(async () => {
      throw new Error("formMachine: no submit actor provided");
    }),
  },
  guards: {
    isValid: ({ context }) => Object.keys(context.errors).length === 0,
  },
  actions: {
    changeValue: assign({
      values: ({ context, event }) => (event.type === "form.change" ? { ...context.values, [event.field]: event.value } : context.values),
    }),
    touchField: assign({
      touched: ({ context, event }) => (event.type === "form.blur" ? { ...context.touched, [event.field]: true } : context.touched),
    }),
    validateValues: assign({ errors: ({ context }) => context.validate(context.prepare(context.values)) }),
    touchAllFields: assign({
      submitAttempted: true,
      touched: ({ context }) => ({
        ...context.touched,
        ...Object.fromEntries([...Object.keys(context.values), ...Object.keys(context.errors)].map((field) => [field, true])),
      }),
    }),
    clearSubmitError: assign({ submitError: null }),
    resetForm: assign({
      values: ({ context }) => context.initialValues,
      touched: {},
      submitAttempted: false,
      submitError: null,
      result: null,
    }),
  },
}).createMachine({
  id: "form",
  context: ({ input }) => ({
    initialValues: input.initialValues,
    values: input.initialValues,
    touched: {},
    errors: {},
    submitAttempted: false,
    submitError: null,
    successMessage: input.successMessage ?? null,
    result: null,
    validate: input.validate ?? alwaysValid,
    prepare: input.prepare ?? unchanged,
    genericError: input.genericError,
  }),
  initial: "editing",
  on: {
    "form.reset": { target: ".editing", actions: ["resetForm", "validateValues"] },
  },
  states: {
    editing: {
      entry: "validateValues",
      on: {
        "form.change": { actions: ["changeValue", "validateValues"] },
        "form.blur": { actions: "touchField" },
        "form.submit": [
          { guard: "isValid", target: "submitting", actions: "touchAllFields" },
          { actions: "touchAllFields" },
        ],
      },
    },
    submitting: {
      entry: "clearSubmitError",
      invoke: {
        src: "submit",
        input: ({ context }) => context.prepare(context.values),
        onDone: { target: "succeeded", actions: assign({ result: ({ event }) => event.output }) },
        onError: {
          target: "failed",
          actions: assign({ submitError: ({ context, event }) => failureMessageId(event.error, context.genericError) }),
        },
      },
    },
    succeeded: {},
    failed: {
      on: {
        "form.change": { target: "editing", actions: ["changeValue", "clearSubmitError"] },
        "form.blur": { actions: "touchField" },
        "form.submit": [{ guard: "isValid", target: "submitting" }, { target: "editing", actions: "touchAllFields" }],
      },
    },
  },
});

/**
 * Builds a typed form input: each form keeps its own value type while the one machine works
 * on plain records.
 */
export const formInput = <V extends object>(config: {
  readonly initialValues: V;
  readonly validate?: (values: V) => FieldErrors;
  readonly prepare?: (values: V) => V;
  readonly genericError: string;
  readonly successMessage?: string;
}): FormInput => config as unknown as FormInput;
