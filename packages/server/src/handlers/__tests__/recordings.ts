import { CART_RECORDING_VERSION, type CartRecording, type ShopProduct } from "@proshop/core";

/*
 * Cart recordings for the live-cart tests: valid by core's reader (known time zone, every added
 * product in the snapshot), built around products the test server really sells.
 */

const STARTED_AT = Date.UTC(2026, 10, 2, 9, 0, 0);

/**
 * A recording of company `custNo` by `by`: the cart starts, then `adds` adds of the first
 * product (one unit each, a second apart).
 */
export const recordingOf = (
  custNo: string,
  products: ReadonlyArray<ShopProduct>,
  options: { readonly by?: string; readonly adds?: number } = {},
): CartRecording => {
  const by = options.by ?? "nurse@example.fr";
  const product = products[0];
  if (product === undefined) throw new Error("recordingOf needs a product");
  const adds = options.adds ?? 2;
  return {
    version: CART_RECORDING_VERSION,
    shop: { hostname: "fr.localhost", locale: "fr" },
    user: { email: by },
    company: { cust_no: custNo },
    time_zone: "Europe/Paris",
    snapshot: { taken_at: STARTED_AT + adds * 1000, products: [product], limits: { max_order_amount: 50_000 } },
    events: [
      { at: STARTED_AT, by, event: { type: "cart.started", limits: { max_order_amount: 50_000 } } },
      ...Array.from({ length: adds }, (_, index) => ({
        at: STARTED_AT + (index + 1) * 1000,
        by,
        event: { type: "cart.add" as const, part_no: product.part_no, product: 0, quantity: 1 },
      })),
    ],
  };
};
