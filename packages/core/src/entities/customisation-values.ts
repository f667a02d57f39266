/*
 * customisation.ts's defaults and a check of each field without Effect's Schema: the web reads
 * the stored customisation before its first paint and must not load Schema for it (issue 18).
 * customisation.ts re-exports them beside the schema; a test checks the checks against it.
 */

import type { Customization } from "./customisation.ts";

/** Defaults: French (the shop's first language), light theme, 8 px radius, outlined inputs. */
export const defaultCustomization: Customization = {
  locale: "fr",
  localeDefault: "fr",
  navType: "light",
  borderRadius: 8,
  outlinedFilled: true,
  presetColor: "default",
  fontFamily: "'Roboto', sans-serif",
  rtlLayout: false,
  isOpen: [],
  opened: false,
};

const isString = (value: unknown): value is string => typeof value === "string";
const isBoolean = (value: unknown): value is boolean => typeof value === "boolean";

/** Whether a value fits each field of the `Customization` schema (the same answers as `Schema.is` of the field). */
export const CUSTOMIZATION_FIELD_CHECKS: { readonly [K in keyof Customization]: (value: unknown) => value is Customization[K] } = {
  locale: isString,
  localeDefault: isString,
  navType: (value): value is Customization["navType"] => value === "light" || value === "dark",
  borderRadius: (value): value is number => typeof value === "number",
  outlinedFilled: isBoolean,
  presetColor: isString,
  fontFamily: isString,
  rtlLayout: isBoolean,
  isOpen: (value): value is ReadonlyArray<string> => Array.isArray(value) && value.every(isString),
  opened: isBoolean,
};
