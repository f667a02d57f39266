/**
 * The quantity typed in the field as whole units, at least 1: empty or invalid text counts as 1,
 * so "Add to cart" always adds something sensible. (Display parsing only; how much of it can be
 * added is core's `quantityToAdd`, whether the cart accepts it core's cart rule.)
 */
export const quantityFromText = (text: string): number => {
  const parsed = Math.floor(Number(text));
  return Number.isFinite(parsed) && parsed >= 1 ? parsed : 1;
};
