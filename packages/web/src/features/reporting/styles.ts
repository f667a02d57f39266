import { css } from "../../../styled-system/css";

/* Styles the reporting screens share. */

export const screenStyle = css({ maxW: "content", mx: "auto", px: { base: "4", md: "6" }, py: { base: "5", md: "8" }, w: "full" });
export const titleStyle = css({ fontSize: { base: "2xl", md: "3xl" }, fontWeight: "bold", mb: "5", color: "fg" });
export const sectionTitleStyle = css({ fontSize: "lg", fontWeight: "semibold", mb: "3", color: "fg" });
export const alertStyle = css({ p: "3", borderRadius: "md", bg: "error.subtle", color: "error", fontSize: "sm", borderLeftWidth: "4px", borderColor: "error" });
export const noticeStyle = css({ p: "3", borderRadius: "md", bg: "success.subtle", color: "success", fontSize: "sm", borderLeftWidth: "4px", borderColor: "success" });
export const mutedStyle = css({ color: "fg.muted", fontSize: "sm" });
export const panelStyle = css({ borderWidth: "1px", borderColor: "border", borderRadius: "lg", bg: "bg", p: { base: "4", md: "5" } });
export const tableStyle = css({
  w: "full",
  borderCollapse: "collapse",
  fontSize: "sm",
  "& th, & td": { textAlign: "left", px: "3", py: "2", borderBottomWidth: "1px", borderColor: "border", verticalAlign: "top" },
  "& th": { fontWeight: "semibold", bg: "bg.subtle" },
  "& td.number, & th.number": { textAlign: "right", fontVariantNumeric: "tabular-nums" },
});
export const tableScrollStyle = css({ overflowX: "auto", maxW: "full" });
export const rowStyle = css({ display: "flex", gap: "3", flexWrap: "wrap", alignItems: "center" });
