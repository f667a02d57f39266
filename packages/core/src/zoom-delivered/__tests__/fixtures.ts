import type { ShopProduct } from "../../entities/product.ts";
import type { ZoomDeliveryReceipt, ZoomKitsAnswer } from "../contract.ts";

/** A Zoom! kit as GET /admin/zoom-delivered/kits lists it. */
export const kit = (partNo: string, priceInCents: number, stock = 20): ShopProduct => ({
  part_no: partNo,
  part_skey: `SK${partNo}`,
  SKU: partNo,
  SKUName: `Zoom! ${partNo}`,
  SKUDescription: "Take-home whitening kit",
  ctn: partNo,
  stock,
  price: priceInCents / 100,
  price_in_cents: priceInCents,
  price_as_string: `${priceInCents / 100} €`,
  category: { id: "ZOOM", key: "ZOOM", link: "zoom" },
  filters: [],
  language: "nl",
  organisation: { id: "NL" },
});

export const kitsAnswer: ZoomKitsAnswer = {
  practice: { cust_no: "300110", name: "Tandartspraktijk Het Zonnetje", address: "Lange Voorhout 12", postalcode: "2514 ED", city: "Den Haag", country: "NL" },
  country: "NL",
  kits: [kit("ZD-DAY-6", 18_900), kit("ZD-NITE-16", 21_900), kit("ZD-REFILL", 6_900, 0)],
};

export const receipt: ZoomDeliveryReceipt = {
  order_nr: "100777",
  status: "received",
  date: "2026-03-02T10:00:00.000Z",
  total: 21_900,
  tax: 3_801,
  replacement: false,
  lines: [{ part_no: "ZD-NITE-16", name: "Zoom! NiteWhite 16%", quantity: 1, price: 21_900, total: 21_900 }],
};

/** A patient form filled in as a Dutch practice would, with the two "informed" consents. */
export const dutchPatient = {
  firstName: "Jan",
  lastName: "Jansen",
  zip: "1012ab",
  street: "Damrak",
  number: "1",
  city: "Amsterdam",
  state: "Noord-Holland",
  scanner: "itero",
  patientScanId: " SCAN-778 ",
  email: " jan@example.nl ",
  phone: "06 1234 5678",
} as const;
