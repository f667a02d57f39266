import { describeOrderPreviewCounts, describeOrderPreviewLine, previewCounts, type OrderPreview, type OrderPreviewLine } from "@proshop/core";
import { useEffect, useRef } from "react";
import { css } from "../../../styled-system/css";
import { useI18n } from "../../app/i18n.tsx";
import { useShopCurrency } from "../../app/money.ts";
import { Button } from "../../ui/button.tsx";
import { alertStyle, mutedStyle, panelStyle, sectionTitleStyle } from "../cart/styles.ts";
import { useQuickOrderT } from "./use-quick-order-t.ts";

const tableStyle = css({
  w: "full",
  fontSize: "sm",
  borderCollapse: "collapse",
  "& th, & td": { py: "2", px: "2", textAlign: "left", verticalAlign: "top", borderBottomWidth: "1px", borderColor: "border" },
  "& th": { color: "fg.muted", fontWeight: "medium" },
});
const numberCell = css({ textAlign: "right!", fontVariantNumeric: "tabular-nums" });
const outcomeStyle = css({
  fontWeight: "semibold",
  "&[data-outcome=added]": { color: "success" },
  "&[data-outcome=added_in_part]": { color: "warning" },
  "&[data-outcome=refused]": { color: "error" },
});
const actionsStyle = css({ display: "flex", flexWrap: "wrap", gap: "3", mt: "4" });
const wrapStyle = css({ overflowX: "auto" });

const OutcomeCell = ({ line }: { readonly line: OrderPreviewLine }) => {
  const { locale } = useI18n();
  const t = useQuickOrderT();
  const currency = useShopCurrency();
  const words = describeOrderPreviewLine(t, line, locale, currency);
  return (
    <td>
      <span className={outcomeStyle} data-outcome={line.outcome}>
        {words.outcome}
      </span>
      {words.title === null ? null : <div>{words.title}</div>}
      {words.detail === null ? null : <div className={mutedStyle}>{words.detail}</div>}
      {words.fix === null ? null : <div className={mutedStyle}>{words.fix}</div>}
    </td>
  );
};

/**
 * What confirming will do, line by line, in the buyer's language (core's preview and words):
 * added, added in part or refused and why. Its heading takes the focus when it appears, so a
 * keyboard or screen reader user lands on it.
 */
export const PreviewPanel = ({
  preview,
  notice,
  title,
  onConfirm,
  onCancel,
}: {
  readonly preview: OrderPreview;
  readonly notice: string | null;
  /** A heading of its own (order again), else the preview's. */
  readonly title: string | null;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}) => {
  const t = useQuickOrderT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [preview]);
  const counts = previewCounts(preview);
  return (
    <section className={panelStyle} aria-labelledby="quick-order-preview" data-testid="quick-order-preview">
      <h2 id="quick-order-preview" ref={heading} tabIndex={-1} className={sectionTitleStyle}>
        {title ?? t("quickOrder.preview.heading")}
      </h2>
      <p role="status">{describeOrderPreviewCounts(t, counts)}</p>
      {notice === null ? null : (
        <p className={alertStyle} role="alert">
          {t(notice)}
        </p>
      )}
      <div className={wrapStyle}>
        <table className={tableStyle}>
          <caption className={css({ srOnly: true })}>{t("quickOrder.preview.heading")}</caption>
          <thead>
            <tr>
              <th scope="col" className={numberCell}>{t("quickOrder.preview.line")}</th>
              <th scope="col">{t("quickOrder.preview.reference")}</th>
              <th scope="col">{t("quickOrder.preview.product")}</th>
              <th scope="col" className={numberCell}>{t("quickOrder.preview.requested")}</th>
              <th scope="col" className={numberCell}>{t("quickOrder.preview.added")}</th>
              <th scope="col">{t("quickOrder.preview.outcome")}</th>
            </tr>
          </thead>
          <tbody>
            {preview.lines.map((line) => (
              <tr key={line.line} data-outcome={line.outcome} data-reference={line.reference}>
                <td className={numberCell}>{line.line}</td>
                <td>{line.reference}</td>
                <td>{line.product_name ?? ""}</td>
                <td className={numberCell}>{line.requested ?? ""}</td>
                <td className={numberCell}>{line.quantity}</td>
                <OutcomeCell line={line} />
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {counts.units === 0 ? <p className={alertStyle}>{t("quickOrder.preview.nothing")}</p> : null}
      <div className={actionsStyle}>
        {counts.units > 0 ? (
          <Button onClick={onConfirm} data-testid="quick-order-confirm">
            {t("quickOrder.preview.confirm", { units: counts.units })}
          </Button>
        ) : null}
        <Button variant="secondary" onClick={onCancel}>
          {t("quickOrder.preview.cancel")}
        </Button>
      </div>
    </section>
  );
};
