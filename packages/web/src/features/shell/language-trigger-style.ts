import { css } from "../../../styled-system/css";

/** The language switcher's trigger, the same before and after its select has loaded (no shift). */
export const languageTriggerStyle = css({
  display: "inline-flex",
  alignItems: "center",
  gap: "1",
  h: "9",
  px: "2",
  borderRadius: "md",
  borderWidth: "1px",
  borderColor: "border",
  bg: "bg",
  color: "fg",
  fontSize: "sm",
  cursor: "pointer",
});
