import { productOfferOf, productPath, type ShopProduct } from "@proshop/core";
import { Link } from "wouter";
import { css } from "../../../styled-system/css";
import { useT } from "../../app/i18n.tsx";
import { AddToCart } from "./add-to-cart.tsx";
import { Price } from "./price.tsx";
import { ProductImage } from "./product-image.tsx";
import { StockLabel } from "./stock-label.tsx";
import { useToday } from "./use-today.ts";

const cardStyle = css({
  display: "flex",
  flexDirection: "column",
  gap: "3",
  p: "4",
  borderWidth: "1px",
  borderColor: "border",
  borderRadius: "lg",
  bg: "bg",
  h: "full",
  transition: "box-shadow 0.15s",
  _hover: { boxShadow: "md" },
});
const nameStyle = css({ fontSize: "md", fontWeight: "semibold", lineHeight: "snug", m: "0" });
const linkStyle = css({ color: "fg", textDecoration: "none", _hover: { color: "primary", textDecoration: "underline" } });
const refStyle = css({ fontSize: "xs", color: "fg.muted" });
const footerStyle = css({ mt: "auto", display: "flex", flexDirection: "column", gap: "3" });

/**
 * A product in a list: picture, name (link to its page), reference, price, stock state and the
 * add-to-cart control. The name's link is the card's one link so the keyboard meets each
 * product once before its quantity and button.
 */
export const ProductCard = ({ product, eager = false }: { readonly product: ShopProduct; readonly eager?: boolean }) => {
  const t = useT();
  const today = useToday();
  const offer = productOfferOf(product, today);
  const href = productPath(product.ctn, product.category);
  return (
    <article className={cardStyle} data-testid="product-card" data-ctn={product.ctn}>
      <Link href={href} tabIndex={-1} aria-hidden="true">
        <ProductImage src={product.image} name={product.SKUName} eager={eager} decorative />
      </Link>
      <h3 className={nameStyle}>
        <Link href={href} className={linkStyle}>
          {product.SKUName}
        </Link>
      </h3>
      <span className={refStyle}>{t("webShop.product.reference", { ctn: product.ctn })}</span>
      <div className={footerStyle}>
        <Price product={product} className={css({ fontSize: "lg" })} />
        <StockLabel stock={offer.stock} />
        <AddToCart product={product} />
      </div>
    </article>
  );
};
