import type { LiveStatus } from "@proshop/core";
import { css } from "../../../styled-system/css";
import { useRt } from "./i18n.tsx";

const statusStyle = css({
  fontSize: "sm",
  color: "fg.muted",
  "&[data-status=live]": { color: "success" },
  "&[data-status=stale], &[data-status=reconnecting], &[data-status=refused]": { color: "warning" },
});

/** What the live figures are worth right now, announced politely to screen readers. */
export const LiveStatusLine = ({ status }: { readonly status: LiveStatus }) => {
  const t = useRt();
  return (
    <p className={statusStyle} data-status={status} role="status" aria-live="polite">
      {t(`reporting.live_status.${status}`)}
    </p>
  );
};
