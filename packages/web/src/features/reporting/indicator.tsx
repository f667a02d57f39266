import type { OccupancyIndicator } from "@proshop/core";
import { css, cva } from "../../../styled-system/css";
import { useRt } from "./i18n.tsx";

/** Indicator colours; the word is always written too, so colour is never the only signal. */
export const indicatorStyle = cva({
  base: { display: "inline-flex", alignItems: "center", gap: "2", px: "2", py: "1", borderRadius: "full", fontSize: "sm", fontWeight: "semibold" },
  variants: {
    indicator: {
      off: { bg: "bg.muted", color: "fg.muted" },
      green: { bg: "success.subtle", color: "success" },
      orange: { bg: "warning.subtle", color: "warning" },
      red: { bg: "error.subtle", color: "error" },
    },
  },
});

const dotStyle = css({ w: "3", h: "3", borderRadius: "full", bg: "currentColor", flexShrink: 0 });

export const IndicatorBadge = ({ indicator }: { readonly indicator: OccupancyIndicator }) => {
  const t = useRt();
  return (
    <span className={indicatorStyle({ indicator })} data-indicator={indicator}>
      <span className={dotStyle} aria-hidden="true" />
      {t(`reporting.indicator.${indicator}`)}
    </span>
  );
};
