import {
  PRESET_COLORS,
  defaultCustomization,
  readCustomization,
  writeCustomization,
  type Customization,
  type PresetColor,
  type SyncKeyValueStore,
} from "@proshop/core";
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";

// WHY not runtime.ts's store: the reporting area shares this provider and must not load the shop's runtime.
const keyValueStore = (): SyncKeyValueStore => window.localStorage;

export type Theme = "light" | "dark";
/** Same key as the inline script of index.html, which applies the theme before first paint. */
export const THEME_STORAGE_KEY = "proshop.theme";

interface ThemeState {
  readonly theme: Theme;
  readonly toggleTheme: () => void;
  /** The user's customisation (SPEC 3): theme mode, colours, radius, inputs, font, direction. */
  readonly customization: Customization;
  readonly customize: (change: Partial<Customization>) => void;
}

const ThemeContext = createContext<ThemeState | null>(null);

const initialCustomization = (): Customization => {
  let stored = defaultCustomization;
  try {
    stored = readCustomization(keyValueStore());
  } catch {
    // Storage disabled: the defaults.
  }
  // The inline script of index.html already chose the mode (stored, else the system's).
  const applied = document.documentElement.dataset["theme"];
  if (applied === "light" || applied === "dark") return { ...stored, navType: applied };
  const dark = typeof window.matchMedia === "function" && window.matchMedia("(prefers-color-scheme: dark)").matches;
  return { ...stored, navType: dark ? "dark" : "light" };
};

/** Sets a CSS variable on <html>, or removes it when the value is the default's (Panda's token stands). */
const setVar = (name: string, value: string | null): void => {
  const style = document.documentElement.style;
  if (value === null) style.removeProperty(name);
  else style.setProperty(name, value);
};

/**
 * Applies the customisation without a reload: Panda's semantic tokens switch on `data-theme`,
 * the preset and radius override their CSS variables, `data-inputs` draws inputs outlined or
 * filled (index.css), `dir` turns the layout right to left.
 */
const applyCustomization = (c: Customization): void => {
  const root = document.documentElement;
  root.dataset["theme"] = c.navType;
  root.dataset["inputs"] = c.outlinedFilled ? "outlined" : "filled";
  root.dir = c.rtlLayout ? "rtl" : "ltr";
  const preset = PRESET_COLORS[c.presetColor as PresetColor] ?? PRESET_COLORS.default;
  const custom = c.presetColor !== defaultCustomization.presetColor;
  setVar("--colors-primary", custom ? preset.primary[c.navType] : null);
  setVar("--colors-secondary", custom ? preset.secondary[c.navType] : null);
  const radius = c.borderRadius !== defaultCustomization.borderRadius;
  setVar("--radii-sm", radius ? `${c.borderRadius / 2}px` : null);
  setVar("--radii-md", radius ? `${c.borderRadius}px` : null);
  setVar("--radii-lg", radius ? `${c.borderRadius * 1.5}px` : null);
  document.body.style.fontFamily = c.fontFamily === defaultCustomization.fontFamily ? "" : c.fontFamily;
};

/** Light and dark themes and the rest of the customisation, kept in the app's key-value store. */
export const ThemeProvider = ({ children }: { readonly children: ReactNode }) => {
  const [customization, setCustomization] = useState<Customization>(initialCustomization);
  useEffect(() => {
    applyCustomization(customization);
    try {
      writeCustomization(keyValueStore(), customization);
      window.localStorage.setItem(THEME_STORAGE_KEY, customization.navType);
    } catch {
      // Storage disabled: the settings last for this tab.
    }
  }, [customization]);
  const customize = useCallback((change: Partial<Customization>) => setCustomization((current) => ({ ...current, ...change })), []);
  const toggleTheme = useCallback(
    () => setCustomization((current) => ({ ...current, navType: current.navType === "dark" ? "light" : "dark" })),
    [],
  );
  const value = useMemo(
    () => ({ theme: customization.navType, toggleTheme, customization, customize }),
    [customization, toggleTheme, customize],
  );
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
};

export const useTheme = (): ThemeState => {
  const state = useContext(ThemeContext);
  if (state === null) throw new Error("useTheme: wrap the tree in <ThemeProvider>");
  return state;
};
