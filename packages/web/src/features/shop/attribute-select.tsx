import { Select, createListCollection } from "@ark-ui/react/select";
import { attributeChoiceOf, attributeChoicesOf, selectAttributeFilter, type AttributeChoice } from "@proshop/core";
import { useSelector } from "@xstate/react";
import { memo, useMemo } from "react";
import { css } from "../../../styled-system/css";
import { useT } from "../../app/i18n.tsx";
import { useShopActor } from "../../app/services-context.tsx";
import { SelectOptions, selectLabelStyle, selectTriggerStyle } from "../../ui/select-options.tsx";

const rootStyle = css({ display: "flex", flexDirection: "column", gap: "1", mb: "2" });
const ALL = "all";
const OTHER = "other";

/**
 * The product type (Ark UI select) over core's attribute filter: free items, downloads,
 * products ordered offline, each with how many the category holds; sends
 * `shop.filterOnAttribute`. A filter a link set on another attribute shows as it is.
 * Nothing shows when there is neither a choice (see `useAttributeChoices`) nor a filter.
 */
export const AttributeSelect = memo(({ choices }: { readonly choices: ReadonlyArray<AttributeChoice & { readonly count: number }> }) => {
  const t = useT();
  const shop = useShopActor();
  const filter = useSelector(shop, selectAttributeFilter, (a, b) => a?.attribute === b?.attribute && a?.value === b?.value);
  const chosen = attributeChoiceOf(filter);
  // The filter in force when it is no choice here: another attribute, or none of the category's products.
  const other =
    filter === null || choices.some((choice) => choice.id === chosen?.id)
      ? null
      : chosen === undefined
        ? t("shop.attribute.other", { ...filter })
        : t(`shop.attribute.${chosen.id}`, { count: 0 });
  const collection = useMemo(
    () =>
      createListCollection({
        items: [
          { value: ALL, label: t("shop.attribute.all") },
          ...choices.map((choice) => ({ value: choice.id, label: t(`shop.attribute.${choice.id}`, { count: choice.count }) })),
          ...(other === null ? [] : [{ value: OTHER, label: other }]),
        ],
      }),
    [choices, other, t],
  );
  if (collection.items.length === 1) return null;
  return (
    <Select.Root
      className={rootStyle}
      collection={collection}
      value={[other === null ? (chosen?.id ?? ALL) : OTHER]}
      onValueChange={(details) => {
        // "All" (or the other filter, which is only listed while chosen) finds no choice: no filter.
        const choice = choices.find((c) => c.id === details.value[0]);
        shop.send({ type: "shop.filterOnAttribute", attribute: choice?.attribute ?? null, value: choice?.value ?? null });
      }}
      positioning={{ sameWidth: true }}
    >
      <Select.Label className={selectLabelStyle}>{t("shop.attribute.label")}</Select.Label>
      <Select.Control>
        <Select.Trigger className={selectTriggerStyle} data-testid="attribute-select">
          <Select.ValueText />
          <Select.Indicator aria-hidden>▾</Select.Indicator>
        </Select.Trigger>
      </Select.Control>
      <SelectOptions collection={collection} />
    </Select.Root>
  );
});

/** The product types some product of the category on show is, with their counts (core's `attributeChoicesOf`). */
export const useAttributeChoices = () => {
  const shop = useShopActor();
  const products = useSelector(shop, (snapshot) => snapshot.context.products);
  const category = useSelector(shop, (snapshot) => snapshot.context.categoryActive);
  return useMemo(() => attributeChoicesOf(products, category), [products, category]);
};
