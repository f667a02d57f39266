import {
  addedToCartNotification,
  bundleStatusOf,
  quantityCapOf,
  quantityToAdd,
  bundleTitleOf,
  formatFileSize,
  productOfferOf,
  selectCartAddBlock,
  selectCartLines,
  sameBundleStatus,
  type DownloadFile,
  type ShopProduct,
} from "@proshop/core";
import { useSelector } from "@xstate/react";
import { useState } from "react";
import { css } from "../../../styled-system/css";
import { useI18n, useT } from "../../app/i18n.tsx";
import { useCartActor, useNotificationBus } from "../../app/services-context.tsx";
import { sendJudged } from "../cart/send-judged.ts";
import { Button, buttonStyle } from "../../ui/button.tsx";
import { AddBlocked } from "./add-blocked.tsx";
import { QuantityInput } from "./quantity-input.tsx";
import { quantityFromText } from "./quantity.ts";
import { useCmsBundles } from "./use-cms-bundles.ts";
import { useToday } from "./use-today.ts";

const rowStyle = css({ display: "flex", flexWrap: "wrap", alignItems: "flex-end", gap: "2" });
const noteStyle = css({ fontSize: "sm", color: "fg.muted" });
const hiddenStyle = css({ srOnly: true });
const fullStyle = css({ fontSize: "sm", fontWeight: "semibold", color: "warning" });

/**
 * What a product offers (core's `productOfferOf`): quantity and "Add to cart", a download for
 * download-only material, or nothing when it cannot be ordered online (the stock label says
 * why). A bundle item also stops at "bundle full". The cart judges every other limit: a refused
 * `cart.add` leaves the cart as it was and core's explaining snackbar appears through the
 * notification bar; an accepted one gets a short confirmation once it is in the cart, which
 * says so when more was typed than can be added at once (core's `quantityToAdd`).
 */
export const AddToCart = ({ product, showBundle = false }: { readonly product: ShopProduct; readonly showBundle?: boolean }) => {
  const t = useT();
  const cart = useCartActor();
  const notifications = useNotificationBus();
  const today = useToday();
  // Only a bundle item depends on the cart's lines: the other cards stay as they are when one
  // product is added (issue 38: all 24 re-rendered their quantity field on each add).
  const bundle = useSelector(cart, (snapshot) => bundleStatusOf(product.bundle_info, selectCartLines(snapshot)), sameBundleStatus);
  const addBlock = useSelector(cart, selectCartAddBlock);
  // Only the product page names the bundle; cards in a list do not ask the content service.
  const cmsBundles = useCmsBundles(product.language, showBundle && product.bundle_info !== null && product.bundle_info !== undefined);
  const [text, setText] = useState("1");
  const offer = productOfferOf(product, today);

  if (offer.kind === "download") return <DownloadOffer file={offer.file} name={product.SKUName} />;
  if (offer.kind === "none") return null;
  // Nothing can be added for this company (its licence was refused): say why instead.
  if (addBlock !== null) return <AddBlocked violation={addBlock} detailed={showBundle} />;

  const max = quantityCapOf(offer.maxQuantity, bundle);
  const full = bundle?.full === true;
  const bundleName = product.bundle_info ? bundleTitleOf(cmsBundles, product.bundle_info.package_code) : "";

  const add = () => {
    // More than can be added at once is brought down to the maximum, and the toast says so.
    const added = quantityToAdd(quantityFromText(text), max, product, bundle);
    void sendJudged(cart, { type: "cart.add", product, quantity: added.quantity }).then((violation) => {
      // A refusal is announced by the cart itself, with core's explanation.
      if (violation !== null) return;
      notifications.publish({ notification: addedToCartNotification(product.SKUName, added) });
      setText("1");
    });
  };

  return (
    <div className={css({ display: "flex", flexDirection: "column", gap: "2" })}>
      {showBundle && product.bundle_info ? (
        <p className={noteStyle}>
          {t("webShop.product.bundle", { name: bundleName })}
          {bundle !== null && bundle.roomLeft !== null && !full ? ` · ${t("shop.bundle.room_left", { count: bundle.roomLeft })}` : ""}
        </p>
      ) : null}
      {full ? (
        <p className={fullStyle} role="status">
          {t("shop.bundle.full")}
        </p>
      ) : (
        <div className={rowStyle}>
          <QuantityInput name={product.SKUName} value={text} max={max} onChange={setText} />
          <Button onClick={add} data-testid="add-to-cart">
            {t("shop.product.add_to_cart")}
            {/* The product's name completes the button's accessible name in a list of many. */}
            <span className={hiddenStyle}> – {product.SKUName}</span>
          </Button>
        </div>
      )}
    </div>
  );
};

/** Download-only material: its document (name and size when known), never a cart control. */
const DownloadOffer = ({ file, name }: { readonly file: DownloadFile | null; readonly name: string }) => {
  const { t, locale } = useI18n();
  if (file === null) return <p className={noteStyle}>{t("webShop.download_unavailable")}</p>;
  const details =
    file.sizeBytes === null
      ? t("webShop.download_file", { file: file.fileName })
      : t("webShop.download_file_sized", { file: file.fileName, size: formatFileSize(file.sizeBytes, locale) });
  return (
    <div className={css({ display: "flex", flexDirection: "column", alignItems: "flex-start", gap: "1" })}>
      <a href={file.href} download={file.fileName} className={buttonStyle({ variant: "secondary" })} data-testid="download">
        {t("shop.product.download")}
        <span className={hiddenStyle}> – {name}</span>
      </a>
      <span className={noteStyle}>{details}</span>
    </div>
  );
};
