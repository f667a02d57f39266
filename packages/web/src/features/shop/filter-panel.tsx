import { Checkbox } from "@ark-ui/react/checkbox";
import { selectActiveFilterCount, selectShopFilters } from "@proshop/core";
import { useSelector } from "@xstate/react";
import { memo } from "react";
import { css } from "../../../styled-system/css";
import { useT } from "../../app/i18n.tsx";
import { useShopActor } from "../../app/services-context.tsx";
import { Button } from "../../ui/button.tsx";
import { AttributeSelect, useAttributeChoices } from "./attribute-select.tsx";

const fieldsetStyle = css({ display: "flex", flexDirection: "column", gap: "2", border: "none", p: "0", m: "0" });
const legendStyle = css({ fontWeight: "semibold", fontSize: "md", mb: "2" });
const rootStyle = css({ display: "flex", alignItems: "center", gap: "2", cursor: "pointer", fontSize: "sm", py: "0.5" });
const controlStyle = css({
  w: "5",
  h: "5",
  flexShrink: 0,
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  borderWidth: "2px",
  borderColor: "border",
  borderRadius: "sm",
  bg: "bg",
  color: "primary.fg",
  "&[data-state=checked]": { bg: "primary", borderColor: "primary" },
  "&[data-focus-visible]": { outline: "2px solid", outlineColor: "primary", outlineOffset: "2px" },
});

/** One title's checkbox; memoised, so ticking one re-renders that one only (issue 38: INP). */
const FilterCheckbox = memo(({ title, count, checked }: { readonly title: string; readonly count: number; readonly checked: boolean }) => {
  const t = useT();
  const shop = useShopActor();
  return (
    <Checkbox.Root className={rootStyle} checked={checked} onCheckedChange={() => shop.send({ type: "shop.toggleFilter", title })}>
      <Checkbox.Control className={controlStyle}>
        <Checkbox.Indicator>
          <svg width="12" height="12" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3" aria-hidden="true">
            <path d="M5 12l5 5L20 7" />
          </svg>
        </Checkbox.Indicator>
      </Checkbox.Control>
      <Checkbox.Label>{t("shop.filters.option", { title, count })}</Checkbox.Label>
      <Checkbox.HiddenInput />
    </Checkbox.Root>
  );
});

/**
 * The filter panel: the product type (core's attribute filter, attribute-select.tsx), then
 * Ark UI checkboxes with the titles of the products on show and their counts, from core's
 * `filters`; ticking sends `shop.toggleFilter` (products with ANY ticked title).
 */
export const FilterPanel = memo(() => {
  const t = useT();
  const shop = useShopActor();
  const filters = useSelector(shop, selectShopFilters);
  const active = useSelector(shop, selectActiveFilterCount);
  const choices = useAttributeChoices();
  if (filters.length === 0 && choices.length === 0 && active === 0) return null;
  return (
    <fieldset className={fieldsetStyle} data-testid="filter-panel">
      <legend className={legendStyle}>{t("shop.filters.title")}</legend>
      <AttributeSelect choices={choices} />
      {filters.map((filter) => (
        <FilterCheckbox key={filter.title} title={filter.title} count={filter.count} checked={filter.checked} />
      ))}
      {active > 0 ? (
        <div>
          <p className={css({ fontSize: "xs", color: "fg.muted", mb: "1" })} aria-live="polite">
            {t("shop.filters.active", { count: active })}
          </p>
          <Button variant="ghost" size="sm" onClick={() => shop.send({ type: "shop.clearFilters" })}>
            {t("shop.filters.clear")}
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
});
