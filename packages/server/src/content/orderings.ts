import type { StoredContentDocument } from "./document.ts";
import { readField, unknownFieldReason } from "./fields.ts";

/*
 * The `orderings` parameter: `[my.faq.rank desc,document.first_publication_date]`, as core's
 * `contentOrderingsString` writes it. Without orderings, documents come oldest first (first
 * publication), then by id, so paging is stable.
 */

export interface Ordering {
  readonly path: string;
  readonly direction: "asc" | "desc";
}

/** Why an `orderings` text cannot be read (answered as 400). */
export class OrderingsSyntaxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "OrderingsSyntaxError";
  }
}

export const parseOrderings = (text: string): ReadonlyArray<Ordering> => {
  const trimmed = text.trim();
  if (!trimmed.startsWith("[") || !trimmed.endsWith("]")) {
    throw new OrderingsSyntaxError(`orderings must be written [field, field desc, ...], got ${JSON.stringify(text)}`);
  }
  const inner = trimmed.slice(1, -1).trim();
  if (inner === "") return [];
  return inner.split(",").map((item) => {
    const words = item.trim().split(/\s+/);
    const [path = "", direction = "asc"] = words;
    if (words.length > 2 || (direction !== "asc" && direction !== "desc")) {
      throw new OrderingsSyntaxError(`cannot read the ordering ${JSON.stringify(item.trim())}`);
    }
    const problem = unknownFieldReason(path, { allowWholeDocument: false });
    if (problem !== undefined) throw new OrderingsSyntaxError(problem);
    return { path, direction };
  });
};

const DEFAULT_ORDERINGS: ReadonlyArray<Ordering> = [{ path: "document.first_publication_date", direction: "asc" }];

const collator = new Intl.Collator("und", { numeric: true, sensitivity: "base" });

/** Compares two field values; a document without the field comes after those with it. */
const compareValues = (left: unknown, right: unknown): number => {
  const leftMissing = left === undefined || left === null;
  const rightMissing = right === undefined || right === null;
  if (leftMissing || rightMissing) return leftMissing === rightMissing ? 0 : leftMissing ? 1 : -1;
  if (typeof left === "number" && typeof right === "number") return left - right;
  return collator.compare(String(left), String(right));
};

/** The documents sorted by the orderings, ties broken by id. Does not change its input. */
export const sortDocuments = (
  documents: ReadonlyArray<StoredContentDocument>,
  orderings: ReadonlyArray<Ordering>,
): ReadonlyArray<StoredContentDocument> => {
  const keys = orderings.length === 0 ? DEFAULT_ORDERINGS : orderings;
  return [...documents].sort((left, right) => {
    for (const { path, direction } of keys) {
      const leftValue = readField(left, path);
      const rightValue = readField(right, path);
      const order = compareValues(leftValue, rightValue);
      // Missing values stay last whatever the direction.
      if (order !== 0) {
        const missing = leftValue === undefined || leftValue === null || rightValue === undefined || rightValue === null;
        return direction === "desc" && !missing ? -order : order;
      }
    }
    return left.id < right.id ? -1 : left.id > right.id ? 1 : 0;
  });
};
