import { css } from "../../../styled-system/css";
import { useT } from "../../app/i18n.tsx";

const overlayStyle = css({
  position: "fixed",
  inset: "0",
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  bg: "color-mix(in srgb, var(--colors-bg) 70%, transparent)",
  zIndex: "900",
  fontSize: "lg",
  color: "fg.muted",
});

/** SPEC 2: the loading overlay, "Loading..." unless told otherwise (a message id). */
export const LoadingOverlay = ({ messageId = "navigation.loading.default" }: { readonly messageId?: string }) => {
  const t = useT();
  return (
    <div className={overlayStyle} role="status" aria-live="polite">
      {t(messageId)}
    </div>
  );
};
