/**
 * The time zone a market's delivery promise is judged in. SPEC 9's cut-off is "2pm ET", an
 * American wording carried over: the shop serves EU markets, whose customers, warehouses and
 * carriers live on their own clock, so the 2pm (and the calendar day, the weekend) is the
 * market's (issue 33 item 17). Spain's is the peninsula's time: the Canaries run an hour behind.
 */
export const MARKET_TIME_ZONES = {
  FR: "Europe/Paris",
  ES: "Europe/Madrid",
  NL: "Europe/Amsterdam",
  BE: "Europe/Brussels",
} as const;

export type DeliveryMarket = keyof typeof MARKET_TIME_ZONES;

const isDeliveryMarket = (value: string): value is DeliveryMarket => Object.hasOwn(MARKET_TIME_ZONES, value);

/** Market of a shop language when no organisation is known: fr is the default shop, France. */
const MARKET_OF_LANGUAGE: Readonly<Record<string, DeliveryMarket>> = { fr: "FR", es: "ES", nl: "NL" };

/**
 * The market a shop serves: its organisation id (FR, ES, NL, BE) when known, else the region of
 * its locale tag (`nl_BE`, `fr-BE`), else its language, else France (the default shop).
 */
export const deliveryMarketOf = (organisationId: string | number | null | undefined, locale: string | null | undefined): DeliveryMarket => {
  const id = String(organisationId ?? "").trim().toUpperCase();
  if (isDeliveryMarket(id)) return id;
  const [language = "", region = ""] = (locale ?? "").split(/[-_]/);
  const upperRegion = region.toUpperCase();
  if (isDeliveryMarket(upperRegion)) return upperRegion;
  return MARKET_OF_LANGUAGE[language.toLowerCase()] ?? "FR";
};

export const deliveryTimeZoneOf = (market: DeliveryMarket): string => MARKET_TIME_ZONES[market];

/** The zone's name as a customer of the market reads it ("heure de Paris", "hora peninsular"). */
export const deliveryTimeZoneNameMessageId = (market: DeliveryMarket): string => `checkout.shipping.time_zone.${market.toLowerCase()}`;
