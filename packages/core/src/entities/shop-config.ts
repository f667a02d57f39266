import { Schema } from "effect";
import { DEFAULT_CURRENCY } from "../money.ts";
import { EntityId, FlagDefaultFalse, OptionalText } from "./lenient.ts";
import { OrganisationOrId } from "./organisation.ts";

/** Environment name of the live shop; any other name shows the environment badge. */
export const PRODUCTION_ENVIRONMENT = "production";

/**
 * The shop configuration fetched per hostname (GET /config_for_hostname/{hostname}).
 * `locale` is one tag or a list ("fr_FR" or ["fr_FR", "nl_BE"]); use `shopConfigLanguages`.
 * `organisation` (embedded or id) filters products and categories when present.
 */
export const ShopConfig = Schema.Struct({
  id: EntityId,
  locale: Schema.optional(Schema.NullOr(Schema.Union([Schema.String, Schema.Array(Schema.String)]))),
  maintenance_mode: FlagDefaultFalse,
  organisation: Schema.optional(Schema.NullOr(OrganisationOrId)),
  /** Name of the connected environment ("production", "staging", "EU sample shop"...). */
  environment: OptionalText,
  hostname: OptionalText,
  /** ISO 4217 currency code of the shop's prices (SPEC 9); read it with `shopCurrency`. */
  currency: OptionalText,
});
export type ShopConfig = typeof ShopConfig.Type;

/**
 * The shop's languages from its config: first two letters of each locale, lower-cased, in order,
 * without duplicates ("fr_FR", "fr_BE", "nl_BE" -> fr, nl). Empty when the config names none.
 */
export const shopConfigLanguages = (config: Pick<ShopConfig, "locale">): ReadonlyArray<string> => {
  const locales = config.locale === undefined || config.locale === null ? [] : typeof config.locale === "string" ? [config.locale] : config.locale;
  const languages = locales.map((tag) => tag.trim().slice(0, 2).toLowerCase()).filter((language) => language.length === 2);
  return [...new Set(languages)];
};

/**
 * The currency the shop's prices are in: the config's code when it is a three-letter ISO 4217
 * code (Intl refuses anything else), else EUR.
 */
export const shopCurrency = (config: Pick<ShopConfig, "currency"> | null): string => {
  const code = config?.currency?.trim().toUpperCase() ?? "";
  return /^[A-Z]{3}$/.test(code) ? code : DEFAULT_CURRENCY;
};

/** True when the shell must show the maintenance page: shop-wide or organisation maintenance. */
export const isShopInMaintenance = (config: Pick<ShopConfig, "maintenance_mode" | "organisation">): boolean =>
  config.maintenance_mode || (config.organisation?.maintenance_mode ?? false);

/** True unless the config names a non-production environment (absent means production). */
export const isProductionEnvironment = (config: Pick<ShopConfig, "environment">): boolean =>
  (config.environment ?? PRODUCTION_ENVIRONMENT).trim().toLowerCase() === PRODUCTION_ENVIRONMENT;
