import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  DEFAULT_SHIPPING_METHOD,
  deliveryBusinessDays,
  deliveryTimeMessageId,
  deliveryWindow,
  shippingCostOf,
  shippingMethodMessageId,
  SHIPPING_METHODS,
} from "../shipping.ts";
import { hasMessage, translator } from "../../i18n/catalogue.ts";
import { MESSAGE_LOCALES } from "../../i18n/locale.ts";

/** The New York calendar day, computed another way than the code under test (en-CA writes YYYY-MM-DD). */
const easternDayOf = (instant: Date): string => instant.toLocaleDateString("en-CA", { timeZone: "America/New_York" });
const weekdayOf = (iso: string): number => new Date(`${iso}T00:00:00Z`).getUTCDay();

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

  it("delivers Rush the next business day when ordered before 2pm Eastern Time", () => {
    // Tuesday 7 January 2025, 13:59 EST = 18:59 UTC.
    const window = deliveryWindow("Rush", new Date("2025-01-07T18:59:00Z"), "en");
    expect(window.beforeCutoff).toBe(true);
    expect(window.businessDays).toEqual({ min: 1, max: 1 });
    expect([window.earliest, window.latest]).toEqual(["2025-01-08", "2025-01-08"]);
    expect(window.messageId).toBe("checkout.delivery.on_date");
  });

  it("gives Rush 1-2 business days from 2pm Eastern Time on", () => {
    const window = deliveryWindow("Rush", new Date("2025-01-07T19:00:00Z"), "en");
    expect(window.beforeCutoff).toBe(false);
    expect([window.earliest, window.latest]).toEqual(["2025-01-08", "2025-01-09"]);
    expect(window.messageId).toBe("checkout.delivery.between_dates");
  });

  it("follows daylight saving time in New York, not a fixed UTC offset", () => {
    // Tuesday 8 July 2025: EDT is UTC-4, so 17:30 UTC is 13:30 in New York (before the cut-off).
    expect(deliveryWindow("Rush", new Date("2025-07-08T17:30:00Z"), "en").beforeCutoff).toBe(true);
    expect(deliveryWindow("Rush", new Date("2025-07-08T18:30:00Z"), "en").beforeCutoff).toBe(false);
  });

  it("counts from the Eastern Time calendar day, even when it is already tomorrow in UTC", () => {
    // 03:00 UTC on Wednesday 8 January is 22:00 on Tuesday 7 January in New York.
    const window = deliveryWindow("Rush", new Date("2025-01-08T03:00:00Z"), "fr");
    expect(window.beforeCutoff).toBe(false);
    expect([window.earliest, window.latest]).toEqual(["2025-01-08", "2025-01-09"]);
  });

  it("skips the weekend: a Friday rush order arrives on Monday, a Saturday order counts as late", () => {
    const friday = deliveryWindow("Rush", new Date("2025-01-10T15:00:00Z"), "en");
    expect([friday.earliest, friday.latest]).toEqual(["2025-01-13", "2025-01-13"]);
    const saturday = deliveryWindow("Rush", new Date("2025-01-11T15:00:00Z"), "en");
    expect(saturday.beforeCutoff).toBe(false);
    expect([saturday.earliest, saturday.latest]).toEqual(["2025-01-13", "2025-01-14"]);
    const standard = deliveryWindow("Standard", new Date("2025-01-10T15:00:00Z"), "en");
    expect([standard.earliest, standard.latest]).toEqual(["2025-01-15", "2025-01-21"]);
  });

  it("always gives an ordered window of business days after the order day", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2020-01-01T00:00:00Z"), max: new Date("2035-12-31T00:00:00Z"), noInvalidDate: true }),
        fc.constantFrom(...SHIPPING_METHODS),
        fc.constantFrom(...MESSAGE_LOCALES),
        (orderedAt, method, locale) => {
          const window = deliveryWindow(method, orderedAt, locale);
          expect(window.earliest <= window.latest).toBe(true);
          expect(window.earliest > easternDayOf(orderedAt)).toBe(true);
          for (const day of [window.earliest, window.latest]) expect([0, 6]).not.toContain(weekdayOf(day));
          if (method === "Rush" && window.beforeCutoff) expect(window.earliest).toBe(window.latest);
        },
      ),
    );
  });
});
