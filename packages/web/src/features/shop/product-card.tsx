import { productOfferOf, productPath, type ShopProduct } from "@proshop/core";
import { Link } from "wouter";
import { css } from "../../../styled-system/css";
import { useT } from "../../app/i18n.tsx";
import { AddToCart } from "./add-to-cart.tsx";
import { Price } from "./price.tsx";
import { ProductImage } from "./product-image.tsx";
import { StockLabel } from "./stock-label.tsx";
import { useToday } from "./use-today.ts";

// Below sm (phones) a compact row: small picture beside the texts, quantity and button under
// both, so several products fit on one screen; from sm on a card with the picture on top.
const cardStyle = css({
  display: "grid",
  gridTemplateColumns: { base: "88px minmax(0, 1fr)", sm: "minmax(0, 1fr)" },
  gridTemplateRows: { sm: "auto 1fr auto" },
  gridTemplateAreas: { base: '"image info" "buy buy"', sm: '"image" "info" "buy"' },
  gap: "3",
  p: { base: "3", sm: "4" },
  borderWidth: "1px",
  borderColor: "border",
  borderRadius: "lg",
  bg: "bg",
  h: "full",
  transition: "box-shadow 0.15s",
  _hover: { boxShadow: "md" },
});
const imageLinkStyle = css({ gridArea: "image", display: "block" });
const infoStyle = css({ gridArea: "info", display: "flex", flexDirection: "column", gap: { base: "1", sm: "3" } });
const nameStyle = css({ fontSize: { base: "sm", sm: "md" }, fontWeight: "semibold", lineHeight: "snug", m: "0", lineClamp: { base: 2, sm: "none" } });
const linkStyle = css({ color: "fg", textDecoration: "none", _hover: { color: "primary", textDecoration: "underline" } });
const refStyle = css({ fontSize: "xs", color: "fg.muted" });
const offerStyle = css({
  mt: "auto",
  display: "flex",
  flexDirection: { base: "row", sm: "column" },
  flexWrap: "wrap",
  alignItems: { base: "center", sm: "flex-start" },
  columnGap: "3",
  rowGap: { base: "1", sm: "3" },
});
// Nothing to order (the stock label says why): no empty row under the card.
const buyStyle = css({ gridArea: "buy", _empty: { display: "none" } });

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
      <Link href={href} tabIndex={-1} aria-hidden="true" className={imageLinkStyle}>
        <ProductImage src={product.image} name={product.SKUName} eager={eager} decorative />
      </Link>
      <div className={infoStyle}>
        <h3 className={nameStyle}>
          <Link href={href} className={linkStyle}>
            {product.SKUName}
          </Link>
        </h3>
        <span className={refStyle}>{t("webShop.product.reference", { ctn: product.ctn })}</span>
        <div className={offerStyle}>
          <Price product={product} className={css({ fontSize: { base: "md", sm: "lg" } })} />
          <StockLabel stock={offer.stock} />
        </div>
      </div>
      <div className={buyStyle}>
        <AddToCart product={product} />
      </div>
    </article>
  );
};
