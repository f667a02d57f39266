import { describe, expect, it } from "vitest";
import { testDatabases } from "../../__tests__/databases.ts";
import { useTestServer } from "../../__tests__/test-server.ts";
import type { RunningServer } from "../../app.ts";
import type { ShopClient } from "../../handlers/__tests__/http.ts";
import { occupanciesOf } from "../occupancy.ts";
import { createSite, events, loginReportingAccounts, REPORTING, type Tokens } from "./kit.ts";

/*
 * Occupancy and counts in a location's own time zone: occupancy starts again at local
 * midnight, including on the nights the clocks change; counts by hour have 23 or 25 buckets on
 * those days, and every interval adds up to the same total.
 */

const at = (iso: string) => Date.parse(iso);

describe.each(testDatabases())("reporting occupancy and counts ($name)", (database) => {
  let server: RunningServer;
  let api: ShopClient;
  let tokens: Omit<Tokens, "blocked">;
  useTestServer(database, async (running) => {
    ({ server, api } = running);
    tokens = await loginReportingAccounts(api);
  });

  const ingest = async (deviceToken: string, body: unknown) => {
    const answer = await api.post(`${REPORTING}/ingest`, body, { token: deviceToken });
    expect(answer.status).toBe(200);
    return answer.body;
  };
  const occupancyAt = async (location: number, now: string) => (await occupanciesOf(server.db, [location], at(now)))[0]!;

  it("counts occupancy from local midnight, across the spring clock change, never below 0", async () => {
    const site = await createSite(api, tokens.nlAdmin, { optimal_balance: 10, balance_orange: 50, balance_red: 80 });
    await ingest(
      site.deviceToken,
      events(
        [1, "2025-03-29T22:30:00Z", "enter", 5], // 23:30 on Saturday 29 March
        [2, "2025-03-29T23:10:00Z", "enter", 3], // 00:10 on Sunday 30 March (still winter time)
        [3, "2025-03-30T01:30:00Z", "enter", 4], // 03:30 summer time, just after the change
        [4, "2025-03-30T08:00:00Z", "leave", 2],
      ),
    );
    expect(await occupancyAt(site.location, "2025-03-29T22:50:00Z")).toMatchObject({ occupancy: 5, enters: 5, leaves: 0, indicator: "orange", percent: 50 });
    // Past midnight the five of Saturday night no longer count (the day's first hour holds the 00:10 three).
    expect(await occupancyAt(site.location, "2025-03-29T23:59:00Z")).toMatchObject({ occupancy: 3, enters: 3, indicator: "green", day_start: "2025-03-30T00:00:00+01:00" });
    expect(await occupancyAt(site.location, "2025-03-30T09:00:00Z")).toMatchObject({ occupancy: 5, enters: 7, leaves: 2, optimal: 10, percent: 50, indicator: "orange" });
    await ingest(site.deviceToken, events([5, "2025-03-30T09:30:00Z", "leave", 20]));
    expect(await occupancyAt(site.location, "2025-03-30T10:00:00Z")).toMatchObject({ occupancy: 0, enters: 7, leaves: 22 });
    // The next day starts at 22:00 UTC now that it is summer time.
    expect(await occupancyAt(site.location, "2025-03-30T22:30:00Z")).toMatchObject({ occupancy: 0, enters: 0, day_start: "2025-03-31T00:00:00+02:00" });
  });

  it("counts both 02:30s of the autumn change in the same day", async () => {
    const site = await createSite(api, tokens.nlAdmin, { optimal_balance: 4, balance_orange: 50, balance_red: 100 });
    await ingest(
      site.deviceToken,
      events(
        [1, "2025-10-25T21:30:00Z", "enter", 9], // 23:30 on Saturday 25 October: yesterday
        [2, "2025-10-26T00:30:00Z", "enter", 2], // 02:30 summer time
        [3, "2025-10-26T01:30:00Z", "enter", 2], // 02:30 winter time, one hour later
      ),
    );
    expect(await occupancyAt(site.location, "2025-10-26T02:00:00Z")).toMatchObject({ occupancy: 4, enters: 4, indicator: "red", day_start: "2025-10-26T00:00:00+02:00" });
  });

  it("answers the occupancy call from the database", async () => {
    const site = await createSite(api, tokens.nlAdmin, { optimal_balance: 100, balance_orange: 80, balance_red: 100 });
    await ingest(site.deviceToken, events([1, new Date().toISOString(), "enter", 12], [2, new Date().toISOString(), "leave", 2]));
    const answer = await api.get(`${REPORTING}/locations/${site.location}/occupancy`, { token: tokens.kiosk });
    expect(answer.body).toEqual({
      location: site.location,
      occupancy: 10,
      optimal: 100,
      percent: 10,
      indicator: "green",
      at: expect.any(String),
      enters: 12,
      leaves: 2,
      day_start: expect.stringMatching(/T00:00:00\+0[12]:00$/),
    });
    await api.put(`${REPORTING}/locations/${site.location}`, { optimal_balance: 0 }, { token: tokens.nlAdmin });
    expect((await api.get(`${REPORTING}/locations/${site.location}/occupancy`, { token: tokens.kiosk })).body).toMatchObject({ indicator: "off", percent: null, optimal: null });
  });

  it("has 23 hourly buckets on the spring change day and 25 on the autumn one, each count in its local hour", async () => {
    const site = await createSite(api, tokens.nlAdmin);
    await ingest(
      site.deviceToken,
      events(
        [1, "2025-03-30T00:30:00Z", "enter", 1], // 01:30 winter time
        [2, "2025-03-30T01:30:00Z", "enter", 2], // 03:30 summer time
        [3, "2025-10-26T00:30:00Z", "enter", 4], // 02:30 summer time
        [4, "2025-10-26T01:30:00Z", "enter", 8], // 02:30 winter time
        [5, "2025-10-26T01:45:00Z", "leave", 3],
      ),
    );
    const counts = async (query: string) => {
      const answer = await api.get(`${REPORTING}/counts?location=${site.location}&${query}`, { token: tokens.librarian });
      expect(answer.status, query).toBe(200);
      return answer.body;
    };
    const spring = await counts("from=2025-03-30&to=2025-03-31&interval=h");
    expect(spring.buckets).toHaveLength(23);
    expect(spring.buckets.slice(0, 4)).toEqual(["2025-03-30T00:00:00+01:00", "2025-03-30T01:00:00+01:00", "2025-03-30T03:00:00+02:00", "2025-03-30T04:00:00+02:00"]);
    expect(spring.series.find((s: { kind: string }) => s.kind === "enter").counts.slice(0, 4)).toEqual([0, 1, 2, 0]);
    const autumn = await counts("from=2025-10-26&to=2025-10-27&interval=h&kind=enter,leave");
    expect(autumn.buckets).toHaveLength(25);
    expect(autumn.buckets.slice(2, 4)).toEqual(["2025-10-26T02:00:00+02:00", "2025-10-26T02:00:00+01:00"]);
    expect(autumn.series).toEqual([
      { kind: "enter", counts: expect.arrayContaining([4, 8]), total: 12 },
      { kind: "leave", counts: expect.any(Array), total: 3 },
    ]);
    expect(autumn.series[0].counts.slice(2, 4)).toEqual([4, 8]);
    const days = await counts("from=2025-03-29&to=2025-04-01&interval=D");
    expect(days.buckets).toEqual(["2025-03-29T00:00:00+01:00", "2025-03-30T00:00:00+01:00", "2025-03-31T00:00:00+02:00"]);
    // Every interval adds up to the same total.
    for (const interval of ["h", "D", "M", "Y", "automatic"]) {
      const year = await counts(`from=2025-01-01&to=2026-01-01&interval=${interval}&kind=enter`);
      expect(year.series[0].total, interval).toBe(15);
      expect(year.series[0].counts.reduce((sum: number, count: number) => sum + count, 0), interval).toBe(15);
    }
    expect((await counts("from=2025-01-01&to=2026-01-01")).interval).toBe("M");
    expect((await counts("from=2025-01-01T00:00:00Z&to=2025-01-01T06:00:00Z")).interval).toBe("h");
  });

  it("filters by device and kind, and refuses a bad query naming the field", async () => {
    const site = await createSite(api, tokens.nlAdmin);
    const other = await api.post(`${REPORTING}/devices`, { device: "Second", device_type: "eco_gate", location: site.location }, { token: tokens.nlAdmin });
    await ingest(site.deviceToken, events([1, "2025-05-01T10:00:00Z", "enter", 3]));
    await ingest(other.body.token, events([1, "2025-05-01T10:00:00Z", "enter", 5], [2, "2025-05-01T11:00:00Z", "alert", 1]));
    const query = (extra: string) => api.get(`${REPORTING}/counts?from=2025-05-01&to=2025-05-02&${extra}`, { token: tokens.countsOnly });
    expect((await query(`location=${site.location}&kind=enter&interval=D`)).body.series).toEqual([{ kind: "enter", counts: [8], total: 8 }]);
    expect((await query(`device=${other.body.id}&kind=enter`)).body.series[0].total).toBe(5);
    expect((await query(`location=${site.location}`)).body.series.map((s: { kind: string }) => s.kind)).toEqual(["enter", "alert"]);
    const refused = async (extra: string, field: string) => {
      const answer = await query(extra);
      expect([answer.status, answer.body.error.field], extra).toEqual([400, field]);
    };
    await refused(`location=${site.location}&kind=sneeze`, "kind");
    await refused(`location=abc`, "location");
    await refused(`device=1;DROP`, "device");
    await refused(`location=${site.location}&interval=W`, "interval");
    await refused(`location=${site.location}&colour=red`, "colour");
    const range = await api.get(`${REPORTING}/counts?location=${site.location}&from=2025-05-02&to=2025-05-01`, { token: tokens.countsOnly });
    expect([range.status, range.body.error.field]).toEqual([400, "to"]);
    const tooMany = await api.get(`${REPORTING}/counts?location=${site.location}&from=2020-01-01&to=2025-01-01&interval=h`, { token: tokens.countsOnly });
    expect([tooMany.status, tooMany.body.error.field]).toEqual([400, "interval"]);
    const badDate = await api.get(`${REPORTING}/counts?location=${site.location}&from=yesterday&to=2025-05-01`, { token: tokens.countsOnly });
    expect([badDate.status, badDate.body.error.field]).toEqual([400, "from"]);
  });
});
