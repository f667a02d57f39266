import type { StoredContentDocument } from "./document.ts";
import { isDateField, readField, unknownFieldReason, type FieldValue } from "./fields.ts";
import type { Predicate, PredicateScalar, PredicateValue } from "./predicates.ts";

/*
 * What each predicate means for one document. Choices where the mirrored API's documentation
 * is loose:
 * - `at` on a list field (tags) with a list means "has all of them", with one value "has it";
 * - `not` is exactly the negation of `at` (documents without the field match);
 * - `has` means present and not empty, `missing` means a document of that type without it;
 * - `fulltext` matches when every word of the text occurs in the field's text (HTML stripped,
 *   case and accents ignored), `document` meaning every text field of `data`;
 * - dates compare as epoch milliseconds (`contentFilter` sends a Date that way); a date
 *   string is accepted too.
 */

/** Why a parsed predicate cannot be evaluated (unknown field...), or undefined when it can. */
export const predicateProblem = (predicate: Predicate): string | undefined =>
  unknownFieldReason(predicate.path, { allowWholeDocument: predicate.name === "fulltext" });

export const matchesAll = (document: StoredContentDocument, predicates: ReadonlyArray<Predicate>): boolean =>
  predicates.every((predicate) => matches(document, predicate));

export const matches = (document: StoredContentDocument, predicate: Predicate): boolean => {
  const [value] = predicate.values;
  switch (predicate.name) {
    case "at":
      return isAt(readField(document, predicate.path), value!, isDateField(predicate.path));
    case "not":
      return !isAt(readField(document, predicate.path), value!, isDateField(predicate.path));
    case "any":
    case "in":
      return isAny(readField(document, predicate.path), value as ReadonlyArray<PredicateScalar>, isDateField(predicate.path));
    case "has":
      return isPresent(readField(document, predicate.path));
    case "missing":
      return ownsPath(document, predicate.path) && !isPresent(readField(document, predicate.path));
    case "fulltext":
      return containsWords(textOf(predicate.path === "document" ? document.data : readField(document, predicate.path)), value as string);
  }
};

const sameScalar = (field: unknown, wanted: PredicateScalar, date: boolean): boolean => {
  if (date && typeof field === "number") {
    const millis = typeof wanted === "number" ? wanted : typeof wanted === "string" ? Date.parse(wanted) : Number.NaN;
    return field === millis;
  }
  return field === wanted;
};

const isAt = (field: FieldValue, wanted: PredicateValue, date: boolean): boolean => {
  if (field === undefined || field === null) return false;
  if (Array.isArray(field)) {
    const wantedList: ReadonlyArray<PredicateScalar> = Array.isArray(wanted) ? wanted : [wanted as PredicateScalar];
    return wantedList.length > 0 && wantedList.every((item) => field.some((present) => sameScalar(present, item, date)));
  }
  if (Array.isArray(wanted)) return false;
  return sameScalar(field, wanted as PredicateScalar, date);
};

const isAny = (field: FieldValue, wanted: ReadonlyArray<PredicateScalar>, date: boolean): boolean => {
  if (field === undefined || field === null) return false;
  const present: ReadonlyArray<unknown> = Array.isArray(field) ? field : [field];
  return present.some((item) => wanted.some((candidate) => sameScalar(item, candidate, date)));
};

const isPresent = (field: FieldValue): boolean => {
  if (field === undefined || field === null) return false;
  if (typeof field === "string") return field.trim() !== "";
  if (Array.isArray(field)) return field.length > 0;
  return true;
};

/** `my.<type>...` belongs to documents of that type; `document...` to every document. */
const ownsPath = (document: StoredContentDocument, path: string): boolean => {
  const [root, type] = path.split(".");
  return root !== "my" || type === document.type;
};

/** Lower case, no accents, no punctuation: "Crème à l'eau" -> "creme a l eau". */
export const normaliseText = (text: string): string =>
  text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

/** Every string inside a value, HTML tags removed and entities of the common kind decoded. */
const textOf = (value: unknown): string => {
  const parts: Array<string> = [];
  const collect = (item: unknown): void => {
    if (typeof item === "string") parts.push(stripHtml(item));
    else if (Array.isArray(item)) item.forEach(collect);
    else if (typeof item === "object" && item !== null) Object.values(item).forEach(collect);
  };
  collect(value);
  return normaliseText(parts.join(" "));
};

const ENTITIES: Readonly<Record<string, string>> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

const stripHtml = (html: string): string =>
  html
    .replace(/<[^>]*>/g, " ")
    .replace(/&(#\d+|#x[\da-f]+|[a-z]+);/gi, (entity, name: string) => {
      if (!name.startsWith("#")) return ENTITIES[name.toLowerCase()] ?? entity;
      const code = name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
      return code <= 0x10ffff ? String.fromCodePoint(code) : " ";
    });

const containsWords = (haystack: string, query: string): boolean => {
  const words = normaliseText(query).split(" ").filter((word) => word !== "");
  if (words.length === 0) return false;
  const padded = ` ${haystack} `;
  // Whole-word prefix match: "tire" finds "tire-lait", "pomp" finds "pompe", "ire" finds neither.
  return words.every((word) => padded.includes(` ${word}`));
};
