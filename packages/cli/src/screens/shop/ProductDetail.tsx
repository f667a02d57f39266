import { activeCartLimit, bundleStatusOf, cartUnitsOfPart, stockStateOf, type CartProduct, type ShopProduct, type Translate } from "@proshop/core";
import { Box, Text } from "ink";
import { plainText, priceText } from "./format.ts";
import { StockText, stockLabel } from "./StockText.tsx";
import { Tone } from "./tone.tsx";

/**
 * One product: name, references, price, stock state, description, the limits the catalogue
 * gives it (per line, per order, per year) and its bundle's room; what the cart will judge.
 */
export const ProductDetail = ({
  product,
  lines,
  canAdd,
  today,
  t,
  locale,
  currency,
}: {
  readonly product: ShopProduct;
  readonly lines: readonly CartProduct[];
  readonly canAdd: boolean;
  readonly today: string;
  readonly t: Translate;
  readonly locale: string;
  readonly currency?: string | undefined;
}) => {
  const stock = stockStateOf(product, today);
  const perLine = activeCartLimit(product.max_order_amount);
  const perOrder = activeCartLimit(product.max_per_order);
  const perYear = activeCartLimit(product.max_per_year);
  const inCart = cartUnitsOfPart(lines, product.part_no);
  const bundle = bundleStatusOf(product.bundle_info, lines);
  const description = plainText(product.SKUDescription ?? "");
  return (
    <Box flexDirection="column">
      <Tone tone="accent" bold>
        {product.SKUName}
      </Tone>
      <Text>{t("cliShop.product.reference", { ctn: product.ctn, part_no: product.part_no })}</Text>
      <Box gap={2}>
        <Tone bold>{priceText(product.price_in_cents, t, { locale, currency })}</Tone>
        <StockText stock={stock} text={stockLabel(stock, t, locale)} wrap={false} />
      </Box>
      {product.promo === true ? <Text>{t("shop.product.promo_hint")}</Text> : null}
      {product.incomplete === true ? <Text>{t("shop.product.incomplete")}</Text> : null}
      {description === "" ? null : <Text wrap="wrap">{description}</Text>}
      {perLine === null ? null : <Text>{`- ${t("cliShop.product.per_line", { count: perLine })}`}</Text>}
      {perOrder === null ? null : <Text>{`- ${t("cliShop.product.per_order", { count: perOrder })}`}</Text>}
      {perYear === null ? null : (
        <Text>{`- ${t("cliShop.product.per_year", { count: perYear, ordered: product.ordered_this_year ?? 0 })}`}</Text>
      )}
      {bundle === null ? null : bundle.full ? (
        <Tone tone="warning">{t("shop.bundle.full")}</Tone>
      ) : bundle.roomLeft === null ? null : (
        <Text>{t("shop.bundle.room_left", { count: bundle.roomLeft })}</Text>
      )}
      {inCart > 0 ? <Text>{t("cliShop.product.in_cart", { count: inCart })}</Text> : null}
      {canAdd ? null : (
        <Text>{t(stock.state === "download_only" ? "cliShop.product.download_only" : "cliShop.product.cannot_add")}</Text>
      )}
    </Box>
  );
};
