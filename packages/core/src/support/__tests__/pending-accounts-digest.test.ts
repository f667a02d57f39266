import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { localDate, zonedParts } from "../../reporting/time-zone.ts";
import { pendingDigestSlot, waitedFor } from "../pending-accounts-digest.ts";

/* Issue 35 item 6: the digest of waiting accounts, once a working day at 8:00 the market's time. */

const PARIS = "Europe/Paris";
const ZONES = ["Europe/Paris", "Europe/Madrid", "Europe/Amsterdam", "Europe/Brussels", "UTC", "America/New_York"];

describe("pendingDigestSlot", () => {
  it("is due from 8:00 Paris time on a working day, not before, not at the weekend", () => {
    // Monday 7 December 2026: 8:00 in Paris is 7:00 UTC.
    expect(pendingDigestSlot(Date.parse("2026-12-07T06:59:00Z"), PARIS)).toBeNull();
    expect(pendingDigestSlot(Date.parse("2026-12-07T07:00:00Z"), PARIS)).toEqual({ day: "2026-12-07", at: Date.parse("2026-12-07T07:00:00Z") });
    expect(pendingDigestSlot(Date.parse("2026-12-07T22:59:00Z"), PARIS)?.day).toBe("2026-12-07");
    // Summer time: 8:00 in Paris is 6:00 UTC.
    expect(pendingDigestSlot(Date.parse("2026-07-06T06:30:00Z"), PARIS)?.at).toBe(Date.parse("2026-07-06T06:00:00Z"));
    // Saturday and Sunday: none (Monday's lists the weekend's registrations).
    expect(pendingDigestSlot(Date.parse("2026-12-05T10:00:00Z"), PARIS)).toBeNull();
    expect(pendingDigestSlot(Date.parse("2026-12-06T10:00:00Z"), PARIS)).toBeNull();
  });

  it("names, on working days from 8:00 only, the local day's 8:00, not after now", () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.parse("2020-01-01"), max: Date.parse("2035-01-01") }), fc.constantFrom(...ZONES), (now, zone) => {
        const local = zonedParts(now, zone);
        const slot = pendingDigestSlot(now, zone);
        const due = local.weekday >= 1 && local.weekday <= 5 && local.hour >= 8;
        expect(slot !== null).toBe(due);
        if (slot === null) return;
        expect(slot.day).toBe(localDate(now, zone));
        expect(slot.at).toBeLessThanOrEqual(now);
        expect(localDate(slot.at, zone)).toBe(slot.day);
        expect(zonedParts(slot.at, zone).hour).toBe(8);
        // Every later moment of the same local day names the same slot: one digest a day.
        expect(pendingDigestSlot(slot.at, zone)).toEqual(slot);
      }),
    );
  });
});

describe("waitedFor", () => {
  it("says minutes under an hour, hours under two days, then days", () => {
    const now = Date.parse("2026-12-07T09:00:00Z");
    expect(waitedFor("2026-12-07T08:15:30Z", now)).toEqual({ unit: "minutes", count: 44 });
    expect(waitedFor("2026-12-06T09:00:00Z", now)).toEqual({ unit: "hours", count: 24 });
    expect(waitedFor("2026-12-04T08:00:00Z", now)).toEqual({ unit: "days", count: 3 });
    // A registration "in the future" (clocks apart) has waited 0 minutes.
    expect(waitedFor(now + 60_000, now)).toEqual({ unit: "minutes", count: 0 });
  });

  it("never goes back as time passes", () => {
    const rank = { minutes: 60_000, hours: 3_600_000, days: 86_400_000 } as const;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 * 86_400_000 }), fc.integer({ min: 0, max: 10 * 86_400_000 }), (elapsed, more) => {
        const a = waitedFor(0, elapsed);
        const b = waitedFor(0, elapsed + more);
        expect(b.count * rank[b.unit]).toBeGreaterThanOrEqual(a.count * rank[a.unit]);
      }),
    );
  });
});
