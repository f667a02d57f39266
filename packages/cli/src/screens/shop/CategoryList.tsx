import type { Translate } from "@proshop/core";
import { Box, Text } from "ink";
import type { CategoryEntry } from "./keys.ts";
import { Tone } from "./tone.tsx";

/** The category column: "All products" then the shop's categories; the cursor's one is on show. */
export const CategoryList = ({
  entries,
  cursor,
  focused,
  emptyMessage,
  t,
}: {
  readonly entries: readonly CategoryEntry[];
  readonly cursor: number;
  readonly focused: boolean;
  readonly emptyMessage: string | null;
  readonly t: Translate;
}) => (
  <Box flexDirection="column">
    <Tone tone="accent" bold={focused}>{`${focused ? "▸ " : "  "}${t("shop.categories.title")}`}</Tone>
    {entries.map((entry, index) => (
      <Tone key={`${String(entry.selector)}-${index}`} inverse={focused && index === cursor} bold={index === cursor}>
        {`${index === cursor ? "› " : "  "}${"  ".repeat(entry.depth)}${entry.label}`}
      </Tone>
    ))}
    {emptyMessage === null ? null : <Text>{emptyMessage}</Text>}
  </Box>
);
