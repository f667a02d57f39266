import { contentFilter, contentQueryString } from "@proshop/core";
import { describe, expect, it } from "vitest";
import { parsePredicates, PredicateSyntaxError } from "../predicates.ts";

const syntaxError = (text: string): PredicateSyntaxError => {
  try {
    parsePredicates(text);
  } catch (error) {
    if (error instanceof PredicateSyntaxError) return error;
    throw error;
  }
  throw new Error(`expected ${text} to be refused`);
};

describe("predicates", () => {
  it("reads every filter core's contentFilter writes", () => {
    const q = contentQueryString([
      contentFilter.at("document.type", "faq"),
      contentFilter.not("my.faq.subject", "payment"),
      contentFilter.any("document.tags", ["ordering", "delivery"]),
      contentFilter.in("document.id", ["a", "b"]),
      contentFilter.has("my.faq.body"),
      contentFilter.missing("my.faq.video"),
      contentFilter.fulltext("document", "tire-lait"),
      contentFilter.at("document.last_publication_date", new Date(86_400_000)),
      contentFilter.at("my.bundle.featured", true),
      contentFilter.any("my.bundle.rank", [1, 2.5, -3]),
    ])!;
    expect(parsePredicates(q)).toEqual([
      { name: "at", path: "document.type", values: ["faq"] },
      { name: "not", path: "my.faq.subject", values: ["payment"] },
      { name: "any", path: "document.tags", values: [["ordering", "delivery"]] },
      { name: "in", path: "document.id", values: [["a", "b"]] },
      { name: "has", path: "my.faq.body", values: [] },
      { name: "missing", path: "my.faq.video", values: [] },
      { name: "fulltext", path: "document", values: ["tire-lait"] },
      { name: "at", path: "document.last_publication_date", values: [86_400_000] },
      { name: "at", path: "my.bundle.featured", values: [true] },
      { name: "any", path: "my.bundle.rank", values: [[1, 2.5, -3]] },
    ]);
  });

  it("reads strings with quotes, escapes and brackets inside, and tolerates whitespace", () => {
    expect(parsePredicates(' [ [ at( my.faq.title , "say \\"hi\\" [ok]" ) ] ] ')).toEqual([
      { name: "at", path: "my.faq.title", values: ['say "hi" [ok]'] },
    ]);
    expect(parsePredicates("[]")).toEqual([]);
    expect(parsePredicates('[[any(document.tags, [])]]')).toEqual([{ name: "any", path: "document.tags", values: [[]] }]);
  });

  it("refuses malformed queries with the position of the problem", () => {
    expect(syntaxError('[[at(document.type, "faq")]').message).toMatch(/expected "\]" but the query ended/);
    expect(syntaxError('[[at(document.type, "faq")]]x').position).toBe(28);
    expect(syntaxError('[[near(document.type, "faq")]]').message).toMatch(/unknown predicate "near"/);
    expect(syntaxError('[[at(document.type, "faq)]]').message).toMatch(/unterminated string/);
    expect(syntaxError('[[at(document.type, faq)]]').message).toMatch(/unexpected value "faq"/);
    expect(syntaxError('[[at(document.type)]]').message).toMatch(/at takes 2 argument/);
    expect(syntaxError('[[has(my.faq.body, "x")]]').message).toMatch(/has takes 1 argument/);
    expect(syntaxError('[[any(document.tags, "faq")]]').message).toMatch(/expects a list/);
    expect(syntaxError('[[fulltext(document, 3)]]').message).toMatch(/fulltext expects a string/);
    expect(syntaxError('[[at(document.tags, [["a"]])]]').message).toMatch(/cannot be nested/);
    expect(syntaxError('[[at(.type, "faq")]]').message).toMatch(/invalid field path/);
    expect(syntaxError('at(document.type, "faq")').position).toBe(0);
    expect(syntaxError("").message).toMatch(/expected "\["/);
  });
});
