import { Schema } from "effect";
import type { ContentSearchParams } from "../services/content-client.ts";
import type { ContentDocument } from "../services/content-model.ts";

/*
 * The FAQ pages (SPEC 2: /faq/ and /faq/{subject}) read the content service's `faq` documents:
 * `data.title` is the question, `data.body` the answer (rich text as HTML), `data.subject` the
 * subject slug of the URL, `data.subject_title` its display title and `data.rank` the order
 * inside the subject.
 */

export const FAQ_DOCUMENT_TYPE = "faq";

/** The subject logged-out visitors are sent to from the header (SPEC 2: "FAQ at /faq/authentication"). */
export const FAQ_AUTHENTICATION_SUBJECT = "authentication";

export interface FaqEntry {
  readonly id: string;
  readonly subject: string;
  readonly subjectTitle: string;
  readonly question: string;
  /** Rich text as HTML, written by the shop's editors. */
  readonly answerHtml: string;
  readonly rank: number;
}

export interface FaqSubject {
  readonly subject: string;
  readonly title: string;
  readonly count: number;
}

/** The content language of a shop language: fr -> fr-fr, es -> es-es, nl -> nl-nl, else en-gb. */
export const faqContentLanguage = (locale: string): string => {
  const language = locale.slice(0, 2).toLowerCase();
  return ["fr", "es", "nl"].includes(language) ? `${language}-${language}` : "en-gb";
};

/** The search that lists every FAQ entry of a language, by subject then rank. */
export const faqSearchParams = (locale: string): ContentSearchParams => ({
  lang: faqContentLanguage(locale),
  orderings: [{ field: `my.${FAQ_DOCUMENT_TYPE}.subject` }, { field: `my.${FAQ_DOCUMENT_TYPE}.rank` }],
});

const FaqData = Schema.Struct({
  title: Schema.String,
  body: Schema.String,
  subject: Schema.String,
  subject_title: Schema.optional(Schema.NullOr(Schema.String)),
  rank: Schema.optional(Schema.NullOr(Schema.Number)),
});
const decodeFaqData = Schema.decodeUnknownOption(FaqData);

/** One FAQ entry from its document, or null when the document lacks a question, answer or subject. */
export const faqEntryOf = (document: ContentDocument): FaqEntry | null => {
  if (document.type !== FAQ_DOCUMENT_TYPE) return null;
  const decoded = decodeFaqData(document.data);
  if (decoded._tag === "None") return null;
  const data = decoded.value;
  const subject = data.subject.trim();
  if (subject === "" || data.title.trim() === "") return null;
  return {
    id: document.id,
    subject,
    subjectTitle: data.subject_title?.trim() || subject,
    question: data.title.trim(),
    answerHtml: data.body,
    rank: data.rank ?? Number.MAX_SAFE_INTEGER,
  };
};

/** The usable entries of a list of documents, by rank inside each subject (subjects keep their first appearance). */
export const faqEntriesOf = (documents: ReadonlyArray<ContentDocument>): ReadonlyArray<FaqEntry> => {
  const entries = documents.flatMap((document) => faqEntryOf(document) ?? []);
  const subjectOrder = [...new Set(entries.map((entry) => entry.subject))];
  return [...entries].sort(
    (a, b) => subjectOrder.indexOf(a.subject) - subjectOrder.indexOf(b.subject) || a.rank - b.rank,
  );
};

/** The subjects of the FAQ index, each with its title and number of questions. */
export const faqSubjects = (entries: ReadonlyArray<FaqEntry>): ReadonlyArray<FaqSubject> => {
  const subjects = new Map<string, FaqSubject>();
  for (const entry of entries) {
    const known = subjects.get(entry.subject);
    subjects.set(entry.subject, { subject: entry.subject, title: known?.title ?? entry.subjectTitle, count: (known?.count ?? 0) + 1 });
  }
  return [...subjects.values()];
};

/** The questions of one subject (the URL's segment, compared case-insensitively). */
export const faqEntriesOfSubject = (entries: ReadonlyArray<FaqEntry>, subject: string): ReadonlyArray<FaqEntry> => {
  const wanted = subject.trim().toLowerCase();
  return entries.filter((entry) => entry.subject.toLowerCase() === wanted);
};
