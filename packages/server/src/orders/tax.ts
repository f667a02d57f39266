import type { Cents } from "@proshop/core";

/**
 * VAT per market (organisation id), in percent: the standard rates of France (20 %), Spain
 * (21 %), the Netherlands (21 %) and Belgium (21 %). Baby-care equipment for professionals
 * takes the standard rate in all four.
 *
 * Choice (the spec is silent): catalogue prices INCLUDE VAT, as the shop shows them, so the
 * cart's own rule `total = subtotal + shipping - discount` (SPEC 4) stays true on the server
 * and the client. `tax` is the VAT contained in that total: goods after the coupon discount,
 * plus shipping (in the EU shipping follows the VAT of the goods it carries).
 */
export const VAT_PERCENT_BY_MARKET: Readonly<Record<string, number>> = { FR: 20, ES: 21, NL: 21, BE: 21 };

/** A market the table does not list pays the most common rate of the shop's markets. */
export const DEFAULT_VAT_PERCENT = 21;

export const vatPercentOf = (organisationId: string): number => VAT_PERCENT_BY_MARKET[organisationId] ?? DEFAULT_VAT_PERCENT;

/** The VAT contained in a VAT-inclusive amount, rounded to the nearest cent. */
export const vatIncludedIn = (amount: Cents, percent: number): Cents =>
  amount <= 0 || percent <= 0 ? 0 : Math.round((amount * percent) / (100 + percent));
