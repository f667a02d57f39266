import type { SyncKeyValueStore } from "../services/storage.ts";
import type { Customization } from "./customisation.ts";
import { CUSTOMIZATION_FIELD_CHECKS, defaultCustomization } from "./customisation-values.ts";

/*
 * The user's customisation (SPEC 3 entity, SPEC 9 theme), kept per browser in the app's
 * key-value store: read leniently (a stored value from an older version, or a hand-edited one,
 * falls back field by field to the defaults), written whole.
 */

/** Where the customisation lives in the key-value store. */
export const CUSTOMIZATION_STORAGE_KEY = "proshop.customization";

/** Colour presets of the theme: the primary and secondary of each, light and dark (SPEC 9: blue and purple by default). */
export const PRESET_COLORS = {
  default: { primary: { light: "#1565c0", dark: "#64b5f6" }, secondary: { light: "#6a1b9a", dark: "#ba68c8" } },
  teal: { primary: { light: "#00695c", dark: "#4db6ac" }, secondary: { light: "#ad1457", dark: "#f48fb1" } },
  indigo: { primary: { light: "#283593", dark: "#9fa8da" }, secondary: { light: "#c62828", dark: "#ef9a9a" } },
  orange: { primary: { light: "#b34700", dark: "#ffb74d" }, secondary: { light: "#4527a0", dark: "#b39ddb" } },
} as const;
export type PresetColor = keyof typeof PRESET_COLORS;
export const PRESET_COLOR_IDS = Object.keys(PRESET_COLORS) as PresetColor[];

/** Fonts one may pick (CSS font-family values). */
export const FONT_FAMILIES = ["'Roboto', sans-serif", "'Inter', sans-serif", "'Poppins', sans-serif", "system-ui, sans-serif"] as const;

/** Corner radius bounds of the settings' slider, in px. */
export const BORDER_RADIUS_RANGE = { min: 0, max: 24 } as const;

/** SPEC 9: how many orders the order list shows per page, and the choices. */
export const ORDERS_PER_PAGE_OPTIONS = [5, 10, 25, 50] as const;
export const DEFAULT_ORDERS_PER_PAGE = 10;
export const ORDERS_PER_PAGE_STORAGE_KEY = "proshop.ordersPerPage";

const decodeField = <K extends keyof Customization>(key: K, value: unknown): Customization[K] =>
  CUSTOMIZATION_FIELD_CHECKS[key](value) ? (value as Customization[K]) : defaultCustomization[key];

/** Makes a stored or chosen value safe: known preset, radius within bounds, known font. */
export const normaliseCustomization = (value: unknown): Customization => {
  const record = typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
  const merged = Object.fromEntries(
    (Object.keys(defaultCustomization) as (keyof Customization)[]).map((key) => [key, decodeField(key, record[key])]),
  ) as Customization;
  return {
    ...merged,
    presetColor: merged.presetColor in PRESET_COLORS ? merged.presetColor : defaultCustomization.presetColor,
    borderRadius: Math.min(BORDER_RADIUS_RANGE.max, Math.max(BORDER_RADIUS_RANGE.min, Math.round(merged.borderRadius))),
    fontFamily: (FONT_FAMILIES as readonly string[]).includes(merged.fontFamily) ? merged.fontFamily : defaultCustomization.fontFamily,
  };
};

export const readCustomization = (store: SyncKeyValueStore): Customization => {
  const raw = store.getItem(CUSTOMIZATION_STORAGE_KEY);
  if (raw === null) return defaultCustomization;
  try {
    return normaliseCustomization(JSON.parse(raw));
  } catch {
    return defaultCustomization;
  }
};

export const writeCustomization = (store: SyncKeyValueStore, customization: Customization): void =>
  store.setItem(CUSTOMIZATION_STORAGE_KEY, JSON.stringify(normaliseCustomization(customization)));

/** The orders-per-page setting of the order list: one of the options, else the default. */
export const readOrdersPerPage = (store: SyncKeyValueStore): number => {
  const value = Number(store.getItem(ORDERS_PER_PAGE_STORAGE_KEY));
  return (ORDERS_PER_PAGE_OPTIONS as readonly number[]).includes(value) ? value : DEFAULT_ORDERS_PER_PAGE;
};

export const writeOrdersPerPage = (store: SyncKeyValueStore, value: number): void =>
  store.setItem(ORDERS_PER_PAGE_STORAGE_KEY, String((ORDERS_PER_PAGE_OPTIONS as readonly number[]).includes(value) ? value : DEFAULT_ORDERS_PER_PAGE));
