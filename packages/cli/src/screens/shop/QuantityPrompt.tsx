import { formatEuros, type ShopProduct, type Translate } from "@proshop/core";
import { Box, Text } from "ink";
import { priceText } from "./format.ts";
import { Tone } from "./tone.tsx";

/** "Add to the cart": the quantity with its bounds and what it comes to; the cart judges the rest. */
export const QuantityPrompt = ({
  product,
  quantity,
  max,
  t,
  locale,
}: {
  readonly product: ShopProduct;
  readonly quantity: number;
  readonly max: number;
  readonly t: Translate;
  readonly locale: string;
}) => (
  <Box flexDirection="column" borderStyle="single" paddingX={1}>
    <Tone tone="accent" bold>
      {t("cliShop.quantity.title", { product: product.SKUName })}
    </Tone>
    <Text>
      {`${t("cliShop.quantity.value", { quantity, max })}  ${priceText(product.price_in_cents, t, locale)} × ${quantity} = ${formatEuros(product.price_in_cents * quantity, locale)}`}
    </Text>
  </Box>
);
