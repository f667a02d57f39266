/*
 * The limits' stable codes, scopes and units as plain lists (violation-schema.ts builds their
 * schemas from them; violation.ts re-exports both).
 */

/**
 * The stable codes of every limit a cart change can run into. Each is also the key of its
 * messages (`limits.<code>.title`, `limits.<code>.detail`).
 */
export const LIMIT_CODES = [
  "max_order_price_reached",
  "max_product_amount_reached",
  "max_per_order_reached",
  "max_per_year_reached",
  "max_order_count_year_reached",
  "free_items_need_paid_items",
  // The company ordered for has had its licence refused: nothing can be ordered for it.
  "license_refused",
  // The product cannot be ordered at all right now (the stock states of SPEC 4).
  "product_incomplete",
  "product_download_only",
  "product_not_available_online",
  "product_not_available_yet",
  "product_out_of_stock",
  // A bundle holds at most `bundle_info.max_size` items (SPEC 4: "bundle full").
  "bundle_full",
] as const;

/** Whose limit it is: one product, the order as a whole, the signed-in user, or the organisation. */
export const LIMIT_SCOPES = ["product", "order", "user", "organisation"] as const;

export const LIMIT_UNITS = ["cents", "units", "orders"] as const;
