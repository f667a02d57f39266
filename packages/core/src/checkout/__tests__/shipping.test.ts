import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  DEFAULT_SHIPPING_METHOD,
  deliveryBusinessDays,
  deliveryPromiseText,
  deliveryTimeMessageId,
  deliveryWindow,
  shippingCostOf,
  shippingMethodMessageId,
  SHIPPING_METHODS,
} from "../shipping.ts";
import { hasMessage, translator } from "../../i18n/catalogue.ts";
import { MESSAGE_LOCALES } from "../../i18n/locale.ts";
import { MARKET_TIME_ZONES, type DeliveryMarket } from "../market-time-zone.ts";

const MARKETS = Object.keys(MARKET_TIME_ZONES) as DeliveryMarket[];

/**
 * The market's calendar day and hour of an instant, computed by hand with Intl, another way
 * than the code under test (en-CA writes YYYY-MM-DD; hourCycle h23 writes 00-23).
 */
const localDayOf = (instant: Date, timeZone: string): string => instant.toLocaleDateString("en-CA", { timeZone });
const localHourOf = (instant: Date, timeZone: string): number =>
  Number(new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", hourCycle: "h23" }).format(instant));
const weekdayOf = (iso: string): number => new Date(`${iso}T00:00:00Z`).getUTCDay();

/** The next business day after `iso`, by hand: walk the calendar, skip Saturday and Sunday. */
const businessDaysAfter = (iso: string, count: number): string => {
  const date = new Date(`${iso}T00:00:00Z`);
  for (let added = 0; added < count; ) {
    date.setUTCDate(date.getUTCDate() + 1);
    if (date.getUTCDay() !== 0 && date.getUTCDay() !== 6) added += 1;
  }
  return date.toISOString().slice(0, 10);
};

describe("shipping", () => {
  it("defaults to Standard and names a label and a delivery text for every method", () => {
    expect(DEFAULT_SHIPPING_METHOD).toBe("Standard");
    for (const method of SHIPPING_METHODS) {
      expect(hasMessage(shippingMethodMessageId(method))).toBe(true);
      expect(hasMessage(deliveryTimeMessageId(method))).toBe(true);
    }
  });

  it("costs the charge when positive, otherwise nothing", () => {
    expect(shippingCostOf(1250)).toBe(1250);
    expect(shippingCostOf(0)).toBe(0);
    expect(shippingCostOf(-300)).toBe(0);
    expect(shippingCostOf(Number.NaN)).toBe(0);
  });

  it("promises 2-7 days for Standard in French and Dutch, 3-7 in English and Spanish", () => {
    expect(deliveryBusinessDays("Standard", "fr", false)).toEqual({ min: 2, max: 7 });
    expect(deliveryBusinessDays("Standard", "nl-BE", false)).toEqual({ min: 2, max: 7 });
    expect(deliveryBusinessDays("Standard", "es", false)).toEqual({ min: 3, max: 7 });
    expect(deliveryBusinessDays("Standard", "en", false)).toEqual({ min: 3, max: 7 });
    expect(deliveryBusinessDays("Regular", "fr", false)).toEqual({ min: 2, max: 3 });
  });

  it("computes the same day counts the delivery texts announce in each language", () => {
    for (const locale of MESSAGE_LOCALES) {
      const t = translator(locale);
      for (const method of ["Standard", "Regular"] as const) {
        const numbers = (t(deliveryTimeMessageId(method)).match(/\d+/g) ?? []).map(Number);
        const days = deliveryBusinessDays(method, locale, false);
        expect(numbers, `${locale} ${method}`).toEqual([days.min, days.max]);
      }
    }
  });

  it("delivers Rush the next business day when ordered before 2pm Paris time", () => {
    // Tuesday 7 January 2025, 13:59 CET = 12:59 UTC.
    const window = deliveryWindow("Rush", new Date("2025-01-07T12:59:00Z"), "fr", "FR");
    expect(window.timeZone).toBe("Europe/Paris");
    expect(window.beforeCutoff).toBe(true);
    expect(window.businessDays).toEqual({ min: 1, max: 1 });
    expect([window.earliest, window.latest]).toEqual(["2025-01-08", "2025-01-08"]);
    expect(window.messageId).toBe("checkout.delivery.on_date");
  });

  it("gives Rush 1-2 business days from 2pm Paris time on, whatever the hour in New York", () => {
    // 14:00 CET is 08:00 in New York: the old Eastern Time rule called this a morning order.
    const window = deliveryWindow("Rush", new Date("2025-01-07T13:00:00Z"), "fr", "FR");
    expect(window.beforeCutoff).toBe(false);
    expect([window.earliest, window.latest]).toEqual(["2025-01-08", "2025-01-09"]);
    expect(window.messageId).toBe("checkout.delivery.between_dates");
  });

  it("judges each market in its own zone: Madrid, Amsterdam and Brussels", () => {
    expect(deliveryWindow("Rush", new Date("2025-01-07T12:59:00Z"), "es", "ES")).toMatchObject({ timeZone: "Europe/Madrid", beforeCutoff: true });
    expect(deliveryWindow("Rush", new Date("2025-01-07T13:00:00Z"), "es", "ES").beforeCutoff).toBe(false);
    expect(deliveryWindow("Rush", new Date("2025-01-07T12:59:00Z"), "nl", "NL")).toMatchObject({ timeZone: "Europe/Amsterdam", beforeCutoff: true });
    expect(deliveryWindow("Rush", new Date("2025-01-07T13:00:00Z"), "nl", "NL").beforeCutoff).toBe(false);
    expect(deliveryWindow("Rush", new Date("2025-01-07T13:00:00Z"), "nl-BE", "BE")).toMatchObject({ timeZone: "Europe/Brussels", beforeCutoff: false });
  });

  it("keeps the cut-off at 14:00 local on both sides of each daylight-saving change", () => {
    // Europe changes on the last Sundays of March and October, at 01:00 UTC. Around the 2025
    // changes: the Friday before (old offset) and the Monday and Tuesday after (new offset).
    const cases = [
      { day: "2025-03-28", offsetHours: 1 }, // Friday, CET (UTC+1)
      { day: "2025-03-31", offsetHours: 2 }, // Monday, CEST (UTC+2)
      { day: "2025-04-01", offsetHours: 2 },
      { day: "2025-10-24", offsetHours: 2 }, // Friday, CEST
      { day: "2025-10-27", offsetHours: 1 }, // Monday, CET
      { day: "2025-10-28", offsetHours: 1 },
    ];
    for (const market of ["FR", "ES", "NL"] as const) {
      for (const { day, offsetHours } of cases) {
        const cutoff = Date.parse(`${day}T14:00:00Z`) - offsetHours * 3_600_000;
        const justBefore = deliveryWindow("Rush", new Date(cutoff - 60_000), "en", market);
        const atCutoff = deliveryWindow("Rush", new Date(cutoff), "en", market);
        expect(justBefore.beforeCutoff, `${market} ${day} 13:59`).toBe(true);
        expect(atCutoff.beforeCutoff, `${market} ${day} 14:00`).toBe(false);
        expect(justBefore.earliest).toBe(businessDaysAfter(day, 1));
        expect([atCutoff.earliest, atCutoff.latest]).toEqual([businessDaysAfter(day, 1), businessDaysAfter(day, 2)]);
      }
    }
  });

  it("counts from the market's calendar day, even when it is still yesterday in UTC", () => {
    // 23:30 UTC on Tuesday 8 July 2025 is 01:30 on Wednesday 9 July in Paris (CEST, UTC+2).
    const window = deliveryWindow("Rush", new Date("2025-07-08T23:30:00Z"), "fr", "FR");
    expect(window.beforeCutoff).toBe(true);
    expect([window.earliest, window.latest]).toEqual(["2025-07-10", "2025-07-10"]);
  });

  it("skips the weekend: a Friday rush order arrives on Monday, a Saturday order counts as late", () => {
    const friday = deliveryWindow("Rush", new Date("2025-01-10T10:00:00Z"), "en", "FR");
    expect([friday.earliest, friday.latest]).toEqual(["2025-01-13", "2025-01-13"]);
    const saturday = deliveryWindow("Rush", new Date("2025-01-11T10:00:00Z"), "en", "FR");
    expect(saturday.beforeCutoff).toBe(false);
    expect([saturday.earliest, saturday.latest]).toEqual(["2025-01-13", "2025-01-14"]);
    const standard = deliveryWindow("Standard", new Date("2025-01-10T10:00:00Z"), "en", "FR");
    expect([standard.earliest, standard.latest]).toEqual(["2025-01-15", "2025-01-21"]);
    // 23:30 UTC on Friday is already Saturday in Madrid: a weekend order.
    expect(deliveryWindow("Rush", new Date("2025-01-10T23:30:00Z"), "es", "ES").beforeCutoff).toBe(false);
  });

  it("promises, for any instant, the day computed by hand with Intl in the market's zone", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2020-01-01T00:00:00Z"), max: new Date("2035-12-31T00:00:00Z"), noInvalidDate: true }),
        fc.constantFrom(...SHIPPING_METHODS),
        fc.constantFrom(...MESSAGE_LOCALES),
        fc.constantFrom(...MARKETS),
        (orderedAt, method, locale, market) => {
          const timeZone = MARKET_TIME_ZONES[market];
          const window = deliveryWindow(method, orderedAt, locale, market);
          const orderDay = localDayOf(orderedAt, timeZone);
          const weekday = weekdayOf(orderDay);
          const beforeCutoff = weekday !== 0 && weekday !== 6 && localHourOf(orderedAt, timeZone) < 14;
          const days = deliveryBusinessDays(method, locale, beforeCutoff);
          expect(window.timeZone).toBe(timeZone);
          expect(window.beforeCutoff).toBe(beforeCutoff);
          expect([window.earliest, window.latest]).toEqual([businessDaysAfter(orderDay, days.min), businessDaysAfter(orderDay, days.max)]);
          expect(window.earliest > orderDay).toBe(true);
          expect(window.earliest <= window.latest).toBe(true);
          for (const day of [window.earliest, window.latest]) expect([0, 6]).not.toContain(weekdayOf(day));
          if (method === "Rush" && window.beforeCutoff) expect(window.earliest).toBe(window.latest);
        },
      ),
      { numRuns: 500 },
    );
  });

  it("names the market's zone in the Rush promise, in every language, and never Eastern Time", () => {
    const names: Record<string, Partial<Record<DeliveryMarket, string>>> = {
      fr: { FR: "heure de Paris" },
      es: { ES: "hora peninsular" },
      nl: { NL: "Nederlandse tijd" },
      en: { FR: "Paris time", ES: "Madrid time", NL: "Amsterdam time" },
    };
    for (const locale of MESSAGE_LOCALES) {
      const t = translator(locale);
      for (const market of MARKETS) {
        const text = deliveryPromiseText(t, "Rush", market);
        expect(text, `${locale} ${market}`).not.toMatch(/\{\{|Est américain|Eastern|\bET\b|este de EE|Amerikaanse/);
        const expected = names[locale]?.[market];
        if (expected !== undefined) expect(text).toContain(`(${expected})`);
      }
      // The other methods' texts take no zone and are unchanged by one.
      expect(deliveryPromiseText(t, "Standard", "FR")).toBe(t(deliveryTimeMessageId("Standard")));
    }
    expect(deliveryPromiseText(translator("fr"), "Rush", "FR")).toBe(
      "Le jour ouvré suivant pour toute commande passée avant 14 h (heure de Paris), sinon 1 à 2 jours ouvrés",
    );
  });
});
