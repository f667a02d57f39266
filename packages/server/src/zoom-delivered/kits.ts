import type { ShopProduct, ZoomKitsAnswer } from "@proshop/core";
import { loadShopProducts } from "../db/catalogue.ts";
import type { ShopQueryable } from "../db/client.ts";
import type { Buyer } from "../orders/buyer.ts";

/** The market's Zoom! kits (or those of `partNos`) in the buyer's catalogue language, with stock. */
export const loadZoomKits = (db: ShopQueryable, buyer: Buyer, partNos?: ReadonlyArray<string>): Promise<ReadonlyArray<ShopProduct>> =>
  loadShopProducts(db, {
    organisationId: buyer.organisation.id,
    language: buyer.catalogueLanguage,
    patientDelivery: true,
    ...(partNos === undefined ? {} : { partNos }),
  });

/** The country the practice's patients live in: its own (postal codes and phone numbers follow it). */
export const patientCountryOf = (buyer: Buyer): string => (buyer.company.country === "" ? buyer.organisation.id : buyer.company.country);

/** GET /admin/zoom-delivered/kits. */
export const kitsAnswer = async (db: ShopQueryable, buyer: Buyer): Promise<ZoomKitsAnswer> => ({
  practice: {
    cust_no: buyer.company.custNo,
    name: buyer.company.name,
    address: buyer.company.address,
    postalcode: buyer.company.postalcode,
    city: buyer.company.city,
    country: buyer.company.country,
  },
  country: patientCountryOf(buyer),
  kits: await loadZoomKits(db, buyer),
});
