import { lazy, Suspense, useState } from "react";
import { useI18n } from "../../app/i18n.tsx";
import { languageTriggerStyle } from "./language-trigger-style.ts";

// WHY lazy: Ark's select (with its positioning and collection code) is only needed by shops
// with two languages or more; one-language shops never load it.
const LanguageSelect = lazy(() => import("./language-select.tsx"));

/**
 * The language switcher (SPEC 2, core's `languageSwitcher`): the shop config's languages,
 * hidden when there are fewer than two. Until the select has loaded, a trigger that looks the
 * same stands in; a click on it opens the select as soon as it is there.
 */
export const LanguageSwitcher = () => {
  const { switcher } = useI18n();
  const [openRequested, setOpenRequested] = useState(false);
  if (!switcher.visible) return null;
  return (
    <Suspense fallback={<LoadingTrigger onOpen={() => setOpenRequested(true)} />}>
      <LanguageSelect defaultOpen={openRequested} />
    </Suspense>
  );
};

const LoadingTrigger = ({ onOpen }: { readonly onOpen: () => void }) => {
  const { t, locale } = useI18n();
  return (
    <button type="button" className={languageTriggerStyle} aria-label={t("navigation.language.label")} aria-haspopup="listbox" onClick={onOpen} data-testid="language-switcher">
      <span>{locale.toUpperCase()}</span>
      <span aria-hidden>▾</span>
    </button>
  );
};
