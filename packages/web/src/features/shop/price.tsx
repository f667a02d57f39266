import { formatEuros, type ShopProduct } from "@proshop/core";
import { css, cx } from "../../../styled-system/css";
import { useI18n } from "../../app/i18n.tsx";

const priceStyle = css({ fontWeight: "bold", color: "fg", fontVariantNumeric: "tabular-nums" });

/** A product's unit price in euros for the reader's locale; a free (promotional) item says so. */
export const Price = ({ product, className }: { readonly product: ShopProduct; readonly className?: string }) => {
  const { t, locale } = useI18n();
  return (
    <span className={cx(priceStyle, className)} data-testid="product-price">
      {product.price_in_cents === 0 ? t("shop.product.free") : formatEuros(product.price_in_cents, locale)}
    </span>
  );
};
