import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { MAX_RUNNING_TOTAL } from "@proshop/core";
import { testDatabases } from "../../__tests__/databases.ts";
import { useTestServer } from "../../__tests__/test-server.ts";
import type { RunningServer } from "../../app.ts";
import { reportingCounts, reportingEvents } from "../../db/schema.ts";
import type { ShopClient } from "../../handlers/__tests__/http.ts";
import { createSite, events, loginReportingAccounts, REPORTING, type Tokens } from "./kit.ts";

/*
 * Devices that report running totals (issue 36), through the real POST /reporting/api/ingest:
 * the first total is a baseline, later ones count their increase over the previous total by
 * seq, a lower total is a counter reset, late totals are placed by seq, resends change nothing.
 */

describe.each(testDatabases())("reporting running totals ($name)", (database) => {
  let server: RunningServer;
  let api: ShopClient;
  let tokens: Omit<Tokens, "blocked">;
  useTestServer(database, async (running) => {
    ({ server, api } = running);
    tokens = await loginReportingAccounts(api);
  });

  const ingest = async (deviceToken: string, body: unknown) => {
    const answer = await api.post(`${REPORTING}/ingest`, body, { token: deviceToken });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body as { accepted: number; duplicates: number; ignored: number };
  };
  /** The device's rollups by UTC hour (`"09"` for 09:00): the enters and leaves counted there. */
  const byHour = async (device: number) => {
    const rows = await server.db.select().from(reportingCounts).where(eq(reportingCounts.deviceId, device));
    const hours: Record<string, { enter: number; leave: number }> = {};
    for (const row of rows) {
      if (row.enter === 0 && row.leave === 0) continue;
      hours[row.hour.toISOString().slice(11, 13)] = { enter: row.enter, leave: row.leave };
    }
    return hours;
  };
  const enters = async (device: number) => Object.values(await byHour(device)).reduce((sum, hour) => sum + hour.enter, 0);

  it("takes the first total as a baseline and counts each later one's increase in its own hour", async () => {
    const site = await createSite(api, tokens.nlAdmin);
    expect(await ingest(site.deviceToken, events([1, "2025-05-05T09:10:00Z", "enter_total", 1_000]))).toMatchObject({ accepted: 1, duplicates: 0 });
    expect(await byHour(site.device)).toEqual({});
    await ingest(site.deviceToken, events([2, "2025-05-05T09:40:00Z", "enter_total", 1_004], [3, "2025-05-05T10:05:00Z", "enter_total", 1_010]));
    expect(await byHour(site.device)).toEqual({ "09": { enter: 4, leave: 0 }, "10": { enter: 6, leave: 0 } });
    // The same total again under a new seq: nobody passed.
    await ingest(site.deviceToken, events([4, "2025-05-05T10:20:00Z", "enter_total", 1_010]));
    expect(await enters(site.device)).toBe(10);
    // The totals are kept as sent.
    const stored = await server.db.select().from(reportingEvents).where(eq(reportingEvents.deviceId, site.device));
    expect(stored.map((event) => [event.seq, event.kind, event.count]).sort()).toEqual([
      [1, "enter_total", 1_000],
      [2, "enter_total", 1_004],
      [3, "enter_total", 1_010],
      [4, "enter_total", 1_010],
    ]);
  });

  it("reads a lower total as a counter reset, counted from zero", async () => {
    const site = await createSite(api, tokens.nlAdmin);
    await ingest(site.deviceToken, events([1, "2025-05-05T09:00:00Z", "enter_total", 5_000], [2, "2025-05-05T09:30:00Z", "enter_total", 5_020]));
    await ingest(site.deviceToken, events([3, "2025-05-05T10:15:00Z", "enter_total", 7], [4, "2025-05-05T11:15:00Z", "enter_total", 12]));
    expect(await byHour(site.device)).toEqual({ "09": { enter: 20, leave: 0 }, "10": { enter: 7, leave: 0 }, "11": { enter: 5, leave: 0 } });
  });

  it("places a late total by seq: it takes its share of its successor's increase, in its own hour", async () => {
    const site = await createSite(api, tokens.nlAdmin);
    await ingest(site.deviceToken, events([1, "2025-05-05T09:00:00Z", "enter_total", 100], [3, "2025-05-05T11:00:00Z", "enter_total", 130]));
    expect(await byHour(site.device)).toEqual({ "11": { enter: 30, leave: 0 } });
    await ingest(site.deviceToken, events([2, "2025-05-05T10:00:00Z", "enter_total", 110]));
    expect(await byHour(site.device)).toEqual({ "10": { enter: 10, leave: 0 }, "11": { enter: 20, leave: 0 } });
    // A late total before the first one: it becomes the baseline, and the old first one counts from it.
    await ingest(site.deviceToken, events([0, "2025-05-05T08:30:00Z", "enter_total", 96]));
    expect(await byHour(site.device)).toEqual({ "09": { enter: 4, leave: 0 }, "10": { enter: 10, leave: 0 }, "11": { enter: 20, leave: 0 } });
  });

  it("changes nothing for a resent total, alone or beside new ones", async () => {
    const site = await createSite(api, tokens.nlAdmin);
    const batch = events([1, "2025-05-05T09:00:00Z", "leave_total", 40], [2, "2025-05-05T09:20:00Z", "leave_total", 45]);
    expect(await ingest(site.deviceToken, batch)).toMatchObject({ accepted: 2, duplicates: 0 });
    expect(await ingest(site.deviceToken, batch)).toMatchObject({ accepted: 0, duplicates: 2 });
    const overlapping = events([2, "2025-05-05T09:20:00Z", "leave_total", 45], [3, "2025-05-05T09:50:00Z", "leave_total", 50], [3, "2025-05-05T09:50:00Z", "leave_total", 50]);
    expect(await ingest(site.deviceToken, overlapping)).toMatchObject({ accepted: 1, duplicates: 2 });
    expect(await byHour(site.device)).toEqual({ "09": { enter: 0, leave: 10 } });
  });

  it("counts the same whatever the batches and their order, enters and leaves apart, beside ordinary events", async () => {
    // Increments of 3, 0, 5 (then a reset to 2), 4 enters; 1, 6 leaves; plus 2 ordinary enters.
    const stream = [
      [1, "2025-05-05T08:10:00Z", "enter_total", 500],
      [2, "2025-05-05T08:20:00Z", "leave_total", 300],
      [3, "2025-05-05T09:10:00Z", "enter_total", 503],
      [4, "2025-05-05T09:15:00Z", "enter", 2],
      [5, "2025-05-05T09:20:00Z", "leave_total", 301],
      [6, "2025-05-05T10:10:00Z", "enter_total", 503],
      [7, "2025-05-05T11:10:00Z", "enter_total", 508],
      [8, "2025-05-05T12:10:00Z", "enter_total", 2],
      [9, "2025-05-05T12:20:00Z", "leave_total", 307],
      [10, "2025-05-05T13:10:00Z", "enter_total", 6],
    ] as const;
    const expected = { "09": { enter: 5, leave: 1 }, "11": { enter: 5, leave: 0 }, "12": { enter: 2, leave: 6 }, "13": { enter: 4, leave: 0 } };
    const whole = await createSite(api, tokens.nlAdmin);
    await ingest(whole.deviceToken, events(...stream));
    expect(await byHour(whole.device)).toEqual(expected);
    // Split in three batches sent backwards, the middle one twice.
    const split = await createSite(api, tokens.nlAdmin);
    for (const part of [stream.slice(7), stream.slice(3, 7), stream.slice(3, 7), stream.slice(0, 3)]) await ingest(split.deviceToken, events(...part));
    expect(await byHour(split.device)).toEqual(expected);
    // One by one, odd seqs first.
    const single = await createSite(api, tokens.nlAdmin);
    for (const event of [...stream.filter((_, index) => index % 2 === 1), ...stream.filter((_, index) => index % 2 === 0)]) await ingest(single.deviceToken, events(event));
    expect(await byHour(single.device)).toEqual(expected);
  });

  it("counts what concurrent batches of one device's totals add, once", async () => {
    const site = await createSite(api, tokens.nlAdmin);
    // Totals rising by 1 to 3 a minute; four batches of interleaved seqs sent at once.
    const totals = Array.from({ length: 200 }, (_, seq) => [seq, `2025-06-01T${String(8 + Math.floor(seq / 60)).padStart(2, "0")}:${String(seq % 60).padStart(2, "0")}:00Z`, "enter_total", 1_000 + seq * 2] as const);
    const batches = [0, 1, 2, 3].map((part) => events(...totals.filter(([seq]) => seq % 4 === part)));
    await Promise.all(batches.map((batch) => ingest(site.deviceToken, batch)));
    expect(await enters(site.device)).toBe(2 * 199);
  });

  it("does not count an increase carried by a total outside the counting hours", async () => {
    const site = await createSite(api, tokens.nlAdmin, { ignore_before: "08:00" });
    // 06:00, 07:30 and 08:30 in Amsterdam (summer time): the first two are ignored, the third counts from the second.
    const answer = await ingest(site.deviceToken, events([1, "2025-05-05T04:00:00Z", "enter_total", 10], [2, "2025-05-05T05:30:00Z", "enter_total", 15], [3, "2025-05-05T06:30:00Z", "enter_total", 22]));
    expect(answer).toMatchObject({ accepted: 1, ignored: 2 });
    expect(await byHour(site.device)).toEqual({ "06": { enter: 7, leave: 0 } });
  });

  it("takes totals up to a 32-bit counter's, but no ordinary event over 100,000", async () => {
    const site = await createSite(api, tokens.nlAdmin);
    await ingest(site.deviceToken, events([1, "2025-05-05T09:00:00Z", "enter_total", MAX_RUNNING_TOTAL - 10], [2, "2025-05-05T09:10:00Z", "enter_total", MAX_RUNNING_TOTAL]));
    expect(await enters(site.device)).toBe(10);
    const refused = async (body: unknown, field: string) => {
      const answer = await api.post(`${REPORTING}/ingest`, body, { token: site.deviceToken });
      expect([answer.status, answer.body.error?.field]).toEqual([400, field]);
    };
    await refused(events([3, "2025-05-05T09:20:00Z", "enter", 100_001]), "events.0.count");
    await refused(events([3, "2025-05-05T09:20:00Z", "enter_total", 1], [4, "2025-05-05T09:20:00Z", "leave_total", MAX_RUNNING_TOTAL + 1]), "events.1.count");
    await refused(events([3, "2025-05-05T09:20:00Z", "enter_totals", 1]), "events.0.kind");
  });
});
