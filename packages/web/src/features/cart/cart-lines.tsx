import { selectCartLines } from "@proshop/core";
import { useSelector } from "@xstate/react";
import { css } from "../../../styled-system/css";
import { useT } from "../../app/i18n.tsx";
import { useCartActor } from "../../app/services-context.tsx";
import { Button } from "../../ui/button.tsx";
import { CartLineRow } from "./cart-line-row.tsx";
import { useCartUndo } from "./use-cart-undo.ts";

const listStyle = css({ listStyle: "none", p: 0, m: 0 });

export const CartLines = () => {
  const t = useT();
  const lines = useSelector(useCartActor(), selectCartLines);
  const { clearCart } = useCartUndo();
  return (
    <section aria-label={t("webCart.cart.lines")}>
      <ul className={listStyle} data-testid="cart-lines">
        {lines.map((line) => (
          <CartLineRow key={line.id} line={line} />
        ))}
      </ul>
      {lines.length > 0 ? (
        <Button variant="ghost" size="sm" onClick={clearCart}>
          {t("cart.undo.clear")}
        </Button>
      ) : null}
    </section>
  );
};
