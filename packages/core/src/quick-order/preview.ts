import type { CartState } from "../entities/cart.ts";
import type { ShopProduct } from "../entities/product.ts";
import type { LimitViolation } from "../limits/violation.ts";
import { addToCart } from "../cart/changes.ts";
import { cartLineId, findCartLine } from "../cart/lines.ts";
import type { CartLimitContext } from "../cart/limits.ts";
import { cartLimitsToday, type CartMachineContext } from "../cart/machine.ts";
import type { OrderLineEntry, OrderLineProblem } from "./lines.ts";
import { productByReference } from "./references.ts";

/*
 * The preview of lines before they touch the cart (issue 17): every line is judged by the cart's
 * own rule (`addToCart`) on the cart as it is, one after the other, so the preview says exactly
 * what confirming will do. A line over a limit goes in with what still fits ("added in part")
 * when the limit counts units or money; otherwise it is refused with the limit's self-explaining
 * violation.
 */

export type OrderPreviewOutcome = "added" | "added_in_part" | "refused";

/** Why a line was refused before any limit: it could not be read, or names no product of today's catalogue. */
export interface OrderLineRefusal {
  readonly code: OrderLineProblem | "unknown_reference";
  /** What the buyer wrote that the refusal is about (cleaned). */
  readonly value: string;
}

/** One line's outcome (snake_case: it is also the CLI's JSON). */
export interface OrderPreviewLine {
  readonly line: number;
  readonly reference: string;
  readonly part_no: string | null;
  readonly product_name: string | null;
  /** Units asked for; null when the quantity could not be read. */
  readonly requested: number | null;
  /** Units that go into the cart (0 when refused). */
  readonly quantity: number;
  readonly outcome: OrderPreviewOutcome;
  /** Set when the line was refused before any limit. */
  readonly problem: OrderLineRefusal | null;
  /** The limit that refused the line or cut it down. */
  readonly violation: LimitViolation | null;
  /** The catalogue's stock when it is below the line's units in the cart (the order then carries what is available). */
  readonly in_stock: number | null;
}

/** One `cart.add` that confirming sends. */
export interface PlannedCartAdd {
  readonly product: ShopProduct;
  readonly quantity: number;
}

export interface OrderPreview {
  /** One outcome per line, in the lines' order. */
  readonly lines: readonly OrderPreviewLine[];
  /** The cart changes confirming makes, in the order they are judged. */
  readonly adds: readonly PlannedCartAdd[];
  /** The cart after them. */
  readonly cart: CartState;
  /** What was asked, to judge again when confirming. */
  readonly entries: readonly OrderLineEntry[];
}

export interface OrderPreviewInput {
  readonly cart: CartState;
  /** The limits as the cart machine judges them (with `today`: `cartLimitsToday`). */
  readonly limits: CartLimitContext;
  /** Today's catalogue of the active company. */
  readonly products: readonly ShopProduct[];
  readonly entries: readonly OrderLineEntry[];
}

const isPaidProduct = (product: ShopProduct): boolean => product.price_in_cents > 0 && product.promo !== true;

/**
 * How many of the product still fit under the limit a change ran into: what remains of a unit
 * limit, what the remaining money buys, nothing for the rest (not orderable, yearly orders, a
 * free item without a paid one).
 */
const unitsThatFit = (violation: LimitViolation, product: ShopProduct): number => {
  switch (violation.code) {
    case "max_product_amount_reached":
    case "max_per_order_reached":
    case "max_per_year_reached":
    case "bundle_full":
      return violation.remaining;
    case "max_order_price_reached":
      return product.price_in_cents > 0 ? Math.floor(violation.remaining / product.price_in_cents) : 0;
    default:
      return 0;
  }
};

/** Adds as much of `quantity` as the rules allow; `violation` is the limit that decided the amount. */
const addWhatFits = (
  cart: CartState,
  product: ShopProduct,
  quantity: number,
  limits: CartLimitContext,
): { cart: CartState; quantity: number; violation: LimitViolation | null } => {
  let units = quantity;
  let last: LimitViolation | null = null;
  while (units > 0) {
    const change = addToCart(cart, product, units, limits);
    if (change.violation === null) return { cart: change.cart, quantity: units, violation: last };
    last = change.violation;
    const fit = unitsThatFit(change.violation, product);
    // Strictly fewer each time, so this ends after one try per limit at most.
    units = fit < units ? fit : 0;
  }
  return { cart, quantity: 0, violation: last };
};

const refusedLine = (entry: OrderLineEntry, problem: OrderLineRefusal): OrderPreviewLine => ({
  line: entry.line,
  reference: entry.reference,
  part_no: null,
  product_name: null,
  requested: entry.ok ? entry.quantity : null,
  quantity: 0,
  outcome: "refused",
  problem,
  violation: null,
  in_stock: null,
});

/**
 * Judges every line against the cart and today's limits, without changing anything. Paid
 * products are judged before free and promotional ones (which need a paid line beside them),
 * whatever the lines' order; the outcomes keep the lines' order.
 */
export const previewOrderLines = (input: OrderPreviewInput): OrderPreview => {
  const resolved = input.entries.map((entry) => ({ entry, product: entry.ok ? productByReference(input.products, entry.reference) : undefined }));
  const order = resolved
    .map((item, index) => ({ index, first: item.product !== undefined && isPaidProduct(item.product) }))
    .sort((a, b) => Number(b.first) - Number(a.first) || a.index - b.index)
    .map((item) => item.index);

  const lines: OrderPreviewLine[] = new Array<OrderPreviewLine>(resolved.length);
  const adds: PlannedCartAdd[] = [];
  let cart = input.cart;
  for (const index of order) {
    const { entry, product } = resolved[index]!;
    if (!entry.ok) {
      lines[index] = refusedLine(entry, { code: entry.problem, value: entry.value });
      continue;
    }
    if (product === undefined) {
      lines[index] = refusedLine(entry, { code: "unknown_reference", value: entry.reference });
      continue;
    }
    const added = addWhatFits(cart, product, entry.quantity, input.limits);
    cart = added.cart;
    if (added.quantity > 0) adds.push({ product, quantity: added.quantity });
    const inCart = findCartLine(cart, cartLineId(product))?.quantity ?? 0;
    lines[index] = {
      line: entry.line,
      reference: entry.reference,
      part_no: product.part_no,
      product_name: product.SKUName,
      requested: entry.quantity,
      quantity: added.quantity,
      outcome: added.quantity === entry.quantity ? "added" : added.quantity > 0 ? "added_in_part" : "refused",
      problem: null,
      violation: added.violation,
      in_stock: added.quantity > 0 && product.stock > 0 && product.stock < inCart ? product.stock : null,
    };
  }
  return { lines, adds, cart, entries: input.entries };
};

/** The preview on a cart machine's cart and limits, judged on its clock's day as the machine judges. */
export const previewForCart = (
  context: CartMachineContext,
  products: readonly ShopProduct[],
  entries: readonly OrderLineEntry[],
): OrderPreview => previewOrderLines({ cart: context.cart, limits: cartLimitsToday(context), products, entries });

export interface OrderPreviewCounts {
  readonly added: number;
  readonly added_in_part: number;
  readonly refused: number;
  /** Units that go into the cart. */
  readonly units: number;
}

export const previewCounts = (preview: Pick<OrderPreview, "lines">): OrderPreviewCounts => {
  const counts = { added: 0, added_in_part: 0, refused: 0, units: 0 };
  for (const line of preview.lines) {
    counts[line.outcome] += 1;
    counts.units += line.quantity;
  }
  return counts;
};
