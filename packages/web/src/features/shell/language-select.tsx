import { Select, createListCollection } from "@ark-ui/react/select";
import { useMemo } from "react";
import { css } from "../../../styled-system/css";
import { useI18n } from "../../app/i18n.tsx";
import { languageTriggerStyle } from "./language-trigger-style.ts";
import { SelectOptions } from "../../ui/select-options.tsx";

const listWidth = css({ minW: "40" });
const hiddenLabel = css({ srOnly: true });

/**
 * The language switcher's Ark UI select (SPEC 2, core's `languageSwitcher`): the shop config's
 * languages; choosing one changes the locale of every message. Loaded only by shops with two
 * languages or more (see language-switcher.tsx); `defaultOpen` when the light trigger shown
 * while it loaded was already clicked.
 */
export default function LanguageSelect({ defaultOpen = false }: { readonly defaultOpen?: boolean }) {
  const { t, locale, switcher, setLocale } = useI18n();
  const collection = useMemo(
    () =>
      createListCollection({
        items: switcher.languages.map((language) => ({ value: language, label: t(`navigation.language.${language}`) })),
      }),
    [switcher, t],
  );
  return (
    <Select.Root
      collection={collection}
      value={[locale]}
      defaultOpen={defaultOpen}
      onValueChange={(details) => {
        const language = details.value[0];
        if (language !== undefined) setLocale(language);
      }}
      positioning={{ placement: "bottom-end" }}
    >
      <Select.Label className={hiddenLabel}>{t("navigation.language.label")}</Select.Label>
      <Select.Control>
        <Select.Trigger className={languageTriggerStyle} data-testid="language-switcher">
          <Select.ValueText>{locale.toUpperCase()}</Select.ValueText>
          <Select.Indicator aria-hidden>▾</Select.Indicator>
        </Select.Trigger>
      </Select.Control>
      <SelectOptions collection={collection} className={listWidth} />
    </Select.Root>
  );
}
