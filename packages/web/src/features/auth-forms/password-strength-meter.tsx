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

/**
 * Core's password strength (poor, weak, normal, good, strong) while typing. Advice only: it
 * does not block registration (SPEC 5). The label is announced politely as it changes.
 */
export const PasswordStrengthMeter = ({ password, id }: { readonly password: string; readonly id: string }) => {
  const t = useT();
  if (password === "") return null;
  const result = passwordStrength(password);
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
    </div>
  );
};
