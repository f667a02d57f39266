import type { ShopProduct } from "@proshop/core";
import { css, cx } from "../../../styled-system/css";
import { useI18n } from "../../app/i18n.tsx";
import { useFormatMoney } from "../../app/money.ts";

const priceStyle = css({ fontWeight: "bold", color: "fg", fontVariantNumeric: "tabular-nums" });

/** A product's unit price in the shop's currency for the reader's locale; a free (promotional) item says so. */
export const Price = ({ product, className }: { readonly product: ShopProduct; readonly className?: string }) => {
  const { t } = useI18n();
  const money = useFormatMoney();
  return (
    <span className={cx(priceStyle, className)} data-testid="product-price">
      {product.price_in_cents === 0 ? t("shop.product.free") : money(product.price_in_cents)}
    </span>
  );
};
