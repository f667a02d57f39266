import type { StoredContentDocument } from "./document.ts";

/*
 * Field paths of the filter and ordering languages, and how they read a document:
 *   document.id | document.uid | document.type | document.lang | document.tags
 *   document.first_publication_date | document.last_publication_date   (epoch milliseconds)
 *   my.<type>.uid                    the uid of documents of that type
 *   my.<type>.<field>[.<sub>...]     a field of `data`, for documents of that type only
 *   document                         the whole document (fulltext only)
 */

const DOCUMENT_FIELDS = ["id", "uid", "type", "lang", "tags", "first_publication_date", "last_publication_date"] as const;

/** A field a path names; `undefined` value means the document does not have it. */
export type FieldValue = string | number | boolean | ReadonlyArray<unknown> | Readonly<Record<string, unknown>> | null | undefined;

/** Why a path is not one of the forms above (answered as 400). */
export const unknownFieldReason = (path: string, options: { readonly allowWholeDocument: boolean }): string | undefined => {
  if (path === "document") return options.allowWholeDocument ? undefined : `"document" alone can only be searched with fulltext`;
  const parts = path.split(".");
  if (parts[0] === "document") {
    return parts.length === 2 && (DOCUMENT_FIELDS as ReadonlyArray<string>).includes(parts[1]!)
      ? undefined
      : `unknown field "${path}" (document fields: ${DOCUMENT_FIELDS.join(", ")})`;
  }
  if (parts[0] === "my") return parts.length >= 3 ? undefined : `"${path}" must name a type and a field: my.<type>.<field>`;
  return `unknown field "${path}" (paths start with document. or my.)`;
};

/** Reads the field a (valid) path names on one document. */
export const readField = (document: StoredContentDocument, path: string): FieldValue => {
  const parts = path.split(".");
  if (parts[0] === "document") {
    switch (parts[1]) {
      case "id":
        return document.id;
      case "uid":
        return document.uid;
      case "type":
        return document.type;
      case "lang":
        return document.lang;
      case "tags":
        return document.tags;
      case "first_publication_date":
        return document.firstPublicationDate.getTime();
      case "last_publication_date":
        return document.lastPublicationDate.getTime();
      default:
        return undefined;
    }
  }
  const [, type, ...fieldPath] = parts;
  if (type !== document.type) return undefined;
  if (fieldPath.length === 1 && fieldPath[0] === "uid") return document.uid;
  let value: unknown = document.data;
  for (const name of fieldPath) {
    if (typeof value !== "object" || value === null || Array.isArray(value)) return undefined;
    value = (value as Record<string, unknown>)[name];
  }
  return value as FieldValue;
};

/** True when a path reads a date (compared as epoch milliseconds). */
export const isDateField = (path: string): boolean =>
  path === "document.first_publication_date" || path === "document.last_publication_date";
