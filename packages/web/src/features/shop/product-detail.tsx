import { categoryPath, findCategory, productOfferOf, selectProductByCtn, selectRelatedProducts, selectShopError, selectShopStatus, type ShopProduct } from "@proshop/core";
import { useSelector } from "@xstate/react";
import { Link } from "wouter";
import { css } from "../../../styled-system/css";
import { useT } from "../../app/i18n.tsx";
import { useShopActor } from "../../app/services-context.tsx";
import { Page } from "../../ui/page.tsx";
import { AddToCart } from "./add-to-cart.tsx";
import { Price } from "./price.tsx";
import { ProductGrid } from "./product-grid.tsx";
import { ProductImage } from "./product-image.tsx";
import { ProductTabs } from "./product-tabs.tsx";
import { ShopEmpty, ShopFailed, ShopLoading } from "./shop-status.tsx";
import { StockLabel } from "./stock-label.tsx";
import { useToday } from "./use-today.ts";

const layoutStyle = css({ display: "grid", gap: { base: "6", md: "10" }, gridTemplateColumns: { base: "1fr", md: "minmax(0, 5fr) minmax(0, 6fr)" }, alignItems: "start" });
const infoStyle = css({ display: "flex", flexDirection: "column", gap: "4" });
const refStyle = css({ fontSize: "sm", color: "fg.muted" });
const noteStyle = css({ fontSize: "sm", color: "fg.muted", bg: "bg.subtle", p: "3", borderRadius: "md" });
const backStyle = css({ display: "inline-block", mt: "10", fontSize: "sm", color: "primary", textDecoration: "underline" });
const sectionTitleStyle = css({ fontSize: "xl", fontWeight: "bold", mt: "12", mb: "4" });

const EMPTY: readonly ShopProduct[] = [];

/** The page of one product, found by its ctn in the loaded catalogue (core's `selectProductByCtn`). */
export const ProductDetail = ({ ctn, category }: { readonly ctn: string; readonly category?: { readonly link: string; readonly id: string } }) => {
  const t = useT();
  const shop = useShopActor();
  const status = useSelector(shop, selectShopStatus);
  const error = useSelector(shop, selectShopError);
  const product = useSelector(shop, (snapshot) => selectProductByCtn(snapshot, ctn));
  const related = useSelector(
    shop,
    (snapshot) => (product === undefined ? EMPTY : selectRelatedProducts(snapshot, product)),
    (a, b) => a.length === b.length && a.every((p, i) => p === b[i]),
  );

  if (product === undefined) {
    const body =
      status === "failed" && error !== null ? (
        <ShopFailed messageId={error} />
      ) : status === "ready" ? (
        <ShopEmpty messageId="webShop.product.not_found" />
      ) : (
        <ShopLoading />
      );
    return (
      <Page title={t("web.pages.product")}>
        {body}
        <BackLink category={category} />
      </Page>
    );
  }
  return (
    <Page title={product.SKUName}>
      <ProductBody product={product} />
      {related.length === 0 ? null : (
        <section aria-labelledby="related-products">
          <h2 id="related-products" className={sectionTitleStyle}>
            {t("shop.product.related")}
          </h2>
          <ProductGrid products={related} />
        </section>
      )}
      <BackLink category={category} />
    </Page>
  );
};

/** Back to the list the product was opened from: its category when the address names one, else all products. */
const BackLink = ({ category }: { readonly category: { readonly link: string; readonly id: string } | undefined }) => {
  const t = useT();
  const shop = useShopActor();
  const known = useSelector(shop, (snapshot) => (category === undefined ? undefined : findCategory(snapshot.context.categories, category.id)));
  return category === undefined ? (
    <Link href="/c-p" className={backStyle}>
      {t("webShop.product.back")}
    </Link>
  ) : (
    <Link href={categoryPath(category)} className={backStyle}>
      {t("webShop.product.back_to", { name: known?.name ?? category.link })}
    </Link>
  );
};

const ProductBody = ({ product }: { readonly product: ShopProduct }) => {
  const t = useT();
  const today = useToday();
  const offer = productOfferOf(product, today);
  return (
    <>
      <div className={layoutStyle} data-testid="product-detail" data-ctn={product.ctn}>
        <ProductImage src={product.image} name={product.SKUName} eager className={css({ maxW: "md", mx: { base: "auto", md: "0" } })} />
        <div className={infoStyle}>
          <span className={refStyle}>{t("webShop.product.reference", { ctn: product.ctn })}</span>
          <Price product={product} className={css({ fontSize: "2xl" })} />
          <StockLabel stock={offer.stock} />
          {product.incomplete === true ? <p className={noteStyle}>{t("shop.product.incomplete")}</p> : null}
          {product.promo === true ? <p className={noteStyle}>{t("shop.product.promo_hint")}</p> : null}
          <AddToCart product={product} showBundle />
        </div>
      </div>
      <ProductTabs product={product} />
    </>
  );
};
