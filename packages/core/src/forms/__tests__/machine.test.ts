import { describe, expect, it } from "vitest";
import { assign, createActor, fromPromise, waitFor } from "xstate";
import { CONTACT_ERROR_MESSAGE, initialContactValues, prepareContact, validateContact } from "../contact.ts";
import { VALIDATION_MESSAGES, type FieldErrors } from "../field-rules.ts";
import { failureMessageId, formInput, formMachine, type FormValues } from "../machine.ts";
import { REGISTER_EMAIL_NOT_UNIQUE } from "../register.ts";
import { canSubmitForm, formFieldError, formSubmitError, formVisibleErrors, isFormSubmitting, isFormSucceeded } from "../selectors.ts";

const contactInput = formInput({
  initialValues: initialContactValues,
  validate: validateContact,
  prepare: prepareContact,
  genericError: CONTACT_ERROR_MESSAGE,
  successMessage: "contact.success_message",
});

const filled = {
  name: "Ana Ruiz",
  company: "Clínica Ruiz",
  email: "  ana@clinica.es ",
  phone: "600000000",
  question_type: "order",
  message: "Hola",
};

/** A form whose submit actor records what it was sent and answers as told. */
const startForm = (answer: (values: FormValues) => Promise<unknown>) => {
  const sent: FormValues[] = [];
  const machine = formMachine.provide({
    actors: {
      submit: fromPromise<unknown, FormValues>(({ input }) => {
        sent.push(input);
        return answer(input);
      }),
    },
  });
  const actor = createActor(machine, { input: contactInput }).start();
  const fill = (values: Record<string, unknown>) => {
    for (const [field, value] of Object.entries(values)) actor.send({ type: "form.change", field, value });
  };
  return { actor, sent, fill };
};

describe("machine", () => {
  it("starts editing with the initial values and hidden errors", () => {
    const { actor } = startForm(async () => ({}));
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe("editing");
    expect(snapshot.context.values).toEqual(initialContactValues);
    expect(snapshot.context.errors.name).toBe(VALIDATION_MESSAGES.required);
    expect(formFieldError(snapshot, "name")).toBeNull();
    expect(canSubmitForm(snapshot)).toBe(true);
  });

  it("shows a field's error once the field is left", () => {
    const { actor } = startForm(async () => ({}));
    actor.send({ type: "form.blur", field: "email" });
    expect(formFieldError(actor.getSnapshot(), "email")).toBe(VALIDATION_MESSAGES.required);
    expect(formFieldError(actor.getSnapshot(), "name")).toBeNull();
    actor.send({ type: "form.change", field: "email", value: "ana@" });
    expect(formFieldError(actor.getSnapshot(), "email")).toBe(VALIDATION_MESSAGES.emailInvalid);
  });

  it("refuses to submit an invalid form and shows every error", () => {
    const { actor, sent } = startForm(async () => ({}));
    actor.send({ type: "form.submit" });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe("editing");
    expect(sent).toEqual([]);
    expect(Object.keys(formVisibleErrors(snapshot)).sort()).toEqual(["company", "email", "message", "name", "phone", "question_type"]);
  });

  it("submits the prepared values (trimmed e-mail) and succeeds", async () => {
    const { actor, sent, fill } = startForm(async () => ({ ok: true }));
    fill(filled);
    actor.send({ type: "form.submit" });
    expect(isFormSubmitting(actor.getSnapshot())).toBe(true);
    expect(canSubmitForm(actor.getSnapshot())).toBe(false);
    const done = await waitFor(actor, (snapshot) => snapshot.status === "active" && isFormSucceeded(snapshot));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.email).toBe("ana@clinica.es");
    expect(done.context.result).toEqual({ ok: true });
    expect(done.context.successMessage).toBe("contact.success_message");
  });

  it("fails with the server's message id when it sends one", async () => {
    const { actor, fill } = startForm(async () => {
      throw { message: REGISTER_EMAIL_NOT_UNIQUE };
    });
    fill(filled);
    actor.send({ type: "form.submit" });
    const failed = await waitFor(actor, (snapshot) => snapshot.matches("failed"));
    expect(formSubmitError(failed)).toBe(REGISTER_EMAIL_NOT_UNIQUE);
  });

  it("fails with the form's generic error otherwise, and can retry", async () => {
    let calls = 0;
    const { actor, fill } = startForm(async () => {
      calls += 1;
      if (calls === 1) throw new Error("Wrong Services");
      return "ok";
    });
    fill(filled);
    actor.send({ type: "form.submit" });
    const failed = await waitFor(actor, (snapshot) => snapshot.matches("failed"));
    expect(formSubmitError(failed)).toBe(CONTACT_ERROR_MESSAGE);
    actor.send({ type: "form.submit" });
    await waitFor(actor, (snapshot) => snapshot.matches("succeeded"));
    expect(calls).toBe(2);
    expect(actor.getSnapshot().context.submitError).toBeNull();
  });

  it("goes back to editing when the user changes a value after a failure", async () => {
    const { actor, fill } = startForm(async () => {
      throw "contact.error_message";
    });
    fill(filled);
    actor.send({ type: "form.submit" });
    await waitFor(actor, (snapshot) => snapshot.matches("failed"));
    actor.send({ type: "form.change", field: "message", value: "" });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe("editing");
    expect(snapshot.context.submitError).toBeNull();
    expect(formFieldError(snapshot, "message")).toBe(VALIDATION_MESSAGES.required);
  });

  it("resets to the initial values from any state", async () => {
    const { actor, fill } = startForm(async () => "ok");
    fill(filled);
    actor.send({ type: "form.submit" });
    await waitFor(actor, (snapshot) => snapshot.matches("succeeded"));
    actor.send({ type: "form.reset" });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe("editing");
    expect(snapshot.context.values).toEqual(initialContactValues);
    expect(snapshot.context.submitAttempted).toBe(false);
    expect(formVisibleErrors(snapshot)).toEqual({});
  });

  it("fails with the generic error when no submit actor was provided", async () => {
    const actor = createActor(formMachine, { input: { initialValues: {}, genericError: "register.error_message" } }).start();
    actor.send({ type: "form.submit" });
    const failed = await waitFor(actor, (snapshot) => snapshot.matches("failed"));
    expect(formSubmitError(failed)).toBe("register.error_message");
  });

  it("takes its validator from machine.provide as well", () => {
    const machine = formMachine.provide({
      actions: { validateValues: assign({ errors: ({ context }): FieldErrors => (context.values.code === "ok" ? {} : { code: "forms.validation.required" }) }) },
    });
    const actor = createActor(machine, { input: { initialValues: { code: "" }, genericError: "x.y" } }).start();
    actor.send({ type: "form.submit" });
    expect(actor.getSnapshot().value).toBe("editing");
    expect(formFieldError(actor.getSnapshot(), "code")).toBe("forms.validation.required");
    actor.send({ type: "form.change", field: "code", value: "ok" });
    actor.send({ type: "form.submit" });
    expect(actor.getSnapshot().value).toBe("submitting");
  });

  it("shows nested errors once their group is touched", () => {
    const actor = createActor(formMachine, {
      input: {
        initialValues: { consents: { patient_informed: false } },
        validate: (values): FieldErrors => ((values.consents as { patient_informed: boolean }).patient_informed ? {} : { "consents.patient_informed": "forms.validation.consent_required" }),
        genericError: "x.y",
      },
    }).start();
    expect(formFieldError(actor.getSnapshot(), "consents.patient_informed")).toBeNull();
    actor.send({ type: "form.blur", field: "consents" });
    expect(formFieldError(actor.getSnapshot(), "consents.patient_informed")).toBe("forms.validation.consent_required");
  });
});

describe("failureMessageId", () => {
  it("uses a message id from the error, else the fallback", () => {
    expect(failureMessageId("register.email_not_unique", "f.b")).toBe("register.email_not_unique");
    expect(failureMessageId({ messageId: "a.b" }, "f.b")).toBe("a.b");
    expect(failureMessageId({ error: "cart.max_order_price_reached" }, "f.b")).toBe("cart.max_order_price_reached");
    expect(failureMessageId(new Error("Wrong Services"), "f.b")).toBe("f.b");
    expect(failureMessageId("Sorry, something broke.", "f.b")).toBe("f.b");
    expect(failureMessageId(null, "f.b")).toBe("f.b");
    expect(failureMessageId(500, "f.b")).toBe("f.b");
  });
});
