import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { MAX_INGEST_EVENTS } from "@proshop/core";
import { testDatabases } from "../../__tests__/databases.ts";
import { useTestServer } from "../../__tests__/test-server.ts";
import type { RunningServer } from "../../app.ts";
import { reportingCounts, reportingDevices, reportingEvents } from "../../db/schema.ts";
import type { ShopClient } from "../../handlers/__tests__/http.ts";
import { createSite, events, loginReportingAccounts, REPORTING, type Tokens } from "./kit.ts";

/*
 * POST /reporting/api/ingest: a device's batch, counted once however often it arrives, stored
 * but not counted where the rules say so, refused naming the event and field when malformed.
 */

describe.each(testDatabases())("reporting ingest ($name)", (database) => {
  let server: RunningServer;
  let api: ShopClient;
  let tokens: Omit<Tokens, "blocked">;
  useTestServer(database, async (running) => {
    ({ server, api } = running);
    tokens = await loginReportingAccounts(api);
  });

  const ingest = (deviceToken: string, body: unknown) => api.post(`${REPORTING}/ingest`, body, { token: deviceToken });
  const totals = async (device: number) => {
    const rows = await server.db.select().from(reportingCounts).where(eq(reportingCounts.deviceId, device));
    return { enter: rows.reduce((sum, row) => sum + row.enter, 0), leave: rows.reduce((sum, row) => sum + row.leave, 0) };
  };
  const noReasons = { paused: 0, inactive: 0, before_stats_available_from: 0, outside_hours: 0 };

  it("counts a batch sent twice once", async () => {
    const site = await createSite(api, tokens.nlAdmin);
    const batch = events([1, "2025-05-05T09:10:00Z", "enter", 3], [2, "2025-05-05T09:20:00+02:00", "leave"], [3, "2025-05-05T10:00:00Z", "alert"]);
    expect((await ingest(site.deviceToken, batch)).body).toEqual({ accepted: 3, duplicates: 0, ignored: 0, reasons: noReasons });
    expect((await ingest(site.deviceToken, batch)).body).toEqual({ accepted: 0, duplicates: 3, ignored: 0, reasons: noReasons });
    // A resend that overlaps a new batch: only the new events count.
    const overlapping = events([3, "2025-05-05T10:00:00Z", "alert"], [4, "2025-05-05T10:05:00Z", "enter", 2], [4, "2025-05-05T10:05:00Z", "enter", 2]);
    expect((await ingest(site.deviceToken, overlapping)).body).toMatchObject({ accepted: 1, duplicates: 2 });
    expect(await totals(site.device)).toEqual({ enter: 5, leave: 1 });
    expect(await server.db.select().from(reportingEvents).where(eq(reportingEvents.deviceId, site.device))).toHaveLength(4);
  });

  it("counts concurrent resends of the same batch once", async () => {
    const site = await createSite(api, tokens.nlAdmin);
    const batch = events(...Array.from({ length: 200 }, (_, i) => [i, `2025-06-01T${String(8 + (i % 10)).padStart(2, "0")}:00:00Z`, "enter"] as const));
    const answers = await Promise.all([ingest(site.deviceToken, batch), ingest(site.deviceToken, batch), ingest(site.deviceToken, batch)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(answers.reduce((sum, answer) => sum + answer.body.accepted, 0)).toBe(200);
    expect((await totals(site.device)).enter).toBe(200);
  });

  it("stores but does not count events of a paused or inactive device, before stats_available_from or outside the counting hours", async () => {
    const site = await createSite(api, tokens.nlAdmin, { stats_available_from: "2025-03-01", ignore_before: "08:00", ignore_after: "20:00" });
    const answer = await ingest(
      site.deviceToken,
      events(
        [1, "2025-02-28T22:30:00Z", "enter"], // 23:30 on 28 February in Amsterdam: before the statistics
        [2, "2025-02-28T23:30:00Z", "enter"], // 00:30 on 1 March: a counted day, but before 08:00
        [3, "2025-03-03T06:59:00Z", "enter"], // 07:59 local
        [4, "2025-03-03T07:00:00Z", "enter"], // 08:00 local: counted
        [5, "2025-03-03T19:00:00Z", "enter"], // 20:00 local: after the counting hours
      ),
    );
    expect(answer.body).toEqual({ accepted: 1, duplicates: 0, ignored: 4, reasons: { ...noReasons, before_stats_available_from: 1, outside_hours: 3 } });
    await api.put(`${REPORTING}/devices/${site.device}`, { paused: true }, { token: tokens.nlAdmin });
    expect((await ingest(site.deviceToken, events([6, "2025-03-03T10:00:00Z", "enter"]))).body.reasons.paused).toBe(1);
    await api.put(`${REPORTING}/devices/${site.device}`, { paused: false, is_active: false }, { token: tokens.nlAdmin });
    expect((await ingest(site.deviceToken, events([7, "2025-03-03T10:00:00Z", "enter"]))).body.reasons.inactive).toBe(1);
    await api.put(`${REPORTING}/devices/${site.device}`, { is_active: true }, { token: tokens.nlAdmin });
    await api.put(`${REPORTING}/locations/${site.location}`, { is_active: false }, { token: tokens.nlAdmin });
    expect((await ingest(site.deviceToken, events([8, "2025-03-03T10:00:00Z", "enter"]))).body.reasons.inactive).toBe(1);
    expect((await totals(site.device)).enter).toBe(1);
    const stored = await server.db.select().from(reportingEvents).where(eq(reportingEvents.deviceId, site.device));
    expect(stored).toHaveLength(8);
    expect(stored.filter((event) => !event.counted).map((event) => event.notCounted).sort()).toEqual([
      "before_stats_available_from",
      "inactive",
      "inactive",
      "outside_hours",
      "outside_hours",
      "outside_hours",
      "paused",
    ]);
  });

  it("keeps the address the device sent from", async () => {
    const site = await createSite(api, tokens.nlAdmin);
    await ingest(site.deviceToken, events([1, new Date().toISOString(), "enter"]));
    const [device] = await server.db.select().from(reportingDevices).where(eq(reportingDevices.id, site.device));
    expect(device?.lastKnownIp).toMatch(/127\.0\.0\.1/);
    expect(device?.lastSeenAt).toBeInstanceOf(Date);
    expect((await api.get(`${REPORTING}/devices/${site.device}`, { token: tokens.nlAdmin })).body.last_known_ip).toMatch(/127\.0\.0\.1/);
  });

  it("refuses a malformed batch with 400 naming the event and the field, storing nothing of it", async () => {
    const site = await createSite(api, tokens.nlAdmin);
    const good = { seq: 1, at: "2025-05-05T09:00:00Z", kind: "enter", count: 1 };
    const refused = async (bad: Record<string, unknown>, field: string) => {
      const answer = await ingest(site.deviceToken, { events: [good, { ...good, seq: 2, ...bad }] });
      expect(answer.status, JSON.stringify(bad)).toBe(400);
      expect(answer.body.error.field, JSON.stringify(bad)).toBe(field);
    };
    await refused({ kind: "sneeze" }, "events.1.kind");
    await refused({ seq: -4 }, "events.1.seq");
    await refused({ seq: 1.5 }, "events.1.seq");
    await refused({ count: "many" }, "events.1.count");
    await refused({ at: "yesterday" }, "events.1.at");
    await refused({ at: "2025-05-05T09:00:00" }, "events.1.at");
    await refused({ at: "2999-01-01T00:00:00Z" }, "events.1.at");
    await refused({ extra: true }, "events.1.extra");
    const atAnswer = await ingest(site.deviceToken, { events: [good, { ...good, seq: 9, at: "never" }] });
    expect(atAnswer.body.error).toMatchObject({ code: "reporting.ingest.at_invalid", event: 1, seq: 9 });
    expect((await ingest(site.deviceToken, { records: [] })).status).toBe(400);
    expect(await server.db.select().from(reportingEvents).where(eq(reportingEvents.deviceId, site.device))).toEqual([]);
  });

  it("answers 413 for more than 10,000 events", async () => {
    const site = await createSite(api, tokens.nlAdmin);
    const many = (count: number) => ({ events: Array.from({ length: count }, (_, seq) => ({ seq, at: "2025-05-05T09:00:00Z", kind: "enter", count: 1 })) });
    const answer = await ingest(site.deviceToken, many(MAX_INGEST_EVENTS + 1));
    expect(answer.status).toBe(413);
    expect(answer.body.error).toMatchObject({ code: "reporting.ingest.too_many_events", max_events: MAX_INGEST_EVENTS });
    const full = await ingest(site.deviceToken, many(MAX_INGEST_EVENTS));
    expect([full.status, full.body.accepted]).toEqual([200, MAX_INGEST_EVENTS]);
  });

  it("refuses an unknown device token and a person's session token", async () => {
    const batch = events([1, "2025-05-05T09:00:00Z", "enter"]);
    for (const token of ["pcd_not_a_device", tokens.nlAdmin]) {
      const answer = await ingest(token, batch);
      expect([answer.status, answer.body.error.code]).toEqual([401, "reporting.device.token_invalid"]);
    }
    expect((await api.post(`${REPORTING}/ingest`, batch)).status).toBe(401);
  });
});
