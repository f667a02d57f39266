import { Schema } from "effect";
import { DEFAULT_CURRENCY } from "../money.ts";
import { EntityId, FlagDefaultFalse, OptionalText } from "./lenient.ts";
import { OrganisationOrId } from "./organisation.ts";
import { shopConfigLanguages, isShopInMaintenance, isProductionEnvironment } from "./shop-config-values.ts";
import { PRODUCTION_ENVIRONMENT } from "./shop-config-values.ts";
export { PRODUCTION_ENVIRONMENT };
export { shopConfigLanguages, isShopInMaintenance, isProductionEnvironment };

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
 * The currency the shop's prices are in: the config's code when it is a three-letter ISO 4217
 * code (Intl refuses anything else), else EUR.
 */
export const shopCurrency = (config: Pick<ShopConfig, "currency"> | null): string => {
  const code = config?.currency?.trim().toUpperCase() ?? "";
  return /^[A-Z]{3}$/.test(code) ? code : DEFAULT_CURRENCY;
};

