import type { ShopFilter, Translate } from "@proshop/core";
import { Box, Text } from "ink";
import { Tone } from "./tone.tsx";

/** The filter panel: core's titles of the products on show with their counts, ticked or not. */
export const FilterList = ({ filters, cursor, t }: { readonly filters: readonly ShopFilter[]; readonly cursor: number; readonly t: Translate }) => {
  const checked = filters.filter((f) => f.checked).length;
  return (
    <Box flexDirection="column">
      <Tone tone="accent" bold>{`▸ ${t("shop.filters.title")}`}</Tone>
      {filters.map((filter, index) => (
        <Tone key={filter.title} inverse={index === cursor} bold={filter.checked}>
          {`${index === cursor ? "›" : " "} [${filter.checked ? "x" : " "}] ${t("shop.filters.option", { title: filter.title, count: filter.count })}`}
        </Tone>
      ))}
      {checked > 0 ? <Text>{t("shop.filters.active", { count: checked })}</Text> : null}
    </Box>
  );
};
