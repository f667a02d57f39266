import { useEffect, useState } from "react";
import { passwordStrength, PASSWORD_STRENGTHS } from "@proshop/core";
import { css, cva } from "../../../styled-system/css";
import { useT } from "../../app/i18n.tsx";

const barStyle = css({ display: "grid", gridTemplateColumns: "repeat(5, 1fr)", gap: "1", mt: "1" });
const segment = cva({
  base: { h: "1.5", borderRadius: "full", bg: "bg.muted" },
  variants: {
    level: {
      off: {},
      poor: { bg: "error" },
      weak: { bg: "warning" },
      normal: { bg: "info" },
      good: { bg: "success" },
      strong: { bg: "success" },
    },
  },
});

/** The common-password check, loaded on first use: the list is large and only these forms need it. */
let commonCheck: ((password: string) => boolean) | undefined;
const useCommonCheck = (): ((password: string) => boolean) | undefined => {
  const [check, setCheck] = useState(() => commonCheck);
  useEffect(() => {
    if (check !== undefined) return;
    let live = true;
    void import("@proshop/core/common-passwords").then((module) => {
      commonCheck = module.isCommonPassword;
      if (live) setCheck(() => module.isCommonPassword);
    });
    return () => {
      live = false;
    };
  }, [check]);
  return check;
};

/**
 * Core's password strength (poor, weak, normal, good, strong) while typing, by core's rule for
 * new passwords, the server's: a common password or the e-mail address is poor and says why.
 * The label is announced politely as it changes.
 */
export const PasswordStrengthMeter = ({ password, id, email }: { readonly password: string; readonly id: string; readonly email?: string }) => {
  const t = useT();
  const isCommon = useCommonCheck();
  if (password === "") return null;
  const result = passwordStrength(password, { email, isCommon: isCommon?.(password) ?? false });
  const filled = PASSWORD_STRENGTHS.indexOf(result.strength) + 1;
  const label = t("forms.password_strength.shown", { strength: t(result.messageId) });
  return (
    <div id={id} data-testid="password-strength" data-strength={result.strength}>
      <div
        className={barStyle}
        role="meter"
        aria-label={t("forms.password_strength.label")}
        aria-valuemin={1}
        aria-valuemax={PASSWORD_STRENGTHS.length}
        aria-valuenow={filled}
        aria-valuetext={t(result.messageId)}
      >
        {PASSWORD_STRENGTHS.map((strength, index) => (
          <span key={strength} className={segment({ level: index < filled ? result.strength : "off" })} />
        ))}
      </div>
      <p aria-live="polite" className={css({ fontSize: "sm", color: "fg.muted", mt: "1" })}>
        {label}
      </p>
      {result.problemId !== undefined && (result.problemId === "password.too_common" || result.problemId === "password.contains_email") ? (
        <p data-testid="password-problem" className={css({ fontSize: "sm", color: "error", mt: "1" })}>
          {t(result.problemId)}
        </p>
      ) : null}
    </div>
  );
};
