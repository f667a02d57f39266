import type { StoredContentDocument } from "./document.ts";
import { resolveDocumentUrl, type LinkRoute } from "./link-resolver.ts";

/** A document as `documents/search` answers it (core's `ContentDocument`, plus the usual extras). */
export interface WireContentDocument {
  readonly id: string;
  readonly uid: string;
  readonly url: string | null;
  readonly type: string;
  /** The API URL that reads this one document at the same ref. */
  readonly href: string;
  readonly tags: ReadonlyArray<string>;
  readonly first_publication_date: string;
  readonly last_publication_date: string;
  readonly slugs: ReadonlyArray<string>;
  readonly linked_documents: ReadonlyArray<never>;
  readonly lang: string;
  /** The same document (same type and uid) in the other languages. */
  readonly alternate_languages: ReadonlyArray<{ readonly id: string; readonly uid: string; readonly type: string; readonly lang: string }>;
  readonly data: Readonly<Record<string, unknown>>;
}

/** `2024-03-05T09:12:00+0000`: the mirrored API's date format (seconds, numeric UTC offset). */
export const formatPublicationDate = (date: Date): string => `${date.toISOString().slice(0, 19)}+0000`;

export interface WireContext {
  /** `http://host/content/api/v2`: base of `href`. */
  readonly apiBase: string;
  readonly ref: string;
  readonly linkRoutes: ReadonlyArray<LinkRoute>;
  /** Every document of the repository, to find alternate languages. */
  readonly all: ReadonlyArray<StoredContentDocument>;
}

const slugOf = (document: StoredContentDocument): string => {
  const title = document.data["title"];
  const text = typeof title === "string" && title.trim() !== "" ? title : document.uid;
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
};

export const toWireDocument = (document: StoredContentDocument, context: WireContext): WireContentDocument => {
  const href = new URL(`${context.apiBase}/documents/search`);
  href.searchParams.set("ref", context.ref);
  href.searchParams.set("q", `[[at(document.id, ${JSON.stringify(document.id)})]]`);
  href.searchParams.set("lang", "*");
  return {
    id: document.id,
    uid: document.uid,
    url: resolveDocumentUrl(document, context.linkRoutes),
    type: document.type,
    href: href.toString(),
    tags: document.tags,
    first_publication_date: formatPublicationDate(document.firstPublicationDate),
    last_publication_date: formatPublicationDate(document.lastPublicationDate),
    slugs: [slugOf(document)],
    linked_documents: [],
    lang: document.lang,
    alternate_languages: context.all
      .filter((other) => other.type === document.type && other.uid === document.uid && other.id !== document.id)
      .map(({ id, uid, type, lang }) => ({ id, uid, type, lang })),
    data: document.data,
  };
};
