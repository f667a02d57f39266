import { messageLocaleOf } from "@proshop/core";
import { css } from "../../../styled-system/css";
import { useReportingI18n } from "./i18n.tsx";

const selectStyle = css({ h: "9", px: "2", borderRadius: "md", borderWidth: "1px", borderColor: "border", bg: "bg", color: "fg", fontSize: "sm" });

/** The language of the area: French, Spanish, Dutch or English, each named in its own language. */
export const LanguageSelect = () => {
  const { locale, locales, setLocale, t } = useReportingI18n();
  const names: Record<string, string> = { fr: "Français", es: "Español", nl: "Nederlands", en: "English" };
  return (
    <select aria-label={t("reporting.web.language")} className={selectStyle} value={locale} onChange={(event) => setLocale(messageLocaleOf(event.target.value))}>
      {locales.map((each) => (
        <option key={each} value={each} lang={each}>
          {names[each]}
        </option>
      ))}
    </select>
  );
};
