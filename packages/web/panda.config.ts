import { defineConfig } from "@pandacss/dev";

/*
 * Design tokens of the shop (SPEC 9): light and dark palettes with a blue primary and a purple
 * secondary, and the shell's fixed dimensions. Components use the semantic tokens only
 * (`bg`, `fg`, `primary`...), so the dark theme is a matter of `data-theme="dark"` on <html>.
 */
export default defineConfig({
  preflight: true,
  include: ["./src/**/*.{ts,tsx}"],
  exclude: ["./src/**/__tests__/**"],
  outdir: "styled-system",
  jsxFramework: "react",
  conditions: {
    extend: {
      dark: '[data-theme="dark"] &',
      light: '[data-theme="light"] &',
    },
  },
  theme: {
    extend: {
      tokens: {
        colors: {
          blue: {
            50: { value: "#e3f2fd" },
            100: { value: "#bbdefb" },
            300: { value: "#64b5f6" },
            500: { value: "#1e88e5" },
            700: { value: "#1565c0" },
            900: { value: "#0d3c7a" },
          },
          purple: {
            50: { value: "#f3e5f5" },
            100: { value: "#e1bee7" },
            300: { value: "#ba68c8" },
            500: { value: "#8e24aa" },
            700: { value: "#6a1b9a" },
            900: { value: "#3d0f5c" },
          },
        },
        sizes: {
          content: { value: "1180px" },
          container: { value: "1420px" },
          header: { value: "85px" },
          topBar: { value: "48px" },
        },
        durations: {
          page: { value: "0.4s" },
          menu: { value: "0.3s" },
        },
      },
      keyframes: {
        progress: { "0%": { transform: "translateX(-100%)" }, "100%": { transform: "translateX(250%)" } },
        slideIn: { from: { transform: "translateX(100%)" }, to: { transform: "translateX(0)" } },
        slideOut: { from: { transform: "translateX(0)" }, to: { transform: "translateX(100%)" } },
        fadeIn: { from: { opacity: "0" }, to: { opacity: "1" } },
        fadeOut: { from: { opacity: "1" }, to: { opacity: "0" } },
      },
      semanticTokens: {
        colors: {
          bg: { value: { base: "#ffffff", _dark: "#121418" } },
          "bg.subtle": { value: { base: "#f5f7fa", _dark: "#1b1e24" } },
          "bg.muted": { value: { base: "#eceff4", _dark: "#262a32" } },
          fg: { value: { base: "#1a1d23", _dark: "#e8eaed" } },
          "fg.muted": { value: { base: "#5a6270", _dark: "#a5adba" } },
          border: { value: { base: "#d5dae1", _dark: "#3a3f48" } },
          primary: { value: { base: "{colors.blue.700}", _dark: "{colors.blue.300}" } },
          "primary.fg": { value: { base: "#ffffff", _dark: "#0b1a2e" } },
          "primary.subtle": { value: { base: "{colors.blue.50}", _dark: "#13263d" } },
          secondary: { value: { base: "{colors.purple.700}", _dark: "{colors.purple.300}" } },
          "secondary.fg": { value: { base: "#ffffff", _dark: "#1d0829" } },
          "secondary.subtle": { value: { base: "{colors.purple.50}", _dark: "#2a1436" } },
          success: { value: { base: "#2e7d32", _dark: "#81c784" } },
          "success.subtle": { value: { base: "#e8f5e9", _dark: "#16301a" } },
          warning: { value: { base: "#a15c00", _dark: "#ffb74d" } },
          "warning.subtle": { value: { base: "#fff3e0", _dark: "#3a2a10" } },
          error: { value: { base: "#c62828", _dark: "#ef9a9a" } },
          "error.subtle": { value: { base: "#ffebee", _dark: "#3b1618" } },
          info: { value: { base: "#0277bd", _dark: "#81d4fa" } },
          "info.subtle": { value: { base: "#e1f5fe", _dark: "#0f2a3a" } },
          focus: { value: { base: "{colors.blue.500}", _dark: "{colors.blue.300}" } },
        },
      },
    },
  },
  globalCss: {
    "html, body": { bg: "bg", color: "fg", fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
    // What the page scrolls to (a focused field, a message, an in-page link) stops below the sticky header, not under it.
    html: { scrollPaddingTop: "calc(token(sizes.header) + 16px)" },
    // Focus must always be visible (accessibility); mouse clicks do not show the ring.
    ":focus-visible": { outline: "3px solid", outlineColor: "focus", outlineOffset: "2px" },
    a: { color: "primary" },
  },
});
