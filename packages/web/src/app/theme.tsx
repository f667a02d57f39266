import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";

export type Theme = "light" | "dark";
/** Same key as the inline script of index.html, which applies the theme before first paint. */
export const THEME_STORAGE_KEY = "proshop.theme";

interface ThemeState {
  readonly theme: Theme;
  readonly toggleTheme: () => void;
}

const ThemeContext = createContext<ThemeState | null>(null);

const initialTheme = (): Theme => {
  const applied = document.documentElement.dataset["theme"];
  if (applied === "light" || applied === "dark") return applied;
  return typeof window.matchMedia === "function" && window.matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light";
};

/** Light and dark themes: Panda's semantic tokens switch on `data-theme` of <html>. */
export const ThemeProvider = ({ children }: { readonly children: ReactNode }) => {
  const [theme, setTheme] = useState<Theme>(initialTheme);
  useEffect(() => {
    document.documentElement.dataset["theme"] = theme;
    try {
      window.localStorage.setItem(THEME_STORAGE_KEY, theme);
    } catch {
      // Storage disabled: the theme lasts for this tab.
    }
  }, [theme]);
  const toggleTheme = useCallback(() => setTheme((current) => (current === "dark" ? "light" : "dark")), []);
  const value = useMemo(() => ({ theme, toggleTheme }), [theme, toggleTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
};

export const useTheme = (): ThemeState => {
  const state = useContext(ThemeContext);
  if (state === null) throw new Error("useTheme: wrap the tree in <ThemeProvider>");
  return state;
};
