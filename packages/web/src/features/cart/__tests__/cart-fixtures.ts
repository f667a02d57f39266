import { CART_RECORDING_VERSION, type CartRecording, type ShopProduct } from "@proshop/core";
import { customerAnswer } from "../../../test/fake-api.ts";

/** A catalogue product the cart accepts (paid, in stock, no limits). */
export const testProduct = (partNo: string, priceCents = 12000): ShopProduct => ({
  part_no: partNo,
  part_skey: `SK-${partNo}`,
  SKU: partNo,
  SKUName: `Tire-lait ${partNo}`,
  SKUDescription: "",
  ctn: `CTN-${partNo}`,
  stock: 99,
  price: priceCents / 100,
  price_in_cents: priceCents,
  price_as_string: "",
  category: { id: 1, key: "pumps", link: "pumps" },
  filters: [],
  language: "fr",
  organisation: { id: 1 },
});

/** The order answers of a server that prices every line at its catalogue price. */
export const orderRoutes = (prices: Record<string, number>) => ({
  "GET /admin/user/me": { body: customerAnswer },
  "POST /admin/order": async (request: Request) => {
    const body = (await request.json()) as { lines: Array<{ part_no: string; quantity: number }>; code?: string | null };
    const lines = body.lines.map((line) => ({
      id: line.part_no,
      part_no: line.part_no,
      price_in_cents: prices[line.part_no] ?? 0,
      available_quantity: 50,
      status: "CAN_ORDER_ALL" as const,
    }));
    const subtotal = lines.reduce((sum, line, index) => sum + line.price_in_cents * (body.lines[index]?.quantity ?? 0), 0);
    return { body: { order_nr: "100001", lines, subtotal, discount: 0, shipping: 0, tax: Math.round(subtotal / 6), total: subtotal } };
  },
  "GET /admin/order/": { body: { error: { code: "orders.not_found", message: "no" } }, status: 404 },
  "GET /admin/coupon/WELCOME10": { body: { code: "WELCOME10", kind: "percent", value: 10, active: true } },
  "GET /admin/coupon/": { status: 404, body: { error: { code: "coupon_invalid", message: "Invalid coupon code" } } },
  "GET /admin/shipping_method": {
    body: [
      { method: "Standard", charge: 0 },
      { method: "Regular", charge: 995 },
      { method: "Rush", charge: 1995 },
    ],
  },
});

/** The live cart of company 100234 as the server keeps it, last changed by the representative. */
export const serverCart = (parts: ReadonlyArray<readonly [string, number]>, at: number): CartRecording => ({
  version: CART_RECORDING_VERSION,
  shop: { hostname: "localhost", locale: "fr" },
  user: { email: "rep@example.fr" },
  company: { cust_no: "100234", name: "Maternité Test" },
  time_zone: "Europe/Paris",
  snapshot: { taken_at: at, products: parts.map(([part]) => testProduct(part)), limits: {} },
  events: [
    { at, by: "rep@example.fr", event: { type: "cart.started", limits: {} } },
    { at, by: "rep@example.fr", event: { type: "cart.loaded", cart: null } },
    ...parts.map(([part, quantity], index) => ({ at: at + 1, by: "rep@example.fr", event: { type: "cart.add" as const, part_no: part, product: index, quantity } })),
  ],
});
