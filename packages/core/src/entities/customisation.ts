import { Schema } from "effect";
import { CUSTOMIZATION_FIELD_CHECKS, defaultCustomization } from "./customisation-values.ts";
export { CUSTOMIZATION_FIELD_CHECKS, defaultCustomization };

/** The look and layout preferences of the interface (SPEC 3 "Customization"), persisted per browser. */
export const Customization = Schema.Struct({
  /** The language chosen by the user. */
  locale: Schema.String,
  /** The shop's default language (first of the config's locales). */
  localeDefault: Schema.String,
  navType: Schema.Literals(["light", "dark"]),
  /** Corner radius of cards and inputs, in px. */
  borderRadius: Schema.Number,
  /** Inputs drawn outlined (true) or filled (false). */
  outlinedFilled: Schema.Boolean,
  /** Name of the colour preset of the theme. */
  presetColor: Schema.String,
  fontFamily: Schema.String,
  rtlLayout: Schema.Boolean,
  /** Ids of the menu groups that are expanded. */
  isOpen: Schema.Array(Schema.String),
  /** The mobile/side menu drawer is open. */
  opened: Schema.Boolean,
});
export type Customization = typeof Customization.Type;

