import { deliveryMarketOf, type DeliveryMarket } from "@proshop/core";
import { useI18n } from "../../app/i18n.tsx";
import { useOrganisation } from "../shell/use-organisation.ts";

/**
 * The market whose clock the delivery promise follows (2pm cut-off, calendar day): the shop's
 * organisation (the hostname's config, else the signed-in user's), else the shop's language.
 */
export const useDeliveryMarket = (): DeliveryMarket => {
  const organisation = useOrganisation();
  const { locale } = useI18n();
  return deliveryMarketOf(organisation?.id, locale);
};
