import { describe, expect, it } from "vitest";
import type { ContentDocument } from "../../services/content-model.ts";
import { faqContentLanguage, faqEntriesOf, faqEntriesOfSubject, faqEntryOf, faqSearchParams, faqSubjects } from "../faq.ts";

const faq = (id: string, subject: string, rank: number, extra: Record<string, unknown> = {}): ContentDocument => ({
  id,
  type: "faq",
  tags: ["faq", subject],
  lang: "fr-fr",
  data: { title: `Question ${id}`, body: `<p>Answer ${id}</p>`, subject, subject_title: subject.toUpperCase(), rank, ...extra },
});

describe("faq", () => {
  it("asks the content service for the shop language's entries, by subject and rank", () => {
    expect(faqContentLanguage("nl")).toBe("nl-nl");
    expect(faqContentLanguage("de")).toBe("en-gb");
    expect(faqSearchParams("fr")).toEqual({ lang: "fr-fr", orderings: [{ field: "my.faq.subject" }, { field: "my.faq.rank" }] });
  });

  it("reads an entry and skips documents that are not usable questions", () => {
    expect(faqEntryOf(faq("a", "delivery", 1))).toEqual({
      id: "a",
      subject: "delivery",
      subjectTitle: "DELIVERY",
      question: "Question a",
      answerHtml: "<p>Answer a</p>",
      rank: 1,
    });
    expect(faqEntryOf({ ...faq("b", "delivery", 1), type: "bundle" })).toBeNull();
    expect(faqEntryOf(faq("c", "delivery", 1, { title: 3 }))).toBeNull();
    expect(faqEntryOf(faq("d", " ", 1))).toBeNull();
  });

  it("groups subjects in order with their counts and finds a subject's questions by rank", () => {
    const entries = faqEntriesOf([faq("a", "delivery", 2), faq("b", "payment", 1), faq("c", "delivery", 1)]);
    expect(faqSubjects(entries)).toEqual([
      { subject: "delivery", title: "DELIVERY", count: 2 },
      { subject: "payment", title: "PAYMENT", count: 1 },
    ]);
    expect(faqEntriesOfSubject(entries, "Delivery").map((entry) => entry.id)).toEqual(["c", "a"]);
    expect(faqEntriesOfSubject(entries, "returns")).toEqual([]);
  });
});
