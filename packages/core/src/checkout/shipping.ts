import type { Cents } from "../money.ts";
import { messageLocaleOf } from "../i18n/locale.ts";
import type { Translate } from "../i18n/translate.ts";
import { zonedParts } from "../reporting/time-zone.ts";
import { deliveryTimeZoneNameMessageId, deliveryTimeZoneOf, type DeliveryMarket } from "./market-time-zone.ts";

/**
 * The shipping methods (SPEC 9). The spec names "rush or overnight" with one delivery promise,
 * so they are one method here, `Rush`, labelled "Rush (overnight)".
 */
export const SHIPPING_METHODS = ["Standard", "Regular", "Rush"] as const;
export type ShippingMethod = (typeof SHIPPING_METHODS)[number];

/** SPEC 9: the cart starts with Standard shipping. */
export const DEFAULT_SHIPPING_METHOD: ShippingMethod = "Standard";

/**
 * Rush orders placed before 2pm ship for next-day delivery (SPEC 9): 2pm in the market's own
 * time zone (market-time-zone.ts), not the spec's American Eastern Time.
 */
export const RUSH_CUTOFF_HOUR = 14;

export const isShippingMethod = (value: unknown): value is ShippingMethod =>
  typeof value === "string" && (SHIPPING_METHODS as ReadonlyArray<string>).includes(value);

/** SPEC 4: choosing shipping costs its charge when positive, otherwise nothing. */
export const shippingCostOf = (charge: Cents): Cents => (Number.isFinite(charge) && charge > 0 ? Math.round(charge) : 0);

const methodKey = (method: ShippingMethod): string => method.toLowerCase();

export const shippingMethodMessageId = (method: ShippingMethod): string => `checkout.shipping.${methodKey(method)}.label`;

/** The delivery promise shown beside each method (the texts of SPEC 9, including the 2-7 days of fr and nl). */
export const deliveryTimeMessageId = (method: ShippingMethod): string => `checkout.shipping.${methodKey(method)}.delivery`;

/** The delivery promise as the customer reads it: Rush's cut-off names the market's zone ("14 h (heure de Paris)"). */
export const deliveryPromiseText = (t: Translate, method: ShippingMethod, market: DeliveryMarket): string =>
  t(deliveryTimeMessageId(method), { time_zone: t(deliveryTimeZoneNameMessageId(market)) });

/** A range of business days after the order day. */
export interface BusinessDays {
  readonly min: number;
  readonly max: number;
}

/**
 * Business days each method takes. Standard says 3-7 days in English and Spanish but 2-7 in
 * French and Dutch (SPEC 9): the computed window follows the text the customer reads.
 */
export const deliveryBusinessDays = (method: ShippingMethod, locale: string, beforeCutoff: boolean): BusinessDays => {
  switch (method) {
    case "Rush":
      return beforeCutoff ? { min: 1, max: 1 } : { min: 1, max: 2 };
    case "Regular":
      return { min: 2, max: 3 };
    case "Standard": {
      const language = messageLocaleOf(locale);
      return { min: language === "fr" || language === "nl" ? 2 : 3, max: 7 };
    }
  }
};

/** A calendar date as `YYYY-MM-DD`. */
export type IsoDate = string;

export interface DeliveryWindow {
  readonly method: ShippingMethod;
  /** The IANA zone the order was judged in: the market's (Europe/Paris for France). */
  readonly timeZone: string;
  /** True when the order counts as placed before the 2pm cut-off of a business day, in the market's zone. */
  readonly beforeCutoff: boolean;
  readonly businessDays: BusinessDays;
  /** Earliest and latest delivery dates, as calendar dates in the market's zone. */
  readonly earliest: IsoDate;
  readonly latest: IsoDate;
  /** Message id of the window's wording, with `{{earliest}}`/`{{latest}}` filled in by the caller. */
  readonly messageId: string;
}

const DAY_MS = 86_400_000;

/** Saturday and Sunday carry no deliveries; public holidays are not modelled (none are in the spec). */
const isBusinessDay = (utcMidnight: number): boolean => {
  const weekday = new Date(utcMidnight).getUTCDay();
  return weekday !== 0 && weekday !== 6;
};

/** Calendar days, not instants: a day counted as its UTC midnight is never 23 or 25 hours long. */
const addBusinessDays = (utcMidnight: number, days: number): number => {
  let date = utcMidnight;
  for (let added = 0; added < days; ) {
    date += DAY_MS;
    if (isBusinessDay(date)) added += 1;
  }
  return date;
};

const isoDateOf = (utcMidnight: number): IsoDate => new Date(utcMidnight).toISOString().slice(0, 10);

/**
 * When an order placed at `orderedAt` in `market` arrives, counted in business days from its
 * calendar day in the market's zone (daylight saving included). The 2pm cut-off only changes
 * Rush (next business day before it, 1-2 business days after); an order placed on a Saturday or
 * Sunday counts as after the cut-off, since nothing ships before Monday. "Now" is a parameter
 * so the rule never reads the clock.
 */
export const deliveryWindow = (method: ShippingMethod, orderedAt: Date, locale: string, market: DeliveryMarket): DeliveryWindow => {
  const timeZone = deliveryTimeZoneOf(market);
  const local = zonedParts(orderedAt.getTime(), timeZone);
  const orderDay = Date.UTC(local.year, local.month - 1, local.day);
  const beforeCutoff = isBusinessDay(orderDay) && local.hour < RUSH_CUTOFF_HOUR;
  const businessDays = deliveryBusinessDays(method, locale, beforeCutoff);
  return {
    method,
    timeZone,
    beforeCutoff,
    businessDays,
    earliest: isoDateOf(addBusinessDays(orderDay, businessDays.min)),
    latest: isoDateOf(addBusinessDays(orderDay, businessDays.max)),
    messageId: businessDays.min === businessDays.max ? "checkout.delivery.on_date" : "checkout.delivery.between_dates",
  };
};
