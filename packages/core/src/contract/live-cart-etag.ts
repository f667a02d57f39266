/*
 * Apart from the contract's cart calls (carts.ts exports it) so that the web's live cart names it
 * without loading the contract with its first screen (issue 18).
 */

/** The ETag of "no live cart yet", for `If-Match` on a company's first PUT. */
export const NO_LIVE_CART_ETAG = '"0"';
