import { DEFAULT_CURRENCY, formatMoney } from "../money.ts";
import { formatDay } from "../shop/stock.ts";
import type { MessageParams, Translate } from "../i18n/translate.ts";
import { LIMIT_CODES, LIMIT_SCOPES, LIMIT_UNITS } from "./limit-codes.ts";
import type { LimitCode, LimitScope, LimitUnit, LimitFix, LimitViolation } from "./violation-schema.ts";
// Types only: a value re-export would bring the schema, and Effect with it, into every chunk
// that uses these rules (esbuild keeps a re-export used anywhere: `proshop cart replay <file>`,
// see replay-graph.test.ts in packages/cli). index.ts exports the schema itself.
export type { LimitCode, LimitScope, LimitUnit, LimitFix, LimitViolation };
export { LIMIT_CODES, LIMIT_SCOPES, LIMIT_UNITS };

/** Localized words of a violation, ready for a snackbar or a terminal. */
export interface ViolationText {
  readonly title: string;
  readonly detail: string;
  readonly fix: string;
}

/**
 * Money parameters are shown in the market's currency (EUR unless the caller names it) in the
 * reader's locale; counts stay plain numbers; a `date` (`YYYY-MM-DD`) is written as a long date
 * of the locale (`1 mars 2027`).
 */
const displayParams = (violation: LimitViolation, params: LimitFix["params"], locale: string, currency: string): MessageParams => {
  const shown: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(params)) {
    shown[key] =
      typeof value === "number" && violation.unit === "cents"
        ? formatMoney(value, locale, currency)
        : key === "date" && typeof value === "string"
          ? formatDay(value, locale)
          : value;
  }
  return shown;
};

/**
 * Turns a violation into localized title, detail and fix. `locale` is the translator's locale;
 * it decides how amounts in cents are written (`1 234,50 €` in French, `€1,234.50` in English)
 * and dates (`1 mars 2027`, `March 1, 2027`); `currency` is the market's (ISO 4217, the shop
 * config's `shopCurrency`), EUR by default.
 */
export const describeViolation = (t: Translate, violation: LimitViolation, locale: string, currency: string = DEFAULT_CURRENCY): ViolationText => {
  const product = violation.product_name ?? violation.part_no ?? "";
  const fixParams = displayParams(violation, violation.fix.params, locale, currency);
  const detailParams = displayParams(
    violation,
    {
      limit: violation.limit,
      used: violation.used,
      requested: violation.requested,
      remaining: violation.remaining,
    },
    locale,
    currency,
  );
  return {
    title: t(`limits.${violation.code}.title`),
    // The detail may use what the fix carries too; what the fix says (the date a product can be
    // ordered from) the detail leaves out, since they are shown together.
    // A change refused by a ceiling also says what it asked for (an explanation of the cart as it
    // is asks nothing; a product not orderable at all has no ceiling to compare with).
    detail:
      t(`limits.${violation.code}.detail`, { ...fixParams, ...detailParams, product }) +
      (violation.requested > 0 && violation.limit > 0 ? ` ${t(`limits.requested.${violation.unit}`, { requested: detailParams["requested"] ?? violation.requested })}` : ""),
    fix: t(violation.fix.id, { ...fixParams, product }),
  };
};
