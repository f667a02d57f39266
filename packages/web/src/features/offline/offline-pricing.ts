import { catalogueOrderRefresh, isoDayInTimeZone, type CartState, type OrderRefresh, type ShopProduct } from "@proshop/core";

/**
 * The cart priced offline (issue 37) from the kept catalogue by core's availability rules, as the
 * server would price it (`catalogueOrderRefresh`, the one `proshop cart replay` uses). The draft's
 * number stays the cart's: the server prices the order again before anything is placed.
 */
export const priceFromCatalogue = (cart: CartState, products: ReadonlyArray<ShopProduct>, now: number): OrderRefresh => {
  const today = isoDayInTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone)(now);
  const recorded: OrderRefresh = { order_nr: cart.order_nr ?? "", lines: [], subtotal: 0, discount: 0, shipping: 0, tax: 0, total: 0 };
  return catalogueOrderRefresh(products)(cart, recorded, today);
};
