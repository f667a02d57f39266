import { Checkbox } from "@ark-ui/react/checkbox";
import { RadioGroup } from "@ark-ui/react/radio-group";
import { createListCollection, Select } from "@ark-ui/react/select";
import { useId, useMemo, type ReactNode } from "react";
import { css, cx } from "../../../styled-system/css";
import { useT } from "../../app/i18n.tsx";
import { TextField } from "../../ui/text-field.tsx";
import type { FieldBinding } from "./use-form.ts";
import { SelectOptions } from "../../ui/select-options.tsx";

/*
 * The controls of the account and support forms, bound to a FieldBinding. Every control has a
 * visible label; an invalid one carries aria-invalid="true" and aria-describedby naming its
 * message (issue 4). Errors arrive as message ids and are translated here.
 */

const fieldStyle = css({ display: "flex", flexDirection: "column", gap: "1" });
const labelStyle = css({ fontSize: "sm", fontWeight: "medium" });
const controlStyle = css({
  minH: "10",
  px: "3",
  borderRadius: "md",
  borderWidth: "1px",
  borderColor: "border",
  bg: "bg",
  color: "fg",
  fontSize: "md",
  "&[aria-invalid=true]": { borderColor: "error" },
  _focusVisible: { outline: "2px solid", outlineColor: "primary", outlineOffset: "2px" },
});
const errorStyle = css({ color: "error", fontSize: "sm" });
const hintStyle = css({ color: "fg.muted", fontSize: "sm" });
const legendStyle = css({ fontSize: "sm", fontWeight: "medium", mb: "1" });
const radioRow = css({ display: "flex", flexWrap: "wrap", gap: "4" });

const describedBy = (...ids: ReadonlyArray<string | null>) => {
  const joined = ids.filter((id) => id !== null).join(" ");
  return joined === "" ? undefined : joined;
};

const useLabels = (binding: { readonly name: string; readonly error: string | null }, labelId?: string) => {
  const t = useT();
  return { t, error: binding.error === null ? null : t(binding.error), label: t(labelId ?? `forms.fields.${binding.name}`) };
};

const requiredMark = (required: boolean | undefined) => (required === true ? " *" : "");

/** A text input (text, e-mail, tel, password, number) bound to a field. */
export const BoundTextField = ({
  binding,
  labelId,
  type = "text",
  autoComplete,
  required,
  hint,
  inputMode,
}: {
  readonly binding: FieldBinding<string>;
  readonly labelId: string;
  readonly type?: string;
  readonly autoComplete?: string;
  readonly required?: boolean;
  readonly hint?: ReactNode;
  readonly inputMode?: "numeric" | "text" | "email" | "tel";
}) => {
  const { error, label } = useLabels(binding, labelId);
  return (
    <TextField
      label={`${label}${requiredMark(required)}`}
      name={binding.name}
      type={type}
      value={binding.value}
      autoComplete={autoComplete}
      inputMode={inputMode}
      aria-required={required === true ? true : undefined}
      error={error}
      hint={hint}
      onChange={(event) => binding.change(event.target.value)}
      onBlur={binding.blur}
    />
  );
};

/** A multi-line text bound to a field. */
export const BoundTextArea = ({ binding, labelId, required }: { readonly binding: FieldBinding<string>; readonly labelId: string; readonly required?: boolean }) => {
  const { error, label } = useLabels(binding, labelId);
  const id = useId();
  const errorId = error === null ? null : `${id}-error`;
  return (
    <div className={fieldStyle}>
      <label htmlFor={id} className={labelStyle}>
        {label}
        {requiredMark(required)}
      </label>
      <textarea
        id={id}
        name={binding.name}
        rows={6}
        className={cx(controlStyle, css({ py: "2", resize: "vertical" }))}
        value={binding.value}
        aria-required={required === true ? true : undefined}
        aria-invalid={error === null ? undefined : "true"}
        aria-describedby={describedBy(errorId)}
        onChange={(event) => binding.change(event.target.value)}
        onBlur={binding.blur}
      />
      {errorId === null ? null : (
        <div id={errorId} className={errorStyle}>
          {error}
        </div>
      )}
    </div>
  );
};

export interface ChoiceOption {
  readonly value: string;
  readonly labelId: string;
}

const triggerStyle = cx(
  controlStyle,
  css({ display: "flex", alignItems: "center", justifyContent: "space-between", gap: "2", w: "full", textAlign: "start", cursor: "pointer", "&[data-placeholder-shown]": { color: "fg.muted" } }),
);

/**
 * A drop-down list (Ark UI select). Until the user picks, it shows "please choose". The trigger
 * is the focusable control, so it carries the invalid state and the link to the message.
 */
export const BoundSelect = <T extends string>({
  binding,
  labelId,
  options,
  required,
}: {
  readonly binding: FieldBinding<T>;
  readonly labelId: string;
  readonly options: ReadonlyArray<ChoiceOption>;
  readonly required?: boolean;
}) => {
  const { t, error, label } = useLabels(binding, labelId);
  const id = useId();
  const errorId = error === null ? null : `${id}-error`;
  const collection = useMemo(
    () => createListCollection({ items: options.map((option) => ({ value: option.value, label: t(option.labelId) })) }),
    [options, t],
  );
  return (
    <div className={fieldStyle}>
      <Select.Root
        collection={collection}
        name={binding.name}
        value={binding.value === "" ? [] : [binding.value]}
        invalid={error !== null}
        required={required === true}
        positioning={{ sameWidth: true }}
        onValueChange={(details) => {
          // The options are the only values the list offers.
          const chosen = details.value[0];
          if (chosen !== undefined) binding.change(chosen as T);
        }}
        onOpenChange={(details) => {
          if (!details.open) binding.blur();
        }}
      >
        <Select.Label className={labelStyle}>
          {label}
          {requiredMark(required)}
        </Select.Label>
        <Select.Control>
          <Select.Trigger
            className={triggerStyle}
            data-testid={`select-${binding.name}`}
            aria-invalid={error === null ? undefined : "true"}
            aria-describedby={describedBy(errorId)}
          >
            <Select.ValueText placeholder={t("web_forms.common.choose")} />
            <Select.Indicator aria-hidden>▾</Select.Indicator>
          </Select.Trigger>
        </Select.Control>
        <SelectOptions collection={collection} />
      </Select.Root>
      {errorId === null ? null : (
        <div id={errorId} className={errorStyle}>
          {error}
        </div>
      )}
    </div>
  );
};

const boxStyle = css({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  w: "5",
  h: "5",
  mt: "0.5",
  flexShrink: 0,
  borderRadius: "sm",
  borderWidth: "2px",
  borderColor: "fg.muted",
  bg: "bg",
  color: "primary.fg",
  _checked: { bg: "primary", borderColor: "primary" },
  _invalid: { borderColor: "error" },
});
const checkRootStyle = css({
  display: "flex",
  alignItems: "flex-start",
  gap: "2",
  fontSize: "sm",
  cursor: "pointer",
  "&:has(input:focus-visible) [data-part=control]": { outline: "2px solid", outlineColor: "primary", outlineOffset: "2px" },
});
const radioControlStyle = css({
  w: "4",
  h: "4",
  flexShrink: 0,
  borderRadius: "full",
  borderWidth: "2px",
  borderColor: "fg.muted",
  _checked: { borderColor: "primary", borderWidth: "5px" },
});

/**
 * A tick box (Ark UI checkbox); its label may hold a link (the terms). The hidden input is what
 * takes the focus and what assistive technologies read, so it carries the invalid state and
 * the link to the message.
 */
export const BoundCheckbox = ({
  binding,
  labelId,
  required,
  after,
}: {
  readonly binding: FieldBinding<boolean>;
  readonly labelId: string;
  readonly required?: boolean;
  readonly after?: ReactNode;
}) => {
  const { error, label } = useLabels(binding, labelId);
  const id = useId();
  const errorId = error === null ? null : `${id}-error`;
  return (
    <div className={fieldStyle}>
      <Checkbox.Root
        className={checkRootStyle}
        name={binding.name}
        checked={binding.value}
        invalid={error !== null}
        required={required === true}
        onCheckedChange={(details) => {
          binding.change(details.checked === true);
          binding.blur();
        }}
      >
        <Checkbox.Control className={boxStyle}>
          <Checkbox.Indicator>
            <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
              <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </Checkbox.Indicator>
        </Checkbox.Control>
        <Checkbox.Label>
          {label}
          {requiredMark(required)}
        </Checkbox.Label>
        <Checkbox.HiddenInput aria-invalid={error === null ? undefined : "true"} aria-describedby={describedBy(errorId)} />
      </Checkbox.Root>
      {after === undefined ? null : <div className={hintStyle}>{after}</div>}
      {errorId === null ? null : (
        <div id={errorId} className={errorStyle}>
          {error}
        </div>
      )}
    </div>
  );
};

/** One choice among a few (Ark UI radio group): a labelled group, arrow keys move between choices. */
export const BoundRadioGroup = <T extends string>({
  binding,
  labelId,
  options,
}: {
  readonly binding: FieldBinding<T>;
  readonly labelId: string;
  readonly options: ReadonlyArray<ChoiceOption>;
}) => {
  const { t, error, label } = useLabels(binding, labelId);
  const id = useId();
  const errorId = error === null ? null : `${id}-error`;
  return (
    <RadioGroup.Root
      className={fieldStyle}
      name={binding.name}
      value={binding.value}
      invalid={error !== null}
      aria-describedby={describedBy(errorId)}
      onValueChange={(details) => {
        // The options are the only values the group offers.
        if (details.value !== null) binding.change(details.value as T);
      }}
    >
      <RadioGroup.Label className={legendStyle}>{label}</RadioGroup.Label>
      <div className={radioRow}>
        {options.map((option) => (
          <RadioGroup.Item key={option.value} value={option.value} className={checkRootStyle}>
            <RadioGroup.ItemControl className={radioControlStyle} />
            <RadioGroup.ItemText>{t(option.labelId)}</RadioGroup.ItemText>
            <RadioGroup.ItemHiddenInput onBlur={binding.blur} />
          </RadioGroup.Item>
        ))}
      </div>
      {errorId === null ? null : (
        <div id={errorId} className={errorStyle}>
          {error}
        </div>
      )}
    </RadioGroup.Root>
  );
};

/** Two columns on wide screens, one on phones. */
export const formGridStyle = css({ display: "grid", gap: "4", gridTemplateColumns: { base: "1fr", md: "1fr 1fr" } });
const sectionStyle = css({ borderWidth: "1px", borderColor: "border", borderRadius: "lg", p: { base: "4", md: "6" } });

/** A titled group of fields: its title by message id, or already translated (`title`, for a feature's own words). */
export const FormSection = ({ titleId, title, children }: { readonly titleId?: string; readonly title?: string; readonly children: ReactNode }) => {
  const t = useT();
  return (
    <fieldset className={cx(formGridStyle, sectionStyle)}>
      <legend className={css({ fontWeight: "semibold", fontSize: "lg", px: "2" })}>{title ?? t(titleId ?? "")}</legend>
      {children}
    </fieldset>
  );
};

/** Spans both columns of a FormSection. */
export const Wide = ({ children }: { readonly children: ReactNode }) => <div className={css({ gridColumn: { md: "1 / -1" } })}>{children}</div>;
