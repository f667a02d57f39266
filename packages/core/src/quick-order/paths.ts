/** The quick order page (issue 17): quick order, order again and saved lists. */
export const QUICK_ORDER_PATH = "/quick-order";

/**
 * The quick order page filling the cart from a past order. WHY its own module rather than
 * nav-items.ts: the order history imports it, and the header's module then stays whole in the
 * shop's first load instead of being split into a chunk of its own.
 */
export const reorderPath = (orderNr: string): string => `${QUICK_ORDER_PATH}?reorder=${encodeURIComponent(orderNr)}`;
