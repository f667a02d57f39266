import { bundleContentsOf, productPath, type BundleContent } from "@proshop/core";
import { useSelector } from "@xstate/react";
import { useId, useMemo } from "react";
import { Link } from "wouter";
import { css } from "../../../styled-system/css";
import { useT } from "../../app/i18n.tsx";
import { useShopActor } from "../../app/services-context.tsx";
import { safeInnerHtml } from "../../ui/safe-html.ts";
import { ProductImage } from "./product-image.tsx";
import { useCmsBundles } from "./use-cms-bundles.ts";

const listStyle = css({
  listStyle: "none",
  m: "0",
  p: "0",
  mb: "6",
  display: "grid",
  gap: "4",
  gridTemplateColumns: { base: "1fr", md: "repeat(2, minmax(0, 1fr))" },
});
const bundleStyle = css({
  display: "grid",
  gridTemplateColumns: { base: "72px minmax(0, 1fr)", sm: "120px minmax(0, 1fr)" },
  alignItems: "start",
  gap: "4",
  p: "4",
  h: "full",
  borderWidth: "1px",
  borderColor: "border",
  borderRadius: "lg",
  bg: "bg.subtle",
});
const titleStyle = css({ fontSize: "lg", fontWeight: "semibold", m: "0", mb: "2" });
const descriptionStyle = css({ fontSize: "sm", lineHeight: "1.6", "& p": { mb: "2" }, "& a": { color: "primary", textDecoration: "underline" } });
const contentsTitleStyle = css({ fontSize: "sm", fontWeight: "semibold", mt: "2", mb: "1" });
const itemsStyle = css({ fontSize: "sm", pl: "5", listStyleType: "disc", "& a": { color: "primary", _hover: { textDecoration: "underline" } } });

/**
 * The bundles of the Packs listing as the content service describes them (title, picture,
 * rich-text description) with what is inside each: links to its items, which the grid below
 * offers to the cart. Until the texts arrive a bundle is named by its package code.
 */
export const BundleOverview = () => {
  const shop = useShopActor();
  const products = useSelector(shop, (snapshot) => snapshot.context.products);
  const language = products.find((product) => product.bundle_info)?.language ?? "";
  const texts = useCmsBundles(language, language !== "");
  const bundles = useMemo(() => bundleContentsOf(products, texts), [products, texts]);
  if (bundles.length === 0) return null;
  return (
    <ul className={listStyle} data-testid="bundle-overview">
      {bundles.map((bundle) => (
        <li key={bundle.package_code}>
          <BundleTile bundle={bundle} />
        </li>
      ))}
    </ul>
  );
};

const BundleTile = ({ bundle }: { readonly bundle: BundleContent }) => {
  const t = useT();
  const titleId = useId();
  const contentsId = useId();
  return (
    <section className={bundleStyle} aria-labelledby={titleId}>
      <ProductImage src={bundle.image} name={bundle.title} shape="wide" decorative />
      <div>
        <h2 id={titleId} className={titleStyle}>
          {bundle.title}
        </h2>
        {bundle.description ? <div className={descriptionStyle} dangerouslySetInnerHTML={safeInnerHtml(bundle.description)} /> : null}
        <h3 id={contentsId} className={contentsTitleStyle}>
          {t("webShop.bundle.contents")}
        </h3>
        <ul className={itemsStyle} aria-labelledby={contentsId}>
          {bundle.items.map((item) => (
            <li key={item.part_no}>
              <Link href={productPath(item.ctn, item.category)}>{item.SKUName}</Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
};
