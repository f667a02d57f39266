import { css } from "../../../styled-system/css";

/** Styles the cart and checkout screens share. */
export const panelStyle = css({ borderWidth: "1px", borderColor: "border", borderRadius: "lg", bg: "bg", p: { base: "4", md: "5" } });
export const sectionTitleStyle = css({ fontSize: "lg", fontWeight: "semibold", mb: "3" });
export const mutedStyle = css({ color: "fg.muted", fontSize: "sm" });
export const alertStyle = css({
  p: "3",
  borderRadius: "md",
  fontSize: "sm",
  borderLeftWidth: "4px",
  bg: "warning.subtle",
  borderColor: "warning",
  color: "fg",
});
export const errorAlertStyle = css({ p: "3", borderRadius: "md", fontSize: "sm", borderLeftWidth: "4px", bg: "error.subtle", borderColor: "error", color: "fg" });
export const successAlertStyle = css({ p: "3", borderRadius: "md", fontSize: "sm", borderLeftWidth: "4px", bg: "success.subtle", borderColor: "success", color: "fg" });
