import type { BundleInfo } from "../entities/product.ts";
import { isBundleFull, roomLeftInBundle, type BundleRef } from "./bundle.ts";

/** A cart line as the bundle status reads it: cart lines name their bundle `bundle`. */
export interface CartBundleLine {
  readonly quantity: number;
  readonly bundle?: BundleRef | null;
}

/** What a product page shows about the bundle a product belongs to. */
export interface BundleStatus {
  /** Units of this bundle already in the cart, all its groups together. */
  readonly inCart: number;
  /** "Bundle full": no more of its items can be added. */
  readonly full: boolean;
  /** Items that still fit; `null` when the bundle has no size limit. */
  readonly roomLeft: number | null;
}

const sameBundle = (a: BundleRef, b: BundleRef): boolean =>
  a.package_skey === b.package_skey && a.package_code === b.package_code;

/**
 * The bundle status of a bundle item against the cart lines (`null` for a product outside any
 * bundle). WHY a separate rule: cart lines carry `bundle` while catalogue products carry
 * `bundle_info`, and the web must not do that mapping itself.
 */
export const bundleStatusOf = (
  bundle: Pick<BundleInfo, "package_skey" | "package_code" | "max_size"> | null | undefined,
  lines: readonly CartBundleLine[],
): BundleStatus | null => {
  if (bundle === null || bundle === undefined) return null;
  const inCart = lines.reduce(
    (sum, line) => (line.bundle !== undefined && line.bundle !== null && sameBundle(line.bundle, bundle) ? sum + Math.max(0, line.quantity) : sum),
    0,
  );
  const room = roomLeftInBundle(bundle, inCart);
  return { inCart, full: isBundleFull(bundle, inCart), roomLeft: Number.isFinite(room) ? room : null };
};

/**
 * The most a quantity field offers for a product: its offer's maximum (stock, per-line limit),
 * within what still fits in its bundle, and at least 1 (a full bundle is said apart, `full`).
 */
export const quantityCapOf = (offerMaximum: number, bundle: BundleStatus | null): number =>
  bundle === null || bundle.roomLeft === null ? offerMaximum : Math.max(1, Math.min(offerMaximum, bundle.roomLeft));

/** The same status (`bundleStatusOf` answers a new object each time): a card re-renders only when its bundle's changed. */
export const sameBundleStatus = (a: BundleStatus | null, b: BundleStatus | null): boolean =>
  a === b || (a !== null && b !== null && a.inCart === b.inCart && a.full === b.full && a.roomLeft === b.roomLeft);
