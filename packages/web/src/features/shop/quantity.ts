/**
 * The quantity typed in the field as whole units between 1 and `max`: empty or invalid text
 * counts as 1, so "Add to cart" always adds something sensible. (Display parsing only; whether
 * the cart accepts that quantity is core's cart rule.)
 */
export const quantityFromText = (text: string, max: number): number => {
  const parsed = Math.floor(Number(text));
  if (!Number.isFinite(parsed) || parsed < 1) return 1;
  return Math.min(parsed, Math.max(1, max));
};
