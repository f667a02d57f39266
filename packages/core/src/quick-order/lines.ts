import { MAX_LINE_QUANTITY, MAX_ORDER_LINES, MAX_PART_NO_LENGTH } from "../contract/order-bodies.ts";

/*
 * What a buyer asks for when filling the cart quickly (issue 17): lines of a reference and a
 * quantity, typed on the quick order page, pasted from a spreadsheet, read from a CSV file,
 * taken from a past order or from a saved list. Each line keeps where it came from (`line`, its
 * line number in the pasted text or file, or its position in the order or list), so the
 * preview can say which one it is talking about.
 */

/** Most lines one paste, file, order again or saved list may bring (an order's own maximum). */
export const MAX_QUICK_ORDER_LINES = MAX_ORDER_LINES;
/** Longest reference (part number, SKU or ctn) a line may name, as the order calls accept a part number. */
export const MAX_REFERENCE_LENGTH = MAX_PART_NO_LENGTH;
/** Most units one line may ask for, as the order calls accept it. */
export const MAX_QUICK_ORDER_QUANTITY = MAX_LINE_QUANTITY;

/** Why a line could not even be read (before any catalogue or limit is looked at). */
export const ORDER_LINE_PROBLEMS = [
  /** A quote that is never closed, or text after a closing quote. */
  "malformed",
  "reference_missing",
  /** Control characters (a NUL byte...) in the reference. */
  "reference_invalid",
  "reference_too_long",
  "quantity_missing",
  /** Not a whole number of at least 1. */
  "quantity_invalid",
  "quantity_too_large",
] as const;
export type OrderLineProblem = (typeof ORDER_LINE_PROBLEMS)[number];

/** A line read as a reference and a quantity. */
export interface OrderLineRequest {
  readonly ok: true;
  /** 1-based: the line in the text, or the position in the order or list. */
  readonly line: number;
  readonly reference: string;
  readonly quantity: number;
}

/** A line that could not be read, and what was there (cleaned and cut for showing). */
export interface UnreadableOrderLine {
  readonly ok: false;
  readonly line: number;
  readonly problem: OrderLineProblem;
  /** The reference as far as it could be read ("" when there was none). */
  readonly reference: string;
  /** The text the problem is about (the quantity cell, the reference...). */
  readonly value: string;
}

export type OrderLineEntry = OrderLineRequest | UnreadableOrderLine;

/** Text shown back to the buyer: no control characters, at most a reference's length. */
export const shownText = (text: string): string => {
  // eslint-disable-next-line no-control-regex
  const clean = text.replace(/[\u0000-\u001f\u007f-\u009f]/g, " ").trim();
  return clean.length > MAX_REFERENCE_LENGTH ? `${clean.slice(0, MAX_REFERENCE_LENGTH - 1)}…` : clean;
};

// C0, DEL and C1 (issue 32 item 14), as the server refuses them.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** A reference cell as a line names it, or why it cannot. */
const readReference = (cell: string): { readonly reference: string } | { readonly problem: OrderLineProblem } => {
  const reference = cell.trim();
  if (reference === "") return { problem: "reference_missing" };
  if (CONTROL.test(reference)) return { problem: "reference_invalid" };
  if (reference.length > MAX_REFERENCE_LENGTH) return { problem: "reference_too_long" };
  return { reference };
};

/**
 * A quantity cell: whole units from 1. Spreadsheets that format numbers write "3,00" or "3.0":
 * a whole number with zero decimals is read as that number; anything else is refused.
 */
const readQuantity = (cell: string): { readonly quantity: number } | { readonly problem: OrderLineProblem } => {
  const text = cell.trim();
  if (text === "") return { problem: "quantity_missing" };
  const match = /^(\d+)(?:[.,]0+)?$/.exec(text);
  if (match === null) return { problem: "quantity_invalid" };
  const quantity = Number(match[1]);
  if (quantity < 1) return { problem: "quantity_invalid" };
  if (quantity > MAX_QUICK_ORDER_QUANTITY) return { problem: "quantity_too_large" };
  return { quantity };
};

/** One line from a reference and a quantity cell, as typed or read. */
export const orderLineOf = (line: number, referenceCell: string, quantityCell: string): OrderLineEntry => {
  const reference = readReference(referenceCell);
  if ("problem" in reference) return { ok: false, line, problem: reference.problem, reference: "", value: shownText(referenceCell) };
  const quantity = readQuantity(quantityCell);
  if ("problem" in quantity) return { ok: false, line, problem: quantity.problem, reference: reference.reference, value: shownText(quantityCell) };
  return { ok: true, line, reference: reference.reference, quantity: quantity.quantity };
};

/**
 * The lines of a past order or a saved list, numbered from 1 in their order. Their part numbers
 * are the references; the quantities are judged like typed ones.
 */
export const orderLinesFrom = (lines: ReadonlyArray<{ readonly part_no: string; readonly quantity: number }>): OrderLineEntry[] =>
  lines.map((entry, index) => orderLineOf(index + 1, entry.part_no, String(entry.quantity)));
