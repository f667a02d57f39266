import { type RecordForm as CoreRecordForm, type RecordFormValues } from "@proshop/core";
import { useEffect, useRef, type FormEvent } from "react";
import { css } from "../../../../styled-system/css";
import { Button } from "../../../ui/button.tsx";
import { useForm } from "../../auth-forms/use-form.ts";
import { useRt } from "../i18n.tsx";
import { alertStyle, panelStyle, sectionTitleStyle } from "../styles.ts";
import { FormField, type FieldSpec } from "./fields.tsx";
import { refusalOf } from "./refusal.ts";

const gridStyle = css({ display: "grid", gridTemplateColumns: { base: "1fr", md: "repeat(2, 1fr)" }, gap: "4", mb: "4" });
const actionsStyle = css({ display: "flex", gap: "3", flexWrap: "wrap" });

/**
 * A record's form: core's form machine over the fields, core's rules for the errors (shown once
 * a field is left or a save tried), the server's refusal above the fields when it says no.
 */
export const RecordForm = <Payload, Saved>({
  title,
  fields,
  form,
  save,
  onSaved,
  onCancel,
  linked,
}: {
  readonly title: string;
  readonly fields: ReadonlyArray<FieldSpec>;
  readonly form: CoreRecordForm<Payload>;
  readonly save: (payload: Payload) => Promise<Saved>;
  readonly onSaved: (saved: Saved) => void;
  readonly onCancel: () => void;
  /** Other fields a change sets too (a report's location follows its chosen device, and back). */
  readonly linked?: (name: string, value: string | boolean, values: RecordFormValues) => Readonly<Record<string, string | boolean>>;
}) => {
  const t = useRt();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const state = useForm<RecordFormValues>({
    initialValues: form.values,
    validate: (values) => form.read(values).errors,
    genericError: "reporting.web.error.generic",
    submit: async (values) => {
      try {
        onSaved(await save(form.read(values).payload));
      } catch (error) {
        throw refusalOf(error, (id) => t(id) !== id);
      }
    },
  });
  const onSubmit = (event: FormEvent) => state.onSubmit(event);
  // A refusal takes the focus, so a screen reader says it and the reader sees it (412 reports.changed, 409s).
  const alert = useRef<HTMLParagraphElement>(null);
  const refusal = state.submitError?.messageId ?? null;
  useEffect(() => {
    if (refusal !== null) alert.current?.focus();
  }, [refusal]);
  return (
    <section className={panelStyle} aria-labelledby="record-form-title">
      <h2 id="record-form-title" ref={heading} tabIndex={-1} className={sectionTitleStyle}>
        {title}
      </h2>
      <form onSubmit={onSubmit} noValidate>
        {state.submitError === null ? null : (
          <p ref={alert} tabIndex={-1} className={`${alertStyle} ${css({ mb: "4" })}`} role="alert">
            {t(state.submitError.messageId, state.submitError.params)}
          </p>
        )}
        <div className={gridStyle}>
          {fields.map((spec) => {
            const field = state.field(spec.name);
            return (
              <FormField
                key={spec.name}
                spec={spec}
                value={field.value ?? ""}
                error={field.error === null ? null : t(field.error)}
                onChange={(value) => {
                  field.change(value);
                  for (const [other, otherValue] of Object.entries(linked?.(spec.name, value, state.values) ?? {})) state.field(other).change(otherValue);
                }}
                onBlur={field.blur}
              />
            );
          })}
        </div>
        <div className={actionsStyle}>
          <Button type="submit" disabled={!state.canSubmit} aria-busy={state.submitting}>
            {t(state.submitting ? "reporting.web.list.saving" : "reporting.web.list.save")}
          </Button>
          <Button variant="ghost" onClick={onCancel}>
            {t("reporting.web.list.cancel")}
          </Button>
        </div>
      </form>
    </section>
  );
};
