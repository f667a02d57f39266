import type { ShopProduct } from "../entities/product.ts";
import { reorderPath } from "../quick-order/paths.ts";
import { isOrderable, stockStateOf } from "../shop/stock.ts";
import { ZOOM_DELIVERED_PATH } from "./paths.ts";

/*
 * "Order again" of a patient delivery (issue 33 item 11). Its kits are not in the shop's
 * catalogue, so quick order would call every line an unknown reference; and a delivery is for
 * one patient. So it goes back through the wizard: the same kits chosen, the patient's fields
 * empty, as for a new patient.
 */

/** The wizard's address parameter naming a kit to choose again (once per kit). */
const KIT_PARAM = "kit";

/** Where "order again" of a past order leads: the wizard for a patient delivery, quick order's check for any other. */
export const orderAgainPath = (
  order: { readonly order_nr: string; readonly lines: ReadonlyArray<{ readonly part_no: string }> },
  isPatientDelivery: boolean,
): string => {
  if (!isPatientDelivery) return reorderPath(order.order_nr);
  const query = new URLSearchParams(order.lines.map((line): [string, string] => [KIT_PARAM, line.part_no])).toString();
  return query === "" ? ZOOM_DELIVERED_PATH : `${ZOOM_DELIVERED_PATH}?${query}`;
};

/** The kits an address's query string asks the wizard to choose again (`?kit=A&kit=B`). */
export const kitsToOrderAgainOf = (search: string): string[] => new URLSearchParams(search).getAll(KIT_PARAM);

/** The wizard's kits for those part numbers: each kit of the practice's list that can be ordered `today`, once. */
export const kitsToOrderAgain = (
  kits: ReadonlyArray<ShopProduct>,
  partNos: ReadonlyArray<string>,
  today: string,
): Array<{ readonly part_no: string; readonly quantity: number }> =>
  kits
    .filter((kit) => partNos.includes(kit.part_no) && isOrderable(stockStateOf(kit, today)))
    .map((kit) => ({ part_no: kit.part_no, quantity: 1 }));
