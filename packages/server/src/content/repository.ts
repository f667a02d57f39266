import { createHash } from "node:crypto";
import type { StoredContentDocument } from "./document.ts";
import { DEFAULT_CONTENT_LANG, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "./search-request.ts";

/*
 * The repository root (`GET /content/api/v2`): refs, types, languages, tags and the search
 * form, in the shape of the mirrored headless-CMS API (core's `ContentRepository`).
 *
 * There is one ref, the master (published) version. Its value is a digest of the documents'
 * ids and publication dates, so it is the same on every instance sharing a database (the
 * server is stateless) and changes whenever the content does, which is what a ref promises.
 * There are no drafts or releases: a preview token is any ref, so previewing at the master ref
 * shows the published document and any other token is "Ref could not be found".
 */

export const MASTER_REF_ID = "master";

export const masterRefOf = (documents: ReadonlyArray<StoredContentDocument>): string => {
  const hash = createHash("sha256");
  hash.update("proshop-content-v1");
  for (const line of documents.map((document) => `${document.id}@${document.lastPublicationDate.getTime()}`).sort()) {
    hash.update(`\n${line}`);
  }
  return `${hash.digest("base64url").slice(0, 24)}`;
};

/** English names of the shop's languages, as the mirrored API lists them. */
const LANGUAGE_NAMES: Readonly<Record<string, string>> = {
  "fr-fr": "French - France",
  "es-es": "Spanish - Spain",
  "nl-nl": "Dutch - Netherlands",
};

/** Display names of the document types; any other type shows its own name. */
const TYPE_NAMES: Readonly<Record<string, string>> = { faq: "FAQ", bundle: "Bundle" };

const distinctSorted = (values: Iterable<string>): ReadonlyArray<string> => [...new Set(values)].sort();

/** A `forms.everything.fields` entry. */
const field = (type: "String" | "Integer", multiple: boolean, extra: Readonly<Record<string, unknown>> = {}) => ({
  type,
  multiple,
  ...extra,
});

export const repositoryRoot = (documents: ReadonlyArray<StoredContentDocument>, options: { readonly apiBase: string; readonly accessTokenRequired: boolean }) => {
  const languages = distinctSorted([...Object.keys(LANGUAGE_NAMES), ...documents.map((document) => document.lang)]);
  const types = distinctSorted(documents.map((document) => document.type));
  return {
    refs: [{ id: MASTER_REF_ID, ref: masterRefOf(documents), label: "Master", isMasterRef: true }],
    bookmarks: {},
    types: Object.fromEntries(types.map((type) => [type, TYPE_NAMES[type] ?? type])),
    languages: languages.map((id) => ({ id, name: LANGUAGE_NAMES[id] ?? id })),
    tags: distinctSorted(documents.flatMap((document) => document.tags)),
    forms: {
      everything: {
        method: "GET",
        enctype: "application/x-www-form-urlencoded",
        action: `${options.apiBase}/documents/search`,
        fields: {
          ref: field("String", false),
          q: field("String", true),
          lang: field("String", false, { default: DEFAULT_CONTENT_LANG }),
          page: field("Integer", false, { default: "1" }),
          pageSize: field("Integer", false, { default: String(DEFAULT_PAGE_SIZE), max: MAX_PAGE_SIZE }),
          orderings: field("String", false),
          routes: field("String", false),
          brokenRoute: field("String", false),
          ...(options.accessTokenRequired ? { access_token: field("String", false) } : {}),
        },
      },
    },
    integrationFieldsRef: null,
    experiments: { draft: [], running: [] },
    license: "All Rights Reserved",
    version: "proshop-content-1",
  };
};
