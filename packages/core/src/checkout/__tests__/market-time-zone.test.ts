import { describe, expect, it } from "vitest";
import { hasMessage } from "../../i18n/catalogue.ts";
import { isKnownTimeZone } from "../../dates.ts";
import { deliveryMarketOf, deliveryTimeZoneNameMessageId, deliveryTimeZoneOf, MARKET_TIME_ZONES, type DeliveryMarket } from "../market-time-zone.ts";

describe("market time zone", () => {
  it("gives each market its own zone, one the runtime knows, and a name in the catalogues", () => {
    expect(MARKET_TIME_ZONES).toEqual({ FR: "Europe/Paris", ES: "Europe/Madrid", NL: "Europe/Amsterdam", BE: "Europe/Brussels" });
    for (const market of Object.keys(MARKET_TIME_ZONES) as DeliveryMarket[]) {
      expect(isKnownTimeZone(deliveryTimeZoneOf(market))).toBe(true);
      expect(hasMessage(deliveryTimeZoneNameMessageId(market)), market).toBe(true);
    }
  });

  it("takes the organisation first, then the locale's region, then its language, then France", () => {
    expect(deliveryMarketOf("ES", "fr")).toBe("ES");
    expect(deliveryMarketOf(" nl ", "fr")).toBe("NL");
    expect(deliveryMarketOf(null, "nl_BE")).toBe("BE");
    expect(deliveryMarketOf(undefined, "fr-BE")).toBe("BE");
    expect(deliveryMarketOf(null, "es")).toBe("ES");
    expect(deliveryMarketOf("", "nl-NL")).toBe("NL");
    expect(deliveryMarketOf(42, "en")).toBe("FR");
    expect(deliveryMarketOf(null, null)).toBe("FR");
    // A name of Object.prototype is no market.
    expect(deliveryMarketOf("CONSTRUCTOR", "es")).toBe("ES");
  });
});
