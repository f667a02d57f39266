import type { ShopProduct, Translate } from "@proshop/core";
import { Box, Text } from "ink";
import { money } from "../../output/market-money.ts";
import { priceText } from "./format.ts";
import { Tone } from "./tone.tsx";

/** "Add to the cart": the quantity with its bounds and what it comes to; the cart judges the rest. */
export const QuantityPrompt = ({
  product,
  quantity,
  max,
  t,
  locale,
  currency,
}: {
  readonly product: ShopProduct;
  readonly quantity: number;
  readonly max: number;
  readonly t: Translate;
  readonly locale: string;
  readonly currency?: string | undefined;
}) => (
  <Box flexDirection="column" borderStyle="single" paddingX={1}>
    <Tone tone="accent" bold>
      {t("cliShop.quantity.title", { product: product.SKUName })}
    </Tone>
    <Text>
      {`${t("cliShop.quantity.value", { quantity, max })}  ${priceText(product.price_in_cents, t, { locale, currency })} × ${quantity} = ${money({ locale, currency }, product.price_in_cents * quantity)}`}
    </Text>
  </Box>
);
