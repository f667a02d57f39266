import type { BundleInfo } from "../entities/product.ts";

/** What names a bundle: the same package skey and code (a group is one choice inside it). */
export type BundleRef = Pick<BundleInfo, "package_skey" | "package_code">;

/** A cart line as far as bundles care: its quantity and, for bundle items, the bundle it fills. */
export interface BundleLine {
  readonly quantity: number;
  readonly bundle_info?: BundleRef | null;
}

const sameBundle = (a: BundleRef, b: BundleRef): boolean =>
  a.package_skey === b.package_skey && a.package_code === b.package_code;

/** Units already put in one bundle, all its groups together. */
export const quantityInBundle = (lines: readonly BundleLine[], bundle: BundleRef): number =>
  lines.reduce(
    (sum, line) =>
      line.bundle_info !== undefined && line.bundle_info !== null && sameBundle(line.bundle_info, bundle)
        ? sum + Math.max(0, line.quantity)
        : sum,
    0,
  );

/**
 * True when the bundle holds `max_size` items or more ("bundle full"): the shop then offers no
 * more of its items. A `max_size` of 0 or less means the bundle has no size limit.
 */
export const isBundleFull = (bundle: Pick<BundleInfo, "max_size">, quantity: number): boolean =>
  bundle.max_size > 0 && quantity >= bundle.max_size;

/** Items that still fit in the bundle; `Infinity` when it has no size limit. */
export const roomLeftInBundle = (bundle: Pick<BundleInfo, "max_size">, quantity: number): number =>
  bundle.max_size > 0 ? Math.max(0, bundle.max_size - quantity) : Number.POSITIVE_INFINITY;
