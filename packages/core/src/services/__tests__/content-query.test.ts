import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  contentFilter,
  contentOrderingsString,
  contentQueryString,
  contentRepositoryUrl,
  contentSearchUrl,
  DEFAULT_RETRY_AFTER_MS,
  retryAfterMillis,
} from "../content-query.ts";

describe("content-query", () => {
  it("formats filters in the q language, quoting strings and listing arrays", () => {
    expect(contentFilter.at("document.type", "faq")).toBe('[at(document.type, "faq")]');
    expect(contentFilter.any("document.tags", ["a", "b"])).toBe('[any(document.tags, ["a", "b"])]');
    expect(contentFilter.not("my.faq.rank", 3)).toBe("[not(my.faq.rank, 3)]");
    expect(contentFilter.at("my.product.online", true)).toBe("[at(my.product.online, true)]");
    expect(contentFilter.at("document.last_publication_date", new Date(86_400_000))).toBe(
      "[at(document.last_publication_date, 86400000)]",
    );
    expect(contentFilter.has("my.faq.answer")).toBe("[has(my.faq.answer)]");
    expect(contentFilter.fulltext("document", 'say "hi"')).toBe('[fulltext(document, "say \\"hi\\"")]');
  });

  it("wraps filters in one q and leaves q out without filters", () => {
    expect(contentQueryString([])).toBeUndefined();
    expect(contentQueryString(["[a]", "[b]"])).toBe("[[a][b]]");
  });

  it("writes orderings with desc only where asked", () => {
    expect(contentOrderingsString([])).toBeUndefined();
    expect(contentOrderingsString([{ field: "my.faq.rank", direction: "desc" }, { field: "document.id", direction: "asc" }])).toBe(
      "[my.faq.rank desc,document.id]",
    );
  });

  it("builds the repository and search URLs, tolerating a trailing slash", () => {
    expect(contentRepositoryUrl("https://cms.test/api/v2")).toBe("https://cms.test/api/v2");
    expect(contentRepositoryUrl("https://cms.test/api/v2", "t k")).toBe("https://cms.test/api/v2?access_token=t+k");
    expect(contentSearchUrl("https://cms.test/api/v2/", { ref: "r", page: 1 })).toBe(
      "https://cms.test/api/v2/documents/search?ref=r&page=1",
    );
  });

  it("gives the same URL for the same query, whatever order the caller wrote it in", () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 100 }), fc.string(), (ref, pageSize, lang) => {
        const a = contentSearchUrl("https://cms.test/api/v2", { ref, pageSize, lang });
        const b = contentSearchUrl("https://cms.test/api/v2", { lang, pageSize, ref });
        expect(a).toBe(b);
        expect(new URL(a).searchParams.get("ref")).toBe(ref);
        expect(new URL(a).searchParams.get("lang")).toBe(lang);
      }),
    );
  });

  describe("retryAfterMillis", () => {
    it("reads retry-after seconds as milliseconds", () => {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 86_400 }), fc.integer({ min: 0, max: 2 ** 40 }), (seconds, now) => {
          expect(retryAfterMillis(String(seconds), now)).toBe(seconds * 1000);
        }),
      );
      expect(retryAfterMillis(" 1.5 ", 0)).toBe(1500);
    });

    it("waits until an HTTP date, never a negative time", () => {
      const now = Date.parse("2026-03-02T10:00:00Z");
      expect(retryAfterMillis("Mon, 02 Mar 2026 10:00:07 GMT", now)).toBe(7000);
      expect(retryAfterMillis("Mon, 02 Mar 2026 09:59:00 GMT", now)).toBe(0);
    });

    it("falls back to 1000 ms when the header is missing or unreadable", () => {
      expect(DEFAULT_RETRY_AFTER_MS).toBe(1000);
      expect(retryAfterMillis(undefined, 0)).toBe(1000);
      expect(retryAfterMillis("", 0)).toBe(1000);
      expect(retryAfterMillis("soon", 0)).toBe(1000);
      expect(retryAfterMillis("-3", 0)).toBe(1000);
    });
  });
});
