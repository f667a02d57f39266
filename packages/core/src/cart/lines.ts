import type { CartProduct, CartState } from "../entities/cart.ts";
import type { BundleInfo, ShopProduct } from "../entities/product.ts";
import { quantityInBundle, type BundleLine, type BundleRef } from "../shop/bundle.ts";
import { settleCartLines } from "./totals.ts";

/** The cart line id of a bundle item (SPEC 3). */
export const bundleLineId = (bundle: Pick<BundleInfo, "package_skey" | "package_code" | "package_group" | "WebPartNbr">): string =>
  `${bundle.package_skey}_${bundle.package_code}_${bundle.package_group}_${bundle.WebPartNbr}`;

/** A product's cart line id: its part_no, or the bundle id for a bundle item. */
export const cartLineId = (product: Pick<ShopProduct, "part_no" | "bundle_info">): string =>
  product.bundle_info ? bundleLineId(product.bundle_info) : product.part_no;

/** Whole units: fractions are cut, anything that is not a finite number counts as 0. */
export const wholeCartUnits = (quantity: number): number => (Number.isFinite(quantity) ? Math.trunc(quantity) : 0);

/** A line of an active bundle keeps the customer's requested quantity (SPEC 4). */
export const keepsRequestedCartQuantity = (line: Pick<CartProduct, "bundle">): boolean => line.bundle?.active === true;

/** A paid line makes free and promotional items orderable: it costs money and is no promo item. */
export const isPaidCartLine = (line: Pick<CartProduct, "price" | "promo">): boolean => line.price > 0 && !line.promo;

/** Free (price 0) or promotional lines may only be ordered together with a paid line. */
export const needsPaidCartLine = (line: Pick<CartProduct, "price" | "promo">): boolean => !isPaidCartLine(line);

export const hasPaidCartLine = (lines: ReadonlyArray<CartProduct>): boolean => lines.some(isPaidCartLine);

/** Units of one part_no across all lines (plain and bundle items alike). */
export const cartUnitsOfPart = (lines: ReadonlyArray<CartProduct>, partNo: string): number => {
  let sum = 0;
  for (const line of lines) if (line.part_no === partNo) sum += line.quantity;
  return sum;
};

/**
 * Units already in one bundle, all its groups together, counted by the catalogue's own rule
 * (`quantityInBundle`), so the cart and the product page agree on when a bundle is full.
 */
export const cartUnitsInBundle = (lines: ReadonlyArray<CartProduct>, bundle: BundleRef): number => {
  const bundleLines: BundleLine[] = [];
  for (const line of lines) if (line.bundle !== null) bundleLines.push({ quantity: line.quantity, bundle_info: line.bundle });
  return quantityInBundle(bundleLines, bundle);
};

/*
 * Where each line of a big cart is, per lines array: otherwise every change compares its line
 * id with the lines before it (~250 string comparisons per event on a 500-line cart, the
 * cart machine's largest cost there). A position is a hint, checked against the line found
 * there; a miss (a new product, a stale hint) scans as before. Built on first use; an array
 * made by replacing a line in place or appending one shares its predecessor's map
 * (replaceCartLineAt), so changes do not rebuild it.
 */
const INDEXED_FROM_LINES = 32;
const linePositions = new WeakMap<ReadonlyArray<CartProduct>, Map<string, number>>();

const positionsOf = (lines: ReadonlyArray<CartProduct>): Map<string, number> => {
  let positions = linePositions.get(lines);
  if (positions === undefined) {
    const built = new Map<string, number>();
    // The first line with an id wins, as the scan finds it.
    lines.forEach((line, i) => built.has(line.id) || built.set(line.id, i));
    linePositions.set(lines, built);
    positions = built;
  }
  return positions;
};

export const findCartLineIndex = (cart: CartState, lineId: string): number => {
  const lines = cart.products;
  if (lines.length >= INDEXED_FROM_LINES) {
    const hint = positionsOf(lines).get(lineId);
    if (hint !== undefined && lines[hint]?.id === lineId) return hint;
  }
  for (let i = 0; i < lines.length; i++) if (lines[i]!.id === lineId) return i;
  return -1;
};

export const findCartLine = (cart: CartState, lineId: string): CartProduct | undefined => {
  const index = findCartLineIndex(cart, lineId);
  return index === -1 ? undefined : cart.products[index];
};

/** A new cart line for `quantity` units of a catalogue product, with a snapshot of its limits. */
export const toCartLine = (product: ShopProduct, quantity: number): CartProduct => {
  const bundle = product.bundle_info ?? null;
  return {
    id: cartLineId(product),
    part_no: product.part_no,
    name: product.SKUName,
    price: product.price_in_cents,
    quantity,
    quantity_requested: bundle?.active === true ? quantity : null,
    max_order_amount: product.max_order_amount ?? null,
    max_per_order: product.max_per_order ?? null,
    max_per_year: product.max_per_year ?? null,
    ordered_this_year: product.ordered_this_year ?? 0,
    max_qty: null,
    PackageQty: bundle?.PackageQty ?? null,
    PartPrice: bundle?.PartPrice ?? null,
    status: null,
    promo: product.promo === true,
    bundle,
    stock: product.stock,
    online: product.online !== false,
    download_only: product.download_only === true,
    available_from: product.available_from ?? null,
    incomplete: product.incomplete === true,
  };
};

/**
 * The cart with the line at `index` replaced by `next` (null removes it; index -1 appends
 * `next`). Money and counts are updated from the difference, without a pass over the cart.
 */
export const replaceCartLineAt = (cart: CartState, index: number, next: CartProduct | null): CartState => {
  const previous = index === -1 ? undefined : cart.products[index];
  const before = previous === undefined ? 0 : previous.quantity;
  const after = next === null ? 0 : next.quantity;
  let products: CartProduct[];
  if (previous === undefined) {
    if (next === null) return cart;
    products = [...cart.products, next];
    const positions = linePositions.get(cart.products);
    if (positions !== undefined) linePositions.set(products, positions.set(next.id, products.length - 1));
  } else if (next === null) {
    products = cart.products.slice();
    products.splice(index, 1);
  } else {
    products = cart.products.slice();
    products[index] = next;
    const positions = linePositions.get(cart.products);
    if (positions !== undefined) linePositions.set(products, positions.set(next.id, index));
  }
  const subtotal =
    cart.subtotal - (previous === undefined ? 0 : previous.price * before) + (next === null ? 0 : next.price * after);
  return settleCartLines(cart, products, subtotal, cart.quantity - before + after);
};

/**
 * The line at `quantity` units after a customer's change. At or below 0 the line goes (null).
 * An active bundle line remembers the larger of its earlier request and the new quantity when
 * the item is added again (`mode: "add"`), and exactly the new quantity when the customer sets
 * it (`mode: "set"`).
 */
export const cartLineWithQuantity = (line: CartProduct, quantity: number, mode: "add" | "set"): CartProduct | null => {
  if (quantity <= 0) return null;
  if (!keepsRequestedCartQuantity(line)) return { ...line, quantity };
  const requested = mode === "add" ? Math.max(line.quantity_requested ?? 0, quantity) : quantity;
  return { ...line, quantity, quantity_requested: requested };
};
