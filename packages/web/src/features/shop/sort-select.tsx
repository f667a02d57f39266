import { Portal } from "@ark-ui/react/portal";
import { Select, createListCollection } from "@ark-ui/react/select";
import { SORT_OPTIONS, selectShopSortBy, sortOptionMessageId } from "@proshop/core";
import { useSelector } from "@xstate/react";
import { useMemo } from "react";
import { css } from "../../../styled-system/css";
import { useT } from "../../app/i18n.tsx";
import { useShopActor } from "../../app/services-context.tsx";

const rootStyle = css({ display: "flex", flexDirection: "column", gap: "1", minW: "52" });
const labelStyle = css({ fontSize: "sm", fontWeight: "medium" });
const triggerStyle = css({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: "2",
  h: "10",
  w: "full",
  px: "3",
  borderRadius: "md",
  borderWidth: "1px",
  borderColor: "border",
  bg: "bg",
  color: "fg",
  fontSize: "sm",
  cursor: "pointer",
});
const contentStyle = css({ bg: "bg", borderWidth: "1px", borderColor: "border", borderRadius: "md", boxShadow: "lg", py: "1", zIndex: "1100", minW: "52" });
const itemStyle = css({
  px: "3",
  py: "2",
  cursor: "pointer",
  fontSize: "sm",
  "&[data-highlighted]": { bg: "bg.muted" },
  "&[data-state=checked]": { fontWeight: "bold", color: "primary" },
});

/** The sort menu (Ark UI select) over core's `SORT_OPTIONS`; choosing one sends `shop.sort`. */
export const SortSelect = () => {
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
      <Select.Label className={labelStyle}>{t("shop.sort.label")}</Select.Label>
      <Select.Control>
        <Select.Trigger className={triggerStyle} data-testid="sort-select">
          <Select.ValueText />
          <Select.Indicator aria-hidden>▾</Select.Indicator>
        </Select.Trigger>
      </Select.Control>
      <Portal>
        <Select.Positioner>
          <Select.Content className={contentStyle}>
            {collection.items.map((item) => (
              <Select.Item key={item.value} item={item} className={itemStyle}>
                <Select.ItemText>{item.label}</Select.ItemText>
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Positioner>
      </Portal>
      <Select.HiddenSelect />
    </Select.Root>
  );
};
