import { Select, createListCollection } from "@ark-ui/react/select";
import { SORT_OPTIONS, selectShopSortBy, sortOptionMessageId } from "@proshop/core";
import { useSelector } from "@xstate/react";
import { memo, useMemo } from "react";
import { css } from "../../../styled-system/css";
import { useT } from "../../app/i18n.tsx";
import { useShopActor } from "../../app/services-context.tsx";
import { SelectOptions, selectLabelStyle, selectTriggerStyle } from "../../ui/select-options.tsx";

const listWidth = css({ minW: "52" });
const rootStyle = css({ display: "flex", flexDirection: "column", gap: "1", minW: "52" });

/** The sort menu (Ark UI select) over core's `SORT_OPTIONS`; choosing one sends `shop.sort`. */
export const SortSelect = memo(() => {
  const t = useT();
  const shop = useShopActor();
  const sortBy = useSelector(shop, selectShopSortBy);
  const collection = useMemo(
    () => createListCollection({ items: SORT_OPTIONS.map((option) => ({ value: option.id, label: t(`shop.sort.${option.id}`) })) }),
    [t],
  );
  const current = sortOptionMessageId(sortBy).slice("shop.sort.".length);
  return (
    <Select.Root
      className={rootStyle}
      collection={collection}
      value={[current]}
      onValueChange={(details) => {
        const option = SORT_OPTIONS.find((o) => o.id === details.value[0]);
        if (option !== undefined) shop.send({ type: "shop.sort", sortBy: option.sortBy });
      }}
      positioning={{ placement: "bottom-end", sameWidth: true }}
    >
      <Select.Label className={selectLabelStyle}>{t("shop.sort.label")}</Select.Label>
      <Select.Control>
        <Select.Trigger className={selectTriggerStyle} data-testid="sort-select">
          <Select.ValueText />
          <Select.Indicator aria-hidden>▾</Select.Indicator>
        </Select.Trigger>
      </Select.Control>
      <SelectOptions collection={collection} className={listWidth} />
    </Select.Root>
  );
});
