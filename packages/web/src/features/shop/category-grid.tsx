import { categoryPath, selectHomeCategories, selectNoCategoriesMessage, selectShopStatus } from "@proshop/core";
import { useSelector } from "@xstate/react";
import { Link } from "wouter";
import { css } from "../../../styled-system/css";
import { useT } from "../../app/i18n.tsx";
import { useShopActor } from "../../app/services-context.tsx";
import { ProductImage } from "./product-image.tsx";
import { ShopEmpty, ShopLoading } from "./shop-status.tsx";

const gridStyle = css({
  listStyle: "none",
  m: "0",
  p: "0",
  display: "grid",
  gap: "4",
  gridTemplateColumns: { base: "repeat(2, minmax(0, 1fr))", md: "repeat(3, minmax(0, 1fr))" },
});
const tileStyle = css({
  display: "flex",
  flexDirection: "column",
  gap: "3",
  p: "4",
  h: "full",
  borderWidth: "1px",
  borderColor: "border",
  borderRadius: "lg",
  bg: "bg",
  color: "fg",
  textDecoration: "none",
  transition: "box-shadow 0.15s, border-color 0.15s",
  _hover: { boxShadow: "md", borderColor: "primary" },
});
const allTileStyle = css({ bg: "primary.subtle" });
const nameStyle = css({ fontSize: "lg", fontWeight: "semibold" });
const descriptionStyle = css({ fontSize: "sm", color: "fg.muted" });
const introStyle = css({ color: "fg.muted", mb: "6" });

/**
 * The shop home: one tile per top-level category (core's `selectHomeCategories`) and one for all
 * products; "No categories could be fetched" when loading ended without any.
 */
export const CategoryGrid = () => {
  const t = useT();
  const shop = useShopActor();
  const status = useSelector(shop, selectShopStatus);
  const categories = useSelector(shop, selectHomeCategories);
  const noCategories = useSelector(shop, selectNoCategoriesMessage);
  if (noCategories !== null) return <ShopEmpty messageId={noCategories} />;
  if (categories.length === 0 && status !== "ready") return <ShopLoading />;
  return (
    <>
      <p className={introStyle}>{t("webShop.home.intro")}</p>
      <ul className={gridStyle} aria-label={t("shop.categories.title")} data-testid="category-grid">
        {categories.map((category, index) => (
          <li key={String(category.id)}>
            <Link href={categoryPath(category)} className={tileStyle}>
              <ProductImage src={category.image} name={category.name} eager={index < 3} afterFirstPaint decorative shape="wide" />
              <span className={nameStyle}>{category.name}</span>
              {category.description ? <span className={descriptionStyle}>{category.description}</span> : null}
            </Link>
          </li>
        ))}
        <li>
          <Link href="/c-p" className={`${tileStyle} ${allTileStyle}`}>
            <span className={nameStyle}>{t("shop.categories.all")}</span>
            <span className={descriptionStyle}>{t("webShop.home.all_hint")}</span>
          </Link>
        </li>
      </ul>
    </>
  );
};
