import { describe, expect, it } from "vitest";
import { hasMessage, MESSAGE_LOCALES, translator } from "@proshop/core";
import { MESSAGE_REFUSAL_CODES, REFUSAL_CODES, refusalMessageIds } from "../refusal-codes.ts";

/*
 * Every code the server can answer (refusal-codes.ts: the refusal helpers accept no other) has
 * its words in core's catalogue, in French, Spanish, Dutch and English.
 */

describe("refusal codes", () => {
  it("lists each code once", () => {
    expect(new Set(REFUSAL_CODES).size).toBe(REFUSAL_CODES.length);
  });

  it.each(REFUSAL_CODES)("%s has a message in core's catalogue in fr, es, nl and en", (code) => {
    const ids = refusalMessageIds(code);
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) expect(hasMessage(id), id).toBe(true);
  });

  it.each(MESSAGE_REFUSAL_CODES)("%s is translated, not English in every locale", (code) => {
    const english = translator("en")(code);
    for (const locale of MESSAGE_LOCALES.filter((locale) => locale !== "en")) {
      expect(translator(locale)(code), locale).not.toBe(english);
    }
  });
});
