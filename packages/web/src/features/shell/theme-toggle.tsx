import { useT } from "../../app/i18n.tsx";
import { useTheme } from "../../app/theme.tsx";
import { Button } from "../../ui/button.tsx";
import { MoonIcon, SunIcon } from "./icons.tsx";

/** Light/dark switch; the label says what pressing it does. */
export const ThemeToggle = () => {
  const { theme, toggleTheme } = useTheme();
  const t = useT();
  const label = t(theme === "dark" ? "web.theme.to_light" : "web.theme.to_dark");
  return (
    <Button variant="ghost" size="icon" onClick={toggleTheme} aria-label={label} title={label} data-testid="theme-toggle">
      {theme === "dark" ? <SunIcon /> : <MoonIcon />}
    </Button>
  );
};
