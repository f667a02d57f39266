import { catalogueKeyOf, stockStateOf, type CataloguePage, type Translate } from "@proshop/core";
import { Box, Text } from "ink";
import { priceText } from "./format.ts";
import { StockText, stockLabel } from "./StockText.tsx";
import { Tone } from "./tone.tsx";

/**
 * The listing page on show (core's page of 24), one product a row: name, reference (when wide
 * enough), price in the market's currency, stock state in core's words. Only `height` rows around the cursor are drawn, so a short
 * terminal does not scroll the screen away.
 */
export const ProductList = ({
  page,
  cursor,
  focused,
  height,
  showReference,
  today,
  t,
  locale,
  currency,
}: {
  readonly page: CataloguePage;
  readonly cursor: number;
  readonly focused: boolean;
  readonly height: number;
  /** Wide terminals also show each product's reference (ctn); the detail always does. */
  readonly showReference: boolean;
  readonly today: string;
  readonly t: Translate;
  readonly locale: string;
  readonly currency?: string | undefined;
}) => {
  const first = Math.max(0, Math.min(cursor - Math.floor(height / 2), page.items.length - height));
  const shown = page.items.slice(first, first + height);
  return (
    <Box flexDirection="column">
      {shown.map((product, offset) => {
        const index = first + offset;
        const selected = index === cursor;
        const stock = stockStateOf(product, today);
        return (
          <Box key={catalogueKeyOf(product)} gap={1}>
            <Box flexGrow={1} flexShrink={1} minWidth={10}>
              <Tone inverse={focused && selected} bold={selected} wrap="truncate-end">
                {`${selected ? "›" : " "} ${product.SKUName}`}
              </Tone>
            </Box>
            {showReference ? (
              <Box width={12} flexShrink={0}>
                <Text wrap="truncate-end">{product.ctn}</Text>
              </Box>
            ) : null}
            <Box width={10} flexShrink={0} justifyContent="flex-end">
              <Text>{priceText(product.price_in_cents, t, { locale, currency })}</Text>
            </Box>
            <Box width={24} flexShrink={0}>
              <StockText stock={stock} text={stockLabel(stock, t, locale)} />
            </Box>
          </Box>
        );
      })}
    </Box>
  );
};
