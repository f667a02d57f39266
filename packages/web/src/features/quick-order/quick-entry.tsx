import { orderLineOf, type OrderLineEntry, type ShopProduct } from "@proshop/core";
import { useId, useState } from "react";
import { css } from "../../../styled-system/css";
import { Button } from "../../ui/button.tsx";
import { panelStyle, sectionTitleStyle } from "../cart/styles.ts";
import { ReferenceField } from "./reference-field.tsx";
import { useQuickOrderT } from "./use-quick-order-t.ts";

const FIRST_ROWS = 5;

const gridStyle = css({ display: "grid", gridTemplateColumns: "minmax(0, 1fr) 6rem", gap: "2", alignItems: "center" });
const headStyle = css({ fontSize: "sm", fontWeight: "medium", color: "fg.muted" });
const quantityStyle = css({ h: "10", w: "full", px: "3", borderRadius: "md", borderWidth: "1px", borderColor: "border", bg: "bg", color: "fg", textAlign: "right" });
const actionsStyle = css({ display: "flex", flexWrap: "wrap", gap: "3", mt: "4" });
const errorStyle = css({ color: "error", fontSize: "sm", mt: "2" });
const hiddenLabel = css({ srOnly: true });

interface Row {
  readonly reference: string;
  readonly quantity: string;
}

const blankRow: Row = { reference: "", quantity: "1" };

/**
 * Quick order by hand: rows of a reference (with completion) and a quantity; "Check these lines"
 * hands the rows that name something to the preview, numbered as they appear.
 */
export const QuickEntry = ({
  products,
  onCheck,
}: {
  readonly products: readonly ShopProduct[];
  readonly onCheck: (entries: readonly OrderLineEntry[]) => void;
}) => {
  const t = useQuickOrderT();
  const id = useId();
  const [rows, setRows] = useState<readonly Row[]>(() => Array.from({ length: FIRST_ROWS }, () => blankRow));
  const [empty, setEmpty] = useState(false);
  const update = (index: number, change: Partial<Row>) => setRows((current) => current.map((row, i) => (i === index ? { ...row, ...change } : row)));

  const check = () => {
    const entries = rows.flatMap((row, index) => (row.reference.trim() === "" ? [] : [orderLineOf(index + 1, row.reference, row.quantity)]));
    setEmpty(entries.length === 0);
    if (entries.length > 0) onCheck(entries);
  };

  return (
    <section className={panelStyle} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={sectionTitleStyle}>
        {t("quickOrder.entry.heading")}
      </h2>
      <div className={gridStyle}>
        <span className={headStyle} aria-hidden="true">
          {t("quickOrder.preview.reference")}
        </span>
        <span className={headStyle} aria-hidden="true">
          {t("webCart.orders.quantity")}
        </span>
        {rows.map((row, index) => (
          <div key={index} style={{ display: "contents" }}>
            <ReferenceField line={index + 1} value={row.reference} products={products} onChange={(reference) => update(index, { reference })} />
            <div>
              <label htmlFor={`${id}-qty-${index}`} className={hiddenLabel}>
                {t("quickOrder.entry.quantity", { line: index + 1 })}
              </label>
              <input
                id={`${id}-qty-${index}`}
                className={quantityStyle}
                inputMode="numeric"
                autoComplete="off"
                value={row.quantity}
                onChange={(event) => update(index, { quantity: event.target.value })}
                data-testid={`quantity-${index + 1}`}
              />
            </div>
          </div>
        ))}
      </div>
      {empty ? (
        <p className={errorStyle} role="alert">
          {t("quickOrder.entry.nothing_typed")}
        </p>
      ) : null}
      <div className={actionsStyle}>
        <Button onClick={check} data-testid="quick-entry-check">
          {t("quickOrder.entry.check")}
        </Button>
        <Button variant="secondary" onClick={() => setRows((current) => [...current, blankRow])}>
          {t("quickOrder.entry.add_row")}
        </Button>
      </div>
    </section>
  );
};
