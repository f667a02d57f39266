import { NumberInput } from "@ark-ui/react/number-input";
import { useEffect, useState } from "react";
import { css } from "../../../styled-system/css";

const rootStyle = css({ display: "inline-flex", flexDirection: "column", gap: "1", justifySelf: "start" });
const controlStyle = css({
  display: "inline-flex",
  alignItems: "stretch",
  borderWidth: "1px",
  borderColor: "border",
  borderRadius: "md",
  overflow: "hidden",
  bg: "bg",
});
const triggerStyle = css({
  w: "9",
  minH: "10",
  fontSize: "lg",
  fontWeight: "bold",
  color: "primary",
  cursor: "pointer",
  _hover: { bg: "primary.subtle" },
  _disabled: { opacity: 0.4, cursor: "not-allowed" },
});
const inputStyle = css({ w: "14", textAlign: "center", bg: "bg", color: "fg", fontSize: "md", borderXWidth: "1px", borderColor: "border" });
const hiddenLabel = css({ srOnly: true });

export interface QuantityStepperProps {
  readonly value: number;
  /** Sent once per committed value (a click, or a typed number on blur/Enter). */
  readonly onChange: (quantity: number) => void;
  readonly label: string;
  readonly incrementLabel: string;
  readonly decrementLabel: string;
  readonly max?: number | undefined;
  readonly disabled?: boolean;
}

/**
 * Ark UI's number input as the cart's quantity stepper. The machine decides whether a quantity is
 * allowed: a refused one leaves the cart (and so `value`) unchanged, and the field snaps back.
 */
export const QuantityStepper = ({ value, onChange, label, incrementLabel, decrementLabel, max, disabled }: QuantityStepperProps) => {
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  // Back to the cart's value at once: an accepted change brings the new value as a prop, a
  // refused one (with its snackbar) leaves the field showing what the cart really holds.
  const commit = (next: number) => {
    setText(String(value));
    if (Number.isInteger(next) && next >= 1 && next !== value) onChange(next);
  };
  return (
    <NumberInput.Root
      className={rootStyle}
      value={text}
      min={1}
      {...(max === undefined ? {} : { max })}
      step={1}
      allowMouseWheel={false}
      spinOnPress={false}
      clampValueOnBlur
      disabled={disabled ?? false}
      translations={{ incrementLabel, decrementLabel }}
      onValueChange={(details) => setText(details.value)}
      onValueCommit={(details) => commit(details.valueAsNumber)}
    >
      <NumberInput.Label className={hiddenLabel}>{label}</NumberInput.Label>
      <NumberInput.Control className={controlStyle}>
        <NumberInput.DecrementTrigger className={triggerStyle} aria-label={decrementLabel} onClick={() => commit(value - 1)}>
          −
        </NumberInput.DecrementTrigger>
        <NumberInput.Input className={inputStyle} inputMode="numeric" />
        <NumberInput.IncrementTrigger className={triggerStyle} aria-label={incrementLabel} onClick={() => commit(value + 1)}>
          +
        </NumberInput.IncrementTrigger>
      </NumberInput.Control>
    </NumberInput.Root>
  );
};
