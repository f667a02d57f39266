import { Portal } from "@ark-ui/react/portal";
import { Select, createListCollection } from "@ark-ui/react/select";
import { useMemo } from "react";
import { css } from "../../../styled-system/css";
import { useI18n } from "../../app/i18n.tsx";

const triggerStyle = css({
  display: "inline-flex",
  alignItems: "center",
  gap: "1",
  h: "9",
  px: "2",
  borderRadius: "md",
  borderWidth: "1px",
  borderColor: "border",
  bg: "bg",
  color: "fg",
  fontSize: "sm",
  cursor: "pointer",
});
const contentStyle = css({ bg: "bg", borderWidth: "1px", borderColor: "border", borderRadius: "md", boxShadow: "lg", py: "1", zIndex: "1100", minW: "40" });
const itemStyle = css({
  px: "3",
  py: "2",
  cursor: "pointer",
  fontSize: "sm",
  "&[data-highlighted]": { bg: "bg.muted" },
  "&[data-state=checked]": { fontWeight: "bold", color: "primary" },
});
const hiddenLabel = css({ srOnly: true });

/**
 * The language switcher (SPEC 2, core's `languageSwitcher`): the shop config's languages,
 * hidden when there are fewer than two; choosing one changes the locale of every message.
 */
export const LanguageSwitcher = () => {
  const { t, locale, switcher, setLocale } = useI18n();
  const collection = useMemo(
    () =>
      createListCollection({
        items: switcher.languages.map((language) => ({ value: language, label: t(`navigation.language.${language}`) })),
      }),
    [switcher, t],
  );
  if (!switcher.visible) return null;
  return (
    <Select.Root
      collection={collection}
      value={[locale]}
      onValueChange={(details) => {
        const language = details.value[0];
        if (language !== undefined) setLocale(language);
      }}
      positioning={{ placement: "bottom-end" }}
    >
      <Select.Label className={hiddenLabel}>{t("navigation.language.label")}</Select.Label>
      <Select.Control>
        <Select.Trigger className={triggerStyle} data-testid="language-switcher">
          <Select.ValueText>{locale.toUpperCase()}</Select.ValueText>
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
