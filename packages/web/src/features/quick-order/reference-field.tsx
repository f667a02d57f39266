import { Combobox, createListCollection } from "@ark-ui/react/combobox";
import { Portal } from "@ark-ui/react/portal";
import { suggestProducts, type ShopProduct } from "@proshop/core";
import { useMemo } from "react";
import { css } from "../../../styled-system/css";
import { useQuickOrderT } from "./use-quick-order-t.ts";

const inputStyle = css({
  h: "10",
  w: "full",
  px: "3",
  borderRadius: "md",
  borderWidth: "1px",
  borderColor: "border",
  bg: "bg",
  color: "fg",
  fontSize: "md",
});
const listStyle = css({
  bg: "bg",
  color: "fg",
  borderWidth: "1px",
  borderColor: "border",
  borderRadius: "md",
  boxShadow: "lg",
  py: "1",
  zIndex: "1100",
  maxH: "72",
  overflowY: "auto",
  minW: "80",
});
const optionStyle = css({ px: "3", py: "2", cursor: "pointer", fontSize: "sm", "&[data-highlighted]": { bg: "bg.muted" } });
const mutedStyle = css({ color: "fg.muted" });
const hiddenLabel = css({ srOnly: true });

/**
 * A reference with completion (Ark UI combobox): as the buyer types, core's catalogue index
 * suggests products of the loaded catalogue (reference first, then name); picking one writes its
 * part number. Any text may stay: the preview says when it names no product.
 */
export const ReferenceField = ({
  line,
  value,
  products,
  onChange,
}: {
  readonly line: number;
  readonly value: string;
  readonly products: readonly ShopProduct[];
  readonly onChange: (value: string) => void;
}) => {
  const t = useQuickOrderT();
  const suggestions = useMemo(() => suggestProducts(products, value), [products, value]);
  const collection = useMemo(
    () => createListCollection({ items: suggestions, itemToValue: (product) => product.part_no, itemToString: (product) => product.part_no }),
    [suggestions],
  );
  return (
    <Combobox.Root
      collection={collection}
      inputValue={value}
      onInputValueChange={(details) => onChange(details.inputValue)}
      allowCustomValue
      selectionBehavior="replace"
      positioning={{ placement: "bottom-start" }}
    >
      <Combobox.Label className={hiddenLabel}>{t("quickOrder.entry.reference", { line })}</Combobox.Label>
      <Combobox.Control>
        <Combobox.Input className={inputStyle} autoComplete="off" spellCheck={false} data-testid={`reference-${line}`} />
      </Combobox.Control>
      <Portal>
        <Combobox.Positioner>
          <Combobox.Content className={listStyle} aria-label={t("quickOrder.entry.suggestions")}>
            {suggestions.map((product) => (
              <Combobox.Item key={product.part_no} item={product} className={optionStyle}>
                <Combobox.ItemText>
                  <strong>{product.part_no}</strong> {product.SKUName} <span className={mutedStyle}>{product.ctn}</span>
                </Combobox.ItemText>
              </Combobox.Item>
            ))}
          </Combobox.Content>
        </Combobox.Positioner>
      </Portal>
    </Combobox.Root>
  );
};
