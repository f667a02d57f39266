/*
 * Quantiles of a few numbers (the expected occupancy's median and band). Linear interpolation
 * between the two nearest ranks, so the median of an even count is the mean of the middle two
 * and the quartiles of eight weeks fall between real days' figures, never outside them.
 */

/** The `q` quantile (0 to 1) of `values` (any order); null for none. */
export const quantile = (values: ReadonlyArray<number>, q: number): number | null => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const position = (sorted.length - 1) * Math.min(1, Math.max(0, q));
  const below = Math.floor(position);
  const above = Math.ceil(position);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (position - below);
};

/** The middle value (the mean of the middle two for an even count); null for none. */
export const median = (values: ReadonlyArray<number>): number | null => quantile(values, 0.5);
