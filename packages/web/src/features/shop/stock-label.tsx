import { STOCK_TONE, stockMessage, type StockState } from "@proshop/core";
import { cva } from "../../../styled-system/css";
import { useI18n } from "../../app/i18n.tsx";
import { useKeptTime } from "../offline/use-kept-time.ts";

const labelStyle = cva({
  base: { display: "inline-flex", alignItems: "center", gap: "1.5", fontSize: "sm", fontWeight: "medium" },
  variants: {
    tone: {
      success: { color: "success" },
      warning: { color: "warning" },
      error: { color: "error" },
      info: { color: "info" },
    },
  },
});
const dotStyle = cva({
  base: { w: "2", h: "2", borderRadius: "full", flexShrink: 0 },
  variants: {
    tone: { success: { bg: "success" }, warning: { bg: "warning" }, error: { bg: "error" }, info: { bg: "info" } },
  },
});

/**
 * The stock state label of SPEC 4 (core's rule and wording); the colour only repeats the text.
 * Offline (issue 37) it says when the kept stock was read.
 */
export const StockLabel = ({ stock }: { readonly stock: StockState }) => {
  const { t, locale } = useI18n();
  const keptTime = useKeptTime();
  const message = stockMessage(stock, locale);
  const tone = STOCK_TONE[stock.state];
  return (
    <span className={labelStyle({ tone })} data-stock={stock.state}>
      <span className={dotStyle({ tone })} aria-hidden="true" />
      {t(message.id, message.params)}
      {keptTime === null ? null : ` (${t("offline.stock_as_of", { time: keptTime })})`}
    </span>
  );
};
