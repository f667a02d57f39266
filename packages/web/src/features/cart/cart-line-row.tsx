import type { CartProduct } from "@proshop/core";
import { css, cx } from "../../../styled-system/css";
import { useI18n } from "../../app/i18n.tsx";
import { useFormatMoney } from "../../app/money.ts";
import { useCartActor } from "../../app/services-context.tsx";
import { Button } from "../../ui/button.tsx";
import { QuantityStepper } from "./quantity-stepper.tsx";
import { useCartUndo } from "./use-cart-undo.ts";

const rowStyle = css({
  display: "grid",
  gridTemplateColumns: { base: "1fr auto", md: "minmax(0, 3fr) 1fr auto 1fr auto" },
  gap: { base: "2", md: "4" },
  alignItems: "center",
  py: "4",
  borderBottomWidth: "1px",
  borderColor: "border",
  "& > *": { minW: 0 },
});
const nameStyle = css({ fontWeight: "semibold" });
const metaStyle = css({ color: "fg.muted", fontSize: "sm" });
const statusStyle = css({ display: "inline-block", mt: "1", px: "2", py: "0.5", borderRadius: "full", fontSize: "xs", fontWeight: "medium" });
const statusTone = {
  CAN_ORDER_ALL: css({ bg: "success.subtle", color: "success" }),
  CAN_ORDER_PART: css({ bg: "warning.subtle", color: "warning" }),
  CANNOT_ORDER: css({ bg: "error.subtle", color: "error" }),
} as const;
const amountStyle = css({ textAlign: "right", fontVariantNumeric: "tabular-nums" });

/** One cart line: name, unit price, stepper, status of the last server pricing, line total, remove. */
export const CartLineRow = ({ line }: { readonly line: CartProduct }) => {
  const { t } = useI18n();
  const money = useFormatMoney();
  const cart = useCartActor();
  const { removeLine } = useCartUndo();
  const name = line.name === "" ? line.part_no : line.name;
  const price = (cents: number) => (cents === 0 ? t("cart.free") : money(cents));
  return (
    <li className={rowStyle} data-testid="cart-line" data-part-no={line.part_no}>
      <div>
        <div className={nameStyle}>{name}</div>
        <div className={metaStyle}>
          {line.part_no}
          {line.promo ? ` · ${t("cart.promo")}` : ""}
          {line.bundle === null ? "" : ` · ${t("cart.bundle")}`}
        </div>
        {line.status === null ? null : (
          <span className={cx(statusStyle, statusTone[line.status])} data-testid="cart-line-status" data-status={line.status}>
            {t(`cart.status.${line.status}`, { available: line.max_qty ?? 0 })}
          </span>
        )}
      </div>
      <div className={cx(amountStyle, metaStyle)}>
        <span className={css({ srOnly: true })}>{t("webCart.cart.unit_price")} </span>
        {price(line.price)}
      </div>
      <QuantityStepper
        value={line.quantity}
        label={t("webCart.cart.quantity_of", { product: name })}
        incrementLabel={t("webCart.cart.increase", { product: name })}
        decrementLabel={t("webCart.cart.decrease", { product: name })}
        onChange={(quantity) => cart.send({ type: "cart.setQuantity", lineId: line.id, quantity })}
      />
      <div className={amountStyle} data-testid="cart-line-total">
        <span className={css({ srOnly: true })}>{t("webCart.cart.line_total")} </span>
        {price(line.price * line.quantity)}
      </div>
      <Button variant="ghost" size="sm" aria-label={t("webCart.cart.remove_line", { product: name })} onClick={() => removeLine(line.id)}>
        {t("cart.remove")}
      </Button>
    </li>
  );
};
