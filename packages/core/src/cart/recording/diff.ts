import type { CartProduct, CartState } from "../../entities/cart.ts";
import type { LimitViolation } from "../../limits/violation.ts";
import type { CartReplay, ReplayedStepOutcome } from "./replay.ts";

/** The line fields a live replay may change: price, quantity, status, availability and maxima. */
export const CART_LINE_DIFF_FIELDS = [
  "price",
  "quantity",
  "status",
  "max_qty",
  "stock",
  "online",
  "download_only",
  "available_from",
  "incomplete",
  "max_order_amount",
  "max_per_order",
  "max_per_year",
  "ordered_this_year",
] as const satisfies ReadonlyArray<keyof CartProduct>;
export type CartLineDiffField = (typeof CART_LINE_DIFF_FIELDS)[number];

type FieldValue = CartProduct[CartLineDiffField];

/** One line that differs: in one replay only (`saw` or `live` null), or with `changes`. */
export interface CartLineDiff {
  readonly id: string;
  readonly part_no: string;
  readonly name: string;
  /** The line as the customer saw it, null when only the live cart has it. */
  readonly saw: CartProduct | null;
  readonly live: CartProduct | null;
  readonly changes: ReadonlyArray<{ readonly field: CartLineDiffField; readonly saw: FieldValue; readonly live: FieldValue }>;
}

/** A step whose outcome differs, e.g. an add the customer got that today's limits refuse. */
export interface CartStepDiff {
  readonly index: number;
  readonly at: number;
  readonly by: string;
  readonly type: string;
  /** The line the step was about (`cart.add`: the added part_no), when it was about one. */
  readonly line: string | null;
  readonly saw: ReplayedStepOutcome;
  readonly live: ReplayedStepOutcome;
  readonly saw_violation: LimitViolation | null;
  readonly live_violation: LimitViolation | null;
}

export const CART_TOTAL_FIELDS = ["quantity", "subtotal", "discount", "shipping", "total"] as const;
export type CartTotalField = (typeof CART_TOTAL_FIELDS)[number];

/** What differs between two carts: their lines, totals and coupon code. */
export interface CartDiff {
  /** True when nothing below differs. */
  readonly same: boolean;
  /** Lines that differ, in the order of the customer's cart, then lines only the live cart has. */
  readonly lines: ReadonlyArray<CartLineDiff>;
  readonly totals: ReadonlyArray<{ readonly field: CartTotalField; readonly saw: number; readonly live: number }>;
  /** The coupon code applied (null: none), when it differs. */
  readonly code: { readonly saw: string | null; readonly live: string | null } | null;
}

export interface CartReplayDiff extends CartDiff {
  /** True when nothing below (nor the lines, totals and code) differs. */
  readonly same: boolean;
  readonly steps: ReadonlyArray<CartStepDiff>;
  /** Limits the end cart breaks: only live (new today) and only in what the customer saw (gone today). */
  readonly violations: { readonly added: ReadonlyArray<LimitViolation>; readonly removed: ReadonlyArray<LimitViolation> };
}

const violationKey = (violation: LimitViolation): string =>
  `${violation.code}|${violation.scope}|${violation.part_no ?? ""}|${violation.limit}|${violation.used}`;

const lineChanges = (saw: CartProduct, live: CartProduct): CartLineDiff["changes"] =>
  CART_LINE_DIFF_FIELDS.flatMap((field) => (Object.is(saw[field], live[field]) ? [] : [{ field, saw: saw[field], live: live[field] }]));

const lineOfStep = (event: CartReplay["steps"][number]["event"]): string | null =>
  event.type === "cart.add" ? event.part_no : event.type === "cart.setQuantity" || event.type === "cart.remove" ? event.lineId : null;

/**
 * What differs between the cart the customer saw and a live one (a replay against today's
 * catalogue, or the server's pricing of a queued order): per line, the totals and the coupon.
 */
export const diffCarts = (saw: CartState, live: CartState): CartDiff => {
  const liveById = new Map(live.products.map((line) => [line.id, line]));
  const sawIds = new Set(saw.products.map((line) => line.id));
  const lines: CartLineDiff[] = [];
  for (const line of saw.products) {
    const other = liveById.get(line.id) ?? null;
    const changes = other === null ? [] : lineChanges(line, other);
    if (other === null || changes.length > 0) lines.push({ id: line.id, part_no: line.part_no, name: line.name, saw: line, live: other, changes });
  }
  for (const line of live.products) {
    if (!sawIds.has(line.id)) lines.push({ id: line.id, part_no: line.part_no, name: line.name, saw: null, live: line, changes: [] });
  }
  const totals = CART_TOTAL_FIELDS.flatMap((field) => (saw[field] === live[field] ? [] : [{ field, saw: saw[field], live: live[field] }]));
  const code = saw.code === live.code ? null : { saw: saw.code, live: live.code };
  return { same: lines.length === 0 && totals.length === 0 && code === null, lines, totals, code };
};

/**
 * What differs between the replay with the recording's snapshot (what the customer saw) and a
 * replay against today's catalogue and limits (`replayCartRecording(recording, { products,
 * limits })`): per line, the totals, the coupon, the steps whose outcome changed and the end
 * violations. Plain data for `proshop cart replay --live`.
 */
export const diffCartReplays = (saw: CartReplay, live: CartReplay): CartReplayDiff => {
  const { lines, totals, code, same: sameCarts } = diffCarts(saw.cart, live.cart);

  const steps: CartStepDiff[] = [];
  const count = Math.min(saw.steps.length, live.steps.length);
  for (let i = 0; i < count; i++) {
    const a = saw.steps[i]!;
    const b = live.steps[i]!;
    const sameViolation = (a.violation === null) === (b.violation === null) && (a.violation === null || violationKey(a.violation) === violationKey(b.violation!));
    if (a.outcome === b.outcome && sameViolation) continue;
    steps.push({
      index: a.index,
      at: a.at,
      by: a.by,
      type: a.event.type,
      line: lineOfStep(a.event),
      saw: a.outcome,
      live: b.outcome,
      saw_violation: a.violation,
      live_violation: b.violation,
    });
  }

  const sawKeys = new Set(saw.violations.map(violationKey));
  const liveKeys = new Set(live.violations.map(violationKey));
  const violations = {
    added: live.violations.filter((violation) => !sawKeys.has(violationKey(violation))),
    removed: saw.violations.filter((violation) => !liveKeys.has(violationKey(violation))),
  };

  const same = sameCarts && steps.length === 0 && violations.added.length === 0 && violations.removed.length === 0;
  return { same, lines, totals, code, steps, violations };
};
