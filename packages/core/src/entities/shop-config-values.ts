/*
 * shop-config.ts's plain values and rules, without Effect's Schema: the web's first screen uses them and must
 * not load Schema with them (issue 18). shop-config.ts re-exports them beside its schemas.
 */
import type { ShopConfig } from "./shop-config.ts";

/**
 * The shop's languages from its config: first two letters of each locale, lower-cased, in order,
 * without duplicates ("fr_FR", "fr_BE", "nl_BE" -> fr, nl). Empty when the config names none.
 */
export const shopConfigLanguages = (config: Pick<ShopConfig, "locale">): ReadonlyArray<string> => {
  const locales = config.locale === undefined || config.locale === null ? [] : typeof config.locale === "string" ? [config.locale] : config.locale;
  const languages = locales.map((tag) => tag.trim().slice(0, 2).toLowerCase()).filter((language) => language.length === 2);
  return [...new Set(languages)];
};

/** True when the shell must show the maintenance page: shop-wide or organisation maintenance. */
export const isShopInMaintenance = (config: Pick<ShopConfig, "maintenance_mode" | "organisation">): boolean =>
  config.maintenance_mode || (config.organisation?.maintenance_mode ?? false);

/** True unless the config names a non-production environment (absent means production). */
export const isProductionEnvironment = (config: Pick<ShopConfig, "environment">): boolean =>
  (config.environment ?? PRODUCTION_ENVIRONMENT).trim().toLowerCase() === PRODUCTION_ENVIRONMENT;

/** Environment name of the live shop; any other name shows the environment badge. */
export const PRODUCTION_ENVIRONMENT = "production";
