import { NumberInput } from "@ark-ui/react/number-input";
import { css } from "../../../styled-system/css";
import { useT } from "../../app/i18n.tsx";

const rootStyle = css({ display: "flex", flexDirection: "column", gap: "1" });
const labelStyle = css({ srOnly: true });
const controlStyle = css({
  display: "inline-flex",
  alignItems: "stretch",
  h: "10",
  borderWidth: "1px",
  borderColor: "border",
  borderRadius: "md",
  overflow: "hidden",
  bg: "bg",
  _focusWithin: { outline: "2px solid", outlineColor: "primary", outlineOffset: "1px" },
});
const inputStyle = css({ w: "12", textAlign: "center", bg: "transparent", color: "fg", fontSize: "md", outline: "none" });
const triggerStyle = css({
  w: "9",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  color: "fg",
  cursor: "pointer",
  fontSize: "lg",
  _hover: { bg: "bg.muted" },
  _disabled: { opacity: 0.4, cursor: "not-allowed" },
});

/**
 * The quantity to add (Ark UI number input): whole units from 1 to `max`, with − and + buttons
 * and the arrow keys. The value stays a string while typing so the field can be emptied. A
 * typed number above `max` is not clamped on leaving the field: the add brings it down and says
 * so (issue 33 item 6), where clamping on blur changed it silently before the click landed.
 */
export const QuantityInput = ({
  name,
  value,
  max,
  disabled = false,
  onChange,
}: {
  /** The product's name, for the field's label. */
  readonly name: string;
  readonly value: string;
  readonly max: number;
  readonly disabled?: boolean;
  readonly onChange: (value: string) => void;
}) => {
  const t = useT();
  return (
    <NumberInput.Root
      className={rootStyle}
      value={value}
      min={1}
      max={max}
      step={1}
      formatOptions={{ maximumFractionDigits: 0, useGrouping: false }}
      clampValueOnBlur={false}
      allowMouseWheel={false}
      disabled={disabled}
      onValueChange={(details) => onChange(details.value)}
      translations={{ incrementLabel: t("webShop.quantity.increase"), decrementLabel: t("webShop.quantity.decrease") }}
    >
      <NumberInput.Label className={labelStyle}>{t("webShop.quantity.label", { name })}</NumberInput.Label>
      <NumberInput.Control className={controlStyle}>
        <NumberInput.DecrementTrigger className={triggerStyle}>−</NumberInput.DecrementTrigger>
        <NumberInput.Input className={inputStyle} />
        <NumberInput.IncrementTrigger className={triggerStyle}>+</NumberInput.IncrementTrigger>
      </NumberInput.Control>
    </NumberInput.Root>
  );
};
