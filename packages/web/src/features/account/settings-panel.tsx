import { ACCOUNT_SETTINGS_ANCHOR, BORDER_RADIUS_RANGE, FONT_FAMILIES, PRESET_COLORS, PRESET_COLOR_IDS } from "@proshop/core";
import { useId } from "react";
import { css } from "../../../styled-system/css";
import { useT } from "../../app/i18n.tsx";
import { useTheme } from "../../app/theme.tsx";
import { useHashTarget } from "../../ui/use-hash-target.ts";

const panelStyle = css({ borderWidth: "1px", borderColor: "border", borderRadius: "md", p: "5", mt: "8", bg: "bg.subtle", _focus: { outline: "none" } });
const titleStyle = css({ fontSize: "xl", fontWeight: "bold", mb: "4" });
const gridStyle = css({ display: "grid", gridTemplateColumns: { base: "1fr", md: "1fr 1fr" }, gap: "5" });
const groupStyle = css({ display: "flex", flexDirection: "column", gap: "2", border: "none", p: 0, m: 0, "& legend": { fontWeight: "semibold", mb: "1" } });
const optionStyle = css({ display: "flex", alignItems: "center", gap: "2" });
const selectStyle = css({ borderWidth: "1px", borderColor: "border", borderRadius: "md", px: "2", py: "1.5", bg: "bg", color: "fg" });
const swatchStyle = css({ display: "inline-block", w: "4", h: "4", borderRadius: "full", borderWidth: "1px", borderColor: "border" });
const noteStyle = css({ mt: "4", color: "fg.muted", fontSize: "sm" });

/**
 * The customisation settings (SPEC 3 entity, SPEC 9 theme) on the account page: theme mode,
 * colour preset, corner radius, outlined or filled inputs, font, right-to-left. Each change
 * applies at once and is kept in this browser (app/theme.tsx). Loaded with the account page only.
 */
export default function SettingsPanel() {
  const t = useT();
  const { customization: c, customize } = useTheme();
  const id = useId();
  // The account area's "display settings" link (`#settings`) lands here.
  const target = useHashTarget<HTMLElement>(ACCOUNT_SETTINGS_ANCHOR);
  return (
    <section ref={target} id={ACCOUNT_SETTINGS_ANCHOR} tabIndex={-1} className={panelStyle} aria-labelledby={`${id}-title`} data-testid="settings-panel">
      <h2 id={`${id}-title`} className={titleStyle}>
        {t("web.settings.title")}
      </h2>
      <div className={gridStyle}>
        <fieldset className={groupStyle}>
          <legend>{t("web.settings.mode")}</legend>
          {(["light", "dark"] as const).map((mode) => (
            <label key={mode} className={optionStyle}>
              <input type="radio" name={`${id}-mode`} checked={c.navType === mode} onChange={() => customize({ navType: mode })} />
              {t(`web.settings.${mode}`)}
            </label>
          ))}
        </fieldset>
        <fieldset className={groupStyle}>
          <legend>{t("web.settings.preset")}</legend>
          {PRESET_COLOR_IDS.map((preset) => (
            <label key={preset} className={optionStyle}>
              <input type="radio" name={`${id}-preset`} checked={c.presetColor === preset} onChange={() => customize({ presetColor: preset })} />
              <span
                className={swatchStyle}
                style={{ background: `linear-gradient(135deg, ${PRESET_COLORS[preset].primary[c.navType]} 50%, ${PRESET_COLORS[preset].secondary[c.navType]} 50%)` }}
                aria-hidden="true"
              />
              {t(`web.settings.preset_${preset}`)}
            </label>
          ))}
        </fieldset>
        <fieldset className={groupStyle}>
          <legend>{t("web.settings.inputs")}</legend>
          {([true, false] as const).map((outlined) => (
            <label key={String(outlined)} className={optionStyle}>
              <input type="radio" name={`${id}-inputs`} checked={c.outlinedFilled === outlined} onChange={() => customize({ outlinedFilled: outlined })} />
              {t(outlined ? "web.settings.outlined" : "web.settings.filled")}
            </label>
          ))}
        </fieldset>
        <div className={groupStyle}>
          <label className={groupStyle}>
            {t("web.settings.radius", { px: c.borderRadius })}
            <input
              type="range"
              min={BORDER_RADIUS_RANGE.min}
              max={BORDER_RADIUS_RANGE.max}
              value={c.borderRadius}
              onChange={(event) => customize({ borderRadius: Number(event.target.value) })}
            />
          </label>
          <label className={groupStyle}>
            {t("web.settings.font")}
            <select className={selectStyle} value={c.fontFamily} onChange={(event) => customize({ fontFamily: event.target.value })}>
              {FONT_FAMILIES.map((font) => (
                <option key={font} value={font}>
                  {font.split(",")[0]!.replace(/'/g, "")}
                </option>
              ))}
            </select>
          </label>
          <label className={optionStyle}>
            <input type="checkbox" checked={c.rtlLayout} onChange={(event) => customize({ rtlLayout: event.target.checked })} />
            {t("web.settings.rtl")}
          </label>
        </div>
      </div>
      <p className={noteStyle}>{t("web.settings.saved")}</p>
    </section>
  );
}
