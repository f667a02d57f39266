import { useId, type InputHTMLAttributes, type ReactNode } from "react";
import { css } from "../../styled-system/css";

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "aria-invalid" | "aria-describedby"> {
  readonly label: string;
  /** Translated error text; when set the input is `aria-invalid` and points at it. */
  readonly error?: string | null;
  readonly hint?: ReactNode;
}

const fieldStyle = css({ display: "flex", flexDirection: "column", gap: "1" });
const labelStyle = css({ fontSize: "sm", fontWeight: "medium" });
const inputStyle = css({
  h: "10",
  px: "3",
  borderRadius: "md",
  borderWidth: "1px",
  borderColor: "border",
  bg: "bg",
  color: "fg",
  fontSize: "md",
  "&[aria-invalid=true]": { borderColor: "error" },
});
const errorStyle = css({ color: "error", fontSize: "sm" });
const hintStyle = css({ color: "fg.muted", fontSize: "sm" });

/**
 * A labelled input. An invalid field carries `aria-invalid="true"` and `aria-describedby` naming
 * its message (accessibility rule of issue 4), so screen readers read the error with the field.
 */
export const TextField = ({ label, error, hint, ...input }: TextFieldProps) => {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const invalid = error !== undefined && error !== null && error !== "";
  const describedBy = [invalid ? errorId : null, hint === undefined ? null : hintId].filter((part) => part !== null).join(" ");
  return (
    <div className={fieldStyle}>
      <label htmlFor={id} className={labelStyle}>
        {label}
      </label>
      <input
        id={id}
        className={inputStyle}
        aria-invalid={invalid ? "true" : undefined}
        aria-describedby={describedBy === "" ? undefined : describedBy}
        {...input}
      />
      {hint === undefined ? null : (
        <div id={hintId} className={hintStyle}>
          {hint}
        </div>
      )}
      {invalid ? (
        <div id={errorId} className={errorStyle}>
          {error}
        </div>
      ) : null}
    </div>
  );
};
