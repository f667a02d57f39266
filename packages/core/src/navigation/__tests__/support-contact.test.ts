import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { translator } from "../../i18n/catalogue.ts";
import { supportContactLine, supportContactOf, supportHoursOf } from "../support-contact.ts";

const clock = fc.record({ hours: fc.integer({ min: 0, max: 23 }), minutes: fc.integer({ min: 0, max: 59 }) }).map(
  ({ hours, minutes }) => `${String(hours).padStart(2, "0")}:${String(minutes).padStart(2, "0")}`,
);

describe("the market's support contact (issue 35 item 18)", () => {
  it("reads working-day hours 'HH:MM-HH:MM', opening first, and nothing else", () => {
    fc.assert(
      fc.property(clock, clock, (a, b) => {
        const read = supportHoursOf(`${a}-${b}`);
        expect(read).toEqual(a < b ? { opens: a, closes: b } : null);
      }),
    );
    for (const text of ["", "8:30-18:00", "08:30", "08:30-18:00-20:00", "24:00-25:00", "08:60-09:00", null, undefined]) {
      expect(supportHoursOf(text), String(text)).toBeNull();
    }
  });

  it("words phone, hours and e-mail in the reader's language, and leaves out what the market does not configure", () => {
    const organisation = { support_phone: "+32 2 808 20 00", support_email: "pro.be@proshop.example", support_hours: "08:30-17:30" };
    const french = supportContactLine(translator("fr"), "fr", supportContactOf(organisation))!;
    const dutch = supportContactLine(translator("nl"), "nl", supportContactOf(organisation))!;
    for (const line of [french, dutch]) {
      expect(line).toContain("+32 2 808 20 00");
      expect(line).toContain("pro.be@proshop.example");
      expect(line).toContain("08:30");
      expect(line).toContain("17:30");
    }
    expect(french).not.toBe(dutch);
    const english = supportContactLine(translator("en"), "en", supportContactOf(organisation))!;
    expect(english).toContain("8:30");
    expect(supportContactLine(translator("fr"), "fr", supportContactOf({ ...organisation, support_phone: " " }))).toBe(
      translator("fr")("web_forms.contact.email_line", { email: "pro.be@proshop.example" }),
    );
    expect(supportContactLine(translator("fr"), "fr", supportContactOf({ ...organisation, support_hours: "later" }))).toContain(
      translator("fr")("web_forms.contact.hours_unknown"),
    );
    expect(supportContactLine(translator("fr"), "fr", supportContactOf(null))).toBeNull();
  });
});
