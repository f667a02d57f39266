import { afterEach, describe, expect, it } from "vitest";
import { startReportBuilds, type ReportBuilds } from "../report-builds.ts";
import type { ReportData } from "../report-files/report-table.ts";

/*
 * The report builds' pool on its own (worker threads, no server): its bounds, and a build that
 * stops when its reader goes away.
 */

/** `hours` hourly rows from 1 January 2024 (UTC), two kinds. */
const hourly = (hours: number, format: ReportData["format"]): ReportData => {
  const start = Date.UTC(2024, 0, 1);
  const buckets = Array.from({ length: hours }, (_, hour) => `${new Date(start + hour * 3_600_000).toISOString().slice(0, 19)}+00:00`);
  const counts = Array.from({ length: hours }, (_, hour) => hour % 7);
  const total = counts.reduce((sum, count) => sum + count, 0);
  return {
    reportId: 1,
    kind: "PEOPLECOUNTER_ENTERLEAVE",
    format,
    language: "fr",
    company: "Bibliothèque",
    location: "Centrale",
    device: null,
    timeZone: "UTC",
    fromLabel: "2024-01-01",
    toLabel: "2026-01-01",
    counts: {
      interval: "h",
      time_zone: "UTC",
      from: buckets[0]!,
      to: buckets.at(-1)!,
      locations: [1],
      devices: null,
      buckets,
      bucketInstants: [],
      series: [
        { kind: "enter", counts, total },
        { kind: "leave", counts, total },
      ],
    },
    generatedAt: new Date(),
    contactName: "",
    contactEmail: "",
    description: "",
  };
};

describe("report-builds", () => {
  let builds: ReportBuilds | undefined;
  afterEach(async () => {
    await builds?.close();
    builds = undefined;
  });

  it("admits builds up to the company's and the instance's bound, then names a wait; a place given back twice counts once", () => {
    builds = startReportBuilds({ threads: 1, perInstance: 3, perCompany: 2 });
    const first = builds.admit("100001");
    const second = builds.admit("100001");
    expect("release" in first && "release" in second).toBe(true);
    const third = builds.admit("100001");
    expect(third).toEqual({ retryAfterSeconds: expect.any(Number) });
    expect((third as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect("release" in builds.admit("100002")).toBe(true);
    expect("release" in builds.admit("100003")).toBe(false);
    if ("release" in first) {
      first.release();
      first.release();
    }
    expect(builds.load().admitted).toBe(2);
    expect("release" in builds.admit("100001")).toBe(true);
    expect("release" in builds.admit("100001")).toBe(false);
  });

  it("streams a file in pieces and gives the place back when it is whole", async () => {
    builds = startReportBuilds({ threads: 1 });
    const place = builds.admit("100001");
    if (!("release" in place)) throw new Error("not admitted");
    const pieces: Uint8Array[] = [];
    for await (const piece of builds.stream(hourly(8_760, "csv"), place)) pieces.push(piece);
    expect(pieces.length).toBeGreaterThan(1);
    const text = new TextDecoder().decode(Buffer.concat(pieces));
    expect(text.trim().split("\r\n")).toHaveLength(1 + 8_760 + 1);
    expect(builds.load().admitted).toBe(0);
  });

  it("stops a build whose reader cancels, and gives its place back long before the build would have ended", async () => {
    builds = startReportBuilds({ threads: 1 });
    const whole = await builds.build(hourly(17_520, "pdf")); // the thread started, and the time of a whole build
    const place = builds.admit("100001");
    if (!("release" in place)) throw new Error("not admitted");
    const reader = builds.stream(hourly(17_520, "pdf"), place).getReader();
    const first = await reader.read();
    expect(first.value!.length).toBeLessThan(whole.bytes.length / 2); // the first page (its chart), not the file
    await reader.cancel();
    await expect.poll(() => builds!.load().admitted, { timeout: 2_000, interval: 10 }).toBe(0);
    expect(builds.load().stopped).toBe(1);
  });
});
