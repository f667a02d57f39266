import { SORT_OPTIONS, sortOptionMessageId, type SortBy, type Translate } from "@proshop/core";
import { Box } from "ink";
import { Tone } from "./tone.tsx";

/** The sort menu over core's `SORT_OPTIONS`; `(*)` marks the order in use. */
export const SortList = ({ cursor, current, t }: { readonly cursor: number; readonly current: SortBy | null; readonly t: Translate }) => {
  const currentId = sortOptionMessageId(current);
  return (
    <Box flexDirection="column">
      <Tone tone="accent" bold>{`▸ ${t("shop.sort.label")}`}</Tone>
      {SORT_OPTIONS.map((option, index) => {
        const id = `shop.sort.${option.id}`;
        return (
          <Tone key={option.id} inverse={index === cursor} bold={id === currentId}>
            {`${index === cursor ? "›" : " "} (${id === currentId ? "*" : " "}) ${t(id)}`}
          </Tone>
        );
      })}
    </Box>
  );
};
