import { describe, expect, it } from "vitest";
import { hasMessage } from "../../i18n/catalogue.ts";
import { SCANNER_TYPES, scannerMessageId } from "../scanners.ts";

describe("scanners", () => {
  it("labels every scanner of the list in every language, and offers 'other'", () => {
    for (const id of SCANNER_TYPES) expect(hasMessage(scannerMessageId(id)), id).toBe(true);
    expect(SCANNER_TYPES).toContain("other");
  });
});
