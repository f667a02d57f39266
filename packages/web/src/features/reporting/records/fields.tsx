import { useId, type ReactNode } from "react";
import { css } from "../../../../styled-system/css";
import { TextField } from "../../../ui/text-field.tsx";

/*
 * The controls of the reporting forms. Every one is labelled; an invalid one carries
 * aria-invalid and points at its message with aria-describedby, like the shop's TextField.
 */

export interface FieldSpec {
  readonly name: string;
  readonly label: string;
  readonly kind: "text" | "email" | "password" | "number" | "date" | "time" | "textarea" | "checkbox" | "select";
  readonly options?: ReadonlyArray<{ readonly value: string; readonly label: string }>;
  readonly hint?: string;
  /** Shown but not editable (a licence for someone below super administrator). */
  readonly readOnly?: boolean;
  readonly required?: boolean;
  readonly autoComplete?: string;
}

const fieldStyle = css({ display: "flex", flexDirection: "column", gap: "1" });
const labelStyle = css({ fontSize: "sm", fontWeight: "medium" });
const controlStyle = css({
  minH: "10",
  px: "3",
  py: "2",
  borderRadius: "md",
  borderWidth: "1px",
  borderColor: "border",
  bg: "bg",
  color: "fg",
  fontSize: "md",
  "&[aria-invalid=true]": { borderColor: "error" },
  _disabled: { bg: "bg.muted", color: "fg.muted" },
});
const errorStyle = css({ color: "error", fontSize: "sm" });
const hintStyle = css({ color: "fg.muted", fontSize: "sm" });
const checkStyle = css({ display: "flex", alignItems: "center", gap: "2", fontSize: "sm", fontWeight: "medium", minH: "10" });

const Described = ({ id, hint, error }: { readonly id: string; readonly hint?: string | undefined; readonly error: string | null }): ReactNode => (
  <>
    {hint === undefined ? null : (
      <div id={`${id}-hint`} className={hintStyle}>
        {hint}
      </div>
    )}
    {error === null ? null : (
      <div id={`${id}-error`} className={errorStyle}>
        {error}
      </div>
    )}
  </>
);

const describedBy = (id: string, hint: string | undefined, error: string | null): string | undefined =>
  [error === null ? null : `${id}-error`, hint === undefined ? null : `${id}-hint`].filter((part) => part !== null).join(" ") || undefined;

/** One control of a form: its value, its translated error (or null), and what to do on change and blur. */
export const FormField = ({
  spec,
  value,
  error,
  onChange,
  onBlur,
}: {
  readonly spec: FieldSpec;
  readonly value: string | boolean;
  readonly error: string | null;
  readonly onChange: (value: string | boolean) => void;
  readonly onBlur: () => void;
}) => {
  const id = useId();
  const invalid = error === null ? undefined : ("true" as const);
  if (spec.kind === "checkbox") {
    return (
      <div className={fieldStyle}>
        <label className={checkStyle}>
          <input
            type="checkbox"
            name={spec.name}
            checked={value === true}
            disabled={spec.readOnly}
            aria-invalid={invalid}
            aria-describedby={describedBy(id, spec.hint, error)}
            onChange={(event) => onChange(event.target.checked)}
            onBlur={onBlur}
          />
          {spec.label}
        </label>
        <Described id={id} hint={spec.hint} error={error} />
      </div>
    );
  }
  if (spec.kind === "select" || spec.kind === "textarea") {
    const common = {
      id,
      name: spec.name,
      className: controlStyle,
      value: String(value),
      disabled: spec.readOnly,
      "aria-invalid": invalid,
      "aria-describedby": describedBy(id, spec.hint, error),
      onBlur,
    };
    return (
      <div className={fieldStyle}>
        <label htmlFor={id} className={labelStyle}>
          {spec.label}
        </label>
        {spec.kind === "select" ? (
          <select {...common} onChange={(event) => onChange(event.target.value)}>
            {(spec.options ?? []).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        ) : (
          <textarea {...common} rows={3} onChange={(event) => onChange(event.target.value)} />
        )}
        <Described id={id} hint={spec.hint} error={error} />
      </div>
    );
  }
  return (
    <TextField
      label={spec.label}
      name={spec.name}
      type={spec.kind === "number" ? "text" : spec.kind}
      inputMode={spec.kind === "number" ? "numeric" : undefined}
      autoComplete={spec.autoComplete}
      required={spec.required}
      readOnly={spec.readOnly}
      value={String(value)}
      error={error}
      hint={spec.hint}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
    />
  );
};
