import type { CartProduct, CartState } from "../entities/cart.ts";
import type { LimitCode, LimitFix, LimitScope, LimitUnit, LimitViolation } from "../limits/violation.ts";
import { roomLeftInBundle } from "../shop/bundle.ts";
import { cartAddBlock } from "./add-block.ts";
import { cartUnorderableReason, type CartUnorderable } from "./availability.ts";
import { isPaidCartLine, needsPaidCartLine, cartUnitsInBundle, cartUnitsOfPart } from "./lines.ts";
import type { CartProductLimits, CartLimitContext } from "./limits-schema.ts";
// Types only: a value re-export would bring the schema, and Effect with it, into every chunk
// that uses these rules (esbuild keeps a re-export used anywhere: `proshop cart replay <file>`,
// see replay-graph.test.ts in packages/cli). index.ts exports the schema itself.
export type { CartProductLimits, CartLimitContext };

export const emptyCartLimitContext: CartLimitContext = {};

/**
 * A limit applies only when it is a positive number. null, absent, 0 and -1 mean "no limit":
 * the cart's `max` is -1 before the user is loaded and 0 when the user has no maximum, and the
 * catalogue sends 0 or null for products without a maximum.
 */
export const activeCartLimit = (value: number | null | undefined): number | null =>
  typeof value === "number" && value > 0 ? value : null;

/** The user's order price ceiling in cents, or null when there is none. */
export const cartMaxOrderPrice = (cart: CartState, context: CartLimitContext): number | null =>
  activeCartLimit(typeof context.max_order_amount === "number" ? context.max_order_amount : cart.max);

interface PartLimits {
  readonly perLine: number | null;
  readonly perOrder: number | null;
  readonly perYear: number | null;
  readonly orderedThisYear: number;
  readonly name: string;
}

/** The limits that govern a line: the context's catalogue when it lists the part, else the line's snapshot. */
export const cartPartLimits = (line: CartProduct, context: CartLimitContext): PartLimits => {
  const known = context.products?.[line.part_no];
  const source = known ?? line;
  return {
    perLine: activeCartLimit(source.max_order_amount),
    perOrder: activeCartLimit(source.max_per_order),
    perYear: activeCartLimit(source.max_per_year),
    orderedThisYear: source.ordered_this_year ?? 0,
    name: line.name !== "" ? line.name : (known?.SKUName ?? ""),
  };
};

/**
 * Why the line's product cannot be ordered now, or null: judged on the context's catalogue
 * entry when it lists the part, else on the line's snapshot (see `cartUnorderableReason`).
 */
export const cartLineUnorderable = (line: CartProduct, context: CartLimitContext): CartUnorderable | null =>
  cartUnorderableReason(context.products?.[line.part_no] ?? line, context.today);

/** The organisation's yearly order maximum, and the company's orders so far this year. */
const orderCount = (context: CartLimitContext): { limit: number | null; used: number } => ({
  limit: activeCartLimit(context.max_order_count_year),
  used: context.company_orders_this_year ?? 0,
});

const fix = (id: string, params: LimitFix["params"] = {}): LimitFix => ({ id: `limits.fix.${id}`, params });

interface ViolationFields {
  readonly code: LimitCode;
  readonly scope: LimitScope;
  readonly unit: LimitUnit;
  readonly limit: number;
  readonly used: number;
  readonly requested: number;
  readonly remaining: number;
  readonly fix: LimitFix;
  readonly line?: CartProduct;
  readonly name?: string;
}

const violation = (fields: ViolationFields): LimitViolation => ({
  code: fields.code,
  scope: fields.scope,
  limit: fields.limit,
  used: fields.used,
  requested: fields.requested,
  remaining: fields.remaining,
  unit: fields.unit,
  ...(fields.line === undefined ? {} : { part_no: fields.line.part_no }),
  ...(fields.name === undefined || fields.name === "" ? {} : { product_name: fields.name }),
  fix: fields.fix,
});

/** Where a change happened: the line it touched, as it was before and after (null: absent). */
export interface CartLineChange {
  readonly before: CartProduct | null;
  readonly after: CartProduct | null;
}

/** What to do about a product that cannot be ordered, when trying to add it. */
const unorderableAddFix = (reason: CartUnorderable): LimitFix => {
  switch (reason.code) {
    case "product_download_only":
      return fix("download_from_product_page");
    case "product_not_available_online":
      return fix("order_offline");
    case "product_not_available_yet":
      return fix("order_from_date", { date: reason.date ?? "" });
    default:
      return fix("check_back_later");
  }
};

/** What to do about such a product already in the cart: take it out (until its date). */
const unorderableStandingFix = (reason: CartUnorderable): LimitFix =>
  reason.code === "product_not_available_yet" ? fix("remove_product_until", { date: reason.date ?? "" }) : fix("remove_product");

/** The bundle's fix when adding: what still fits, or that it is complete. */
const bundleFix = (remaining: number): LimitFix => (remaining > 0 ? fix("add_at_most_units", { remaining }) : fix("bundle_complete"));

const unitsFix = (remaining: number, nextYear: boolean): LimitFix =>
  remaining > 0 ? fix("add_at_most_units", { remaining }) : nextYear ? fix("next_year_product") : fix("no_more_units");

/**
 * The limit a one-line change breaks, or null when the change is allowed. A change is refused
 * only when it makes things worse: it goes over a limit AND increases what that limit counts.
 * So a cart that is over a limit (after the user's maximum was lowered, or a price rose) can
 * always be brought back down. Checked in this order: organisation, availability of the product
 * (`product_*` codes, scope product), product line, order, year, bundle size, order price,
 * free items.
 *
 * `bundle_full` (SPEC 4 "bundle full at max size") has scope order: a bundle is filled by the
 * lines of this order, and its `max_size` counts all its groups together (same package_skey
 * and package_code), as the catalogue's `quantityInBundle` counts them, so the cart refuses
 * exactly when the product page shows the bundle full. A change that would overfill the bundle
 * is refused too, saying how many still fit.
 */
export const checkCartLineChange = (
  before: CartState,
  after: CartState,
  change: CartLineChange,
  context: CartLimitContext,
): LimitViolation | null => {
  const beforeQty = change.before?.quantity ?? 0;
  const afterQty = change.after?.quantity ?? 0;
  const grew = afterQty > beforeQty;
  const line = change.after ?? change.before;
  if (line === null || !grew) return checkMaxOrderPrice(before, after, context);

  // A refused licence or the yearly maximum: no add at all, whatever the product.
  const blocked = cartAddBlock(context);
  if (blocked !== null) return blocked;

  const limits = cartPartLimits(line, context);
  const requested = afterQty - beforeQty;
  const unorderable = cartLineUnorderable(line, context);
  if (unorderable !== null) {
    return violation({
      code: unorderable.code,
      scope: "product",
      unit: "units",
      limit: 0,
      used: beforeQty,
      requested,
      remaining: 0,
      fix: unorderableAddFix(unorderable),
      line,
      name: limits.name,
    });
  }

  if (limits.perLine !== null && afterQty > limits.perLine) {
    const remaining = Math.max(0, limits.perLine - beforeQty);
    return violation({
      code: "max_product_amount_reached",
      scope: "product",
      unit: "units",
      limit: limits.perLine,
      used: beforeQty,
      requested,
      remaining,
      fix: unitsFix(remaining, false),
      line,
      name: limits.name,
    });
  }

  if (limits.perOrder !== null || limits.perYear !== null) {
    const unitsAfter = cartUnitsOfPart(after.products, line.part_no);
    const unitsBefore = unitsAfter - requested;
    if (limits.perOrder !== null && unitsAfter > limits.perOrder) {
      const remaining = Math.max(0, limits.perOrder - unitsBefore);
      return violation({
        code: "max_per_order_reached",
        scope: "order",
        unit: "units",
        limit: limits.perOrder,
        used: unitsBefore,
        requested,
        remaining,
        fix: unitsFix(remaining, false),
        line,
        name: limits.name,
      });
    }
    if (limits.perYear !== null && limits.orderedThisYear + unitsAfter > limits.perYear) {
      const used = limits.orderedThisYear + unitsBefore;
      const remaining = Math.max(0, limits.perYear - used);
      return violation({
        code: "max_per_year_reached",
        scope: "product",
        unit: "units",
        limit: limits.perYear,
        used,
        requested,
        remaining,
        fix: unitsFix(remaining, limits.orderedThisYear >= limits.perYear),
        line,
        name: limits.name,
      });
    }
  }

  const bundle = line.bundle;
  if (bundle !== null && bundle.max_size > 0) {
    const used = cartUnitsInBundle(before.products, bundle);
    const room = roomLeftInBundle(bundle, used);
    if (requested > room) {
      return violation({
        code: "bundle_full",
        scope: "order",
        unit: "units",
        limit: bundle.max_size,
        used,
        requested,
        remaining: room,
        fix: bundleFix(room),
        line,
        name: limits.name,
      });
    }
  }

  const price = checkMaxOrderPrice(before, after, context);
  if (price !== null) return price;

  if (needsPaidCartLine(line) && !after.products.some(isPaidCartLine)) {
    return violation({
      code: "free_items_need_paid_items",
      scope: "order",
      unit: "units",
      limit: 1,
      used: 0,
      requested,
      remaining: 1,
      fix: fix("add_paid_product"),
      line,
      name: limits.name,
    });
  }
  return null;
};

/**
 * SPEC 5: a change that takes the subtotal over the user's max order price is refused
 * (`max_order_price_reached`). No ceiling while the max is -1 (not loaded) or 0 (none).
 */
export const checkMaxOrderPrice = (before: CartState, after: CartState, context: CartLimitContext): LimitViolation | null => {
  const limit = cartMaxOrderPrice(before, context);
  if (limit === null || after.subtotal <= limit || after.subtotal <= before.subtotal) return null;
  const remaining = Math.max(0, limit - before.subtotal);
  return violation({
    code: "max_order_price_reached",
    scope: "user",
    unit: "cents",
    limit,
    used: before.subtotal,
    requested: after.subtotal - before.subtotal,
    remaining,
    fix: remaining > 0 ? fix("add_at_most_amount", { remaining }) : fix("no_more_amount", { limit }),
  });
};

/** One limit that applies to the cart, how much of it is used, and whether the cart breaks it. */
export type CartLimitReport = LimitViolation & { readonly exceeded: boolean };

const report = (fields: ViolationFields, exceeded: boolean): CartLimitReport => ({ ...violation(fields), exceeded });

/** Groups the lines by part_no, keeping the first line of each part as its representative. */
const partsOf = (lines: ReadonlyArray<CartProduct>): Map<string, { line: CartProduct; units: number }> => {
  const parts = new Map<string, { line: CartProduct; units: number }>();
  for (const line of lines) {
    const part = parts.get(line.part_no);
    if (part === undefined) parts.set(line.part_no, { line, units: line.quantity });
    else part.units += line.quantity;
  }
  return parts;
};

/**
 * Groups the bundle items with a size limit by bundle (package skey and code, all groups
 * together as `quantityInBundle` counts them), keeping the first line of each as its
 * representative: its `max_size` is the bundle's.
 */
const bundlesOf = (lines: ReadonlyArray<CartProduct>): Map<string, { line: CartProduct; units: number }> => {
  const bundles = new Map<string, { line: CartProduct; units: number }>();
  for (const line of lines) {
    if (line.bundle === null || line.bundle.max_size <= 0) continue;
    const key = `${line.bundle.package_skey}_${line.bundle.package_code}`;
    if (!bundles.has(key)) bundles.set(key, { line, units: cartUnitsInBundle(lines, line.bundle) });
  }
  return bundles;
};

const excessFix = (excess: number): LimitFix => fix("remove_units", { excess });

/**
 * Every limit that applies to the cart as it is, with its scope, limit, use, what remains and
 * what would fix it (the CLI's `cart explain`). `exceeded` marks the ones the cart breaks now.
 * Lines whose product cannot be ordered any more (a product update took it offline, out of
 * stock, ...) are listed, always exceeded, with "remove it" as the fix; every bundle with a
 * size limit is listed with the room left in it.
 */
export const explainCartLimits = (cart: CartState, context: CartLimitContext = emptyCartLimitContext): CartLimitReport[] => {
  const reports: CartLimitReport[] = [];

  const orders = orderCount(context);
  if (orders.limit !== null) {
    const reached = orders.used >= orders.limit;
    reports.push(
      report(
        {
          code: "max_order_count_year_reached",
          scope: "organisation",
          unit: "orders",
          limit: orders.limit,
          used: orders.used,
          requested: 0,
          remaining: Math.max(0, orders.limit - orders.used),
          fix: reached ? fix("next_year") : fix("none"),
        },
        reached && cart.products.length > 0,
      ),
    );
  }

  // Only lines that cannot be ordered: an orderable product has no availability limit to show.
  for (const line of cart.products) {
    const unorderable = cartLineUnorderable(line, context);
    if (unorderable === null) continue;
    reports.push(
      report(
        {
          code: unorderable.code,
          scope: "product",
          unit: "units",
          limit: 0,
          used: line.quantity,
          requested: 0,
          remaining: 0,
          fix: unorderableStandingFix(unorderable),
          line,
          name: cartPartLimits(line, context).name,
        },
        true,
      ),
    );
  }

  for (const line of cart.products) {
    const limits = cartPartLimits(line, context);
    if (limits.perLine === null) continue;
    const excess = line.quantity - limits.perLine;
    reports.push(
      report(
        {
          code: "max_product_amount_reached",
          scope: "product",
          unit: "units",
          limit: limits.perLine,
          used: line.quantity,
          requested: 0,
          remaining: Math.max(0, -excess),
          fix: excess > 0 ? excessFix(excess) : unitsFix(-excess, false),
          line,
          name: limits.name,
        },
        excess > 0,
      ),
    );
  }

  for (const { line, units } of partsOf(cart.products).values()) {
    const limits = cartPartLimits(line, context);
    if (limits.perOrder !== null) {
      const excess = units - limits.perOrder;
      reports.push(
        report(
          {
            code: "max_per_order_reached",
            scope: "order",
            unit: "units",
            limit: limits.perOrder,
            used: units,
            requested: 0,
            remaining: Math.max(0, -excess),
            fix: excess > 0 ? excessFix(excess) : unitsFix(-excess, false),
            line,
            name: limits.name,
          },
          excess > 0,
        ),
      );
    }
    if (limits.perYear !== null) {
      const used = limits.orderedThisYear + units;
      const excess = used - limits.perYear;
      const nextYear = limits.orderedThisYear >= limits.perYear;
      reports.push(
        report(
          {
            code: "max_per_year_reached",
            scope: "product",
            unit: "units",
            limit: limits.perYear,
            used,
            requested: 0,
            remaining: Math.max(0, -excess),
            fix: excess > 0 ? (nextYear ? fix("next_year_product") : excessFix(Math.min(units, excess))) : unitsFix(-excess, nextYear),
            line,
            name: limits.name,
          },
          excess > 0,
        ),
      );
    }
  }

  for (const { line, units } of bundlesOf(cart.products).values()) {
    const bundle = line.bundle!;
    const excess = units - bundle.max_size;
    reports.push(
      report(
        {
          code: "bundle_full",
          scope: "order",
          unit: "units",
          limit: bundle.max_size,
          used: units,
          requested: 0,
          remaining: Math.max(0, -excess),
          fix: excess > 0 ? fix("remove_bundle_items", { excess }) : bundleFix(-excess),
          line,
          name: cartPartLimits(line, context).name,
        },
        excess > 0,
      ),
    );
  }

  const limit = cartMaxOrderPrice(cart, context);
  if (limit !== null) {
    const excess = cart.subtotal - limit;
    reports.push(
      report(
        {
          code: "max_order_price_reached",
          scope: "user",
          unit: "cents",
          limit,
          used: cart.subtotal,
          requested: 0,
          remaining: Math.max(0, -excess),
          fix:
            excess > 0
              ? fix("remove_amount", { excess })
              : excess < 0
                ? fix("add_at_most_amount", { remaining: -excess })
                : fix("no_more_amount", { limit }),
        },
        excess > 0,
      ),
    );
  }

  const freeLine = cart.products.find(needsPaidCartLine);
  if (freeLine !== undefined) {
    const paid = cart.products.some(isPaidCartLine);
    reports.push(
      report(
        {
          code: "free_items_need_paid_items",
          scope: "order",
          unit: "units",
          limit: 1,
          used: paid ? 1 : 0,
          requested: 0,
          remaining: paid ? 0 : 1,
          fix: paid ? fix("none") : fix("add_paid_product"),
        },
        !paid,
      ),
    );
  }
  return reports;
};

/**
 * The limits the cart breaks right now, e.g. free items left alone after the last paid line was
 * removed (allowed, so the customer can rearrange the cart, but checkout must refuse it), a
 * subtotal over a maximum that was lowered after the items were added, or a line whose product
 * became unorderable after a product update (pass the fresh catalogue as `context.products`).
 */
export const cartViolations = (cart: CartState, context: CartLimitContext = emptyCartLimitContext): LimitViolation[] =>
  explainCartLimits(cart, context)
    .filter((entry) => entry.exceeded)
    .map(({ exceeded: _exceeded, ...rest }) => rest);
