import type { PlacedOrder } from "../entities/order-history.ts";

/*
 * What the shop tells a tag manager through `window.dataLayer` (SPEC 2 page views, SPEC 9
 * purchase): plain objects in the common e-commerce data-layer shape, built here so every
 * adapter sends the same thing.
 */

/** SPEC 9: the last order a purchase event was sent for, kept in local storage. */
export const LAST_ORDER_ID_STORAGE_KEY = "proshop.lastOrderId";

export interface PageViewEvent {
  readonly event: "page_view";
  /** core's `pageViewLabel` of the path (`HOME`, `CAT:...`, `PRD:...`). */
  readonly page: string;
}

export const pageViewEvent = (label: string): PageViewEvent => ({ event: "page_view", page: label });

export interface PurchaseEvent {
  readonly event: "purchase";
  readonly ecommerce: {
    readonly transaction_id: string;
    /** Amounts in the currency's units (the data layer's convention), not cents. */
    readonly value: number;
    readonly tax: number;
    readonly shipping: number;
    readonly discount: number;
    readonly currency: string;
    readonly coupon?: string;
    readonly items: ReadonlyArray<{ readonly item_id: string; readonly item_name: string; readonly price: number; readonly quantity: number }>;
  };
}

const units = (cents: number): number => Math.round(cents) / 100;

/** The purchase event of a completed order. */
export const purchaseEvent = (orderNr: string, order: PlacedOrder, currency: string, coupon?: string | null): PurchaseEvent => ({
  event: "purchase",
  ecommerce: {
    transaction_id: orderNr,
    value: units(order.total),
    tax: units(order.tax),
    shipping: units(order.shipping),
    discount: units(order.discount),
    currency,
    ...(coupon === undefined || coupon === null || coupon === "" ? {} : { coupon }),
    items: order.lines.map((line) => ({ item_id: line.part_no, item_name: line.name, price: units(line.price), quantity: line.quantity })),
  },
});

/** SPEC 9: sent once per order: not for the order the last event was sent for (a reload, a revisit). */
export const isNewPurchase = (orderNr: string, lastOrderId: string | null): boolean => orderNr !== "" && orderNr !== lastOrderId;
