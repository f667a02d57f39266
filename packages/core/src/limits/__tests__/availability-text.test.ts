import { describe, expect, it } from "vitest";
import { translator } from "../../i18n/catalogue.ts";
import { MESSAGE_LOCALES } from "../../i18n/locale.ts";
import { limitViolationNotification, notificationText } from "../../notifications/notification.ts";
import { formatDay } from "../../shop/stock.ts";
import { describeViolation, type LimitViolation } from "../violation.ts";

/** A product that can be ordered from 20 January 2027, refused when added or standing in the cart. */
const notYet = (fixId: "limits.fix.order_from_date" | "limits.fix.remove_product_until"): LimitViolation => ({
  code: "product_not_available_yet",
  scope: "product",
  limit: 0,
  used: 0,
  requested: 1,
  remaining: 0,
  unit: "units",
  part_no: "SCF900",
  product_name: "Coussin d'allaitement",
  fix: { id: fixId, params: { date: "2027-01-20" } },
});

const occurrences = (text: string, part: string): number => text.split(part).length - 1;

describe("availability text", () => {
  for (const fixId of ["limits.fix.order_from_date", "limits.fix.remove_product_until"] as const) {
    it(`says the date a product can be ordered from once (${fixId}), in the toast and in the terminal's lines`, () => {
      for (const locale of MESSAGE_LOCALES) {
        const t = translator(locale);
        const date = formatDay("2027-01-20", locale);
        const toast = notificationText(t, limitViolationNotification(notYet(fixId)), locale);
        expect(occurrences(toast, date), `${locale}: ${toast}`).toBe(1);
        const words = describeViolation(t, notYet(fixId), locale);
        expect(occurrences(`${words.detail} ${words.fix}`, date), `${locale}: ${words.detail} ${words.fix}`).toBe(1);
        // Each sentence is said once.
        const sentences = toast.split(/(?<=[.;])\s+/).map((sentence) => sentence.trim().toLowerCase());
        expect(new Set(sentences).size, toast).toBe(sentences.length);
      }
    });
  }

  it("reads as one explanation in French", () => {
    const toast = notificationText(translator("fr"), limitViolationNotification(notYet("limits.fix.order_from_date")), "fr");
    expect(toast).toBe(
      "Pas encore disponible\u202f: Coussin d'allaitement sortira prochainement. Vous pourrez le commander à partir du 20 janvier 2027.",
    );
  });
});
