import { SHIPPING_METHODS, type Cents, type ShippingMethod, type ShippingOption } from "@proshop/core";

/**
 * What each shipping method (core's checkout/shipping.ts) costs, in cents, VAT included, per
 * order. Choice (the spec gives no charges): Standard is free, matching the cart's default of
 * Standard with no shipping cost (SPEC 3/9); Regular 6.95 €; Rush (overnight) 14.95 €. The same
 * in every market. An order with nothing to ship (empty) costs no shipping (core's cart rule).
 */
export const SHIPPING_CHARGES: Readonly<Record<ShippingMethod, Cents>> = {
  Standard: 0,
  Regular: 695,
  Rush: 1495,
};

export const shippingChargeOf = (method: ShippingMethod): Cents => SHIPPING_CHARGES[method];

/** GET /admin/shipping_method: every method with its charge, in core's order. */
export const shippingOptions = (): ReadonlyArray<ShippingOption> =>
  SHIPPING_METHODS.map((method) => ({ method, charge: SHIPPING_CHARGES[method] }));
