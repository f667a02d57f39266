import type { ReactNode } from "react";
import { css, cva } from "../../../styled-system/css";
import { useFocusOnAppear } from "../../ui/use-focus-on-appear.ts";

const alertStyle = cva({
  base: { p: "4", borderRadius: "md", fontSize: "sm", borderLeftWidth: "4px" },
  variants: {
    tone: {
      success: { bg: "success.subtle", borderColor: "success", color: "fg" },
      error: { bg: "error.subtle", borderColor: "error", color: "fg" },
      info: { bg: "info.subtle", borderColor: "info", color: "fg" },
    },
  },
});

/**
 * The outcome of a form. WHY the roles: an error interrupts (alert), a success is announced
 * politely (status), so a screen reader reads either without the user hunting for it.
 * `takeFocus`: the outcome takes the focus and comes into view when it appears (issue 33: a
 * refusal shown far from the button that was pressed looks like no answer at all).
 */
export const FormAlert = ({
  tone,
  children,
  testId,
  takeFocus = false,
}: {
  readonly tone: "success" | "error" | "info";
  readonly children: ReactNode;
  readonly testId?: string;
  readonly takeFocus?: boolean;
}) => {
  const focused = useFocusOnAppear<HTMLDivElement>(takeFocus);
  return (
    <div
      ref={takeFocus ? focused : undefined}
      tabIndex={takeFocus ? -1 : undefined}
      className={alertStyle({ tone })}
      role={tone === "error" ? "alert" : "status"}
      data-testid={testId}
    >
      {children}
    </div>
  );
};

export const formStyle = css({ display: "flex", flexDirection: "column", gap: "5", maxW: "760px" });
export const narrowFormStyle = css({ display: "flex", flexDirection: "column", gap: "4", maxW: "420px" });
export const linkStyle = css({ color: "primary", textDecoration: "underline", _focusVisible: { outline: "2px solid", outlineColor: "primary", outlineOffset: "2px" } });
