import { RadioGroup } from "@ark-ui/react/radio-group";
import type { ReactNode } from "react";
import { css } from "../../../styled-system/css";

export interface RadioOption<V extends string> {
  readonly value: V;
  readonly label: string;
  /** A second line (delivery time, charge...). */
  readonly detail?: ReactNode;
  readonly aside?: ReactNode;
}

const rootStyle = css({ display: "flex", flexDirection: "column", gap: "2" });
const legendStyle = css({ fontWeight: "semibold", mb: "1" });
const itemStyle = css({
  display: "flex",
  alignItems: "center",
  gap: "3",
  p: "3",
  borderWidth: "1px",
  borderColor: "border",
  borderRadius: "md",
  cursor: "pointer",
  _checked: { borderColor: "primary", bg: "primary.subtle" },
  "&:has(input:focus-visible)": { outline: "2px solid", outlineColor: "primary", outlineOffset: "2px" },
});
const controlStyle = css({
  w: "4",
  h: "4",
  flexShrink: 0,
  borderRadius: "full",
  borderWidth: "2px",
  borderColor: "border",
  _checked: { borderColor: "primary", borderWidth: "5px" },
});
const textStyle = css({ display: "flex", flexDirection: "column", flex: "1" });
const detailStyle = css({ color: "fg.muted", fontSize: "sm" });

/** One choice among options (Ark UI radio group): labelled group, arrow keys move, the hidden inputs carry focus. */
export const RadioChoice = <V extends string>({
  label,
  value,
  options,
  onChange,
  testId,
}: {
  readonly label: string;
  readonly value: V;
  readonly options: ReadonlyArray<RadioOption<V>>;
  readonly onChange: (value: V) => void;
  readonly testId?: string;
}) => (
  <RadioGroup.Root
    className={rootStyle}
    value={value}
    onValueChange={(details) => {
      const chosen = options.find((option) => option.value === details.value);
      if (chosen !== undefined) onChange(chosen.value);
    }}
    data-testid={testId}
  >
    <RadioGroup.Label className={legendStyle}>{label}</RadioGroup.Label>
    {options.map((option) => (
      <RadioGroup.Item key={option.value} value={option.value} className={itemStyle} data-value={option.value}>
        <RadioGroup.ItemControl className={controlStyle} />
        <span className={textStyle}>
          <RadioGroup.ItemText>{option.label}</RadioGroup.ItemText>
          {option.detail === undefined ? null : <span className={detailStyle}>{option.detail}</span>}
        </span>
        {option.aside === undefined ? null : <span>{option.aside}</span>}
        <RadioGroup.ItemHiddenInput />
      </RadioGroup.Item>
    ))}
  </RadioGroup.Root>
);
