import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { localDate, translator } from "@proshop/core";
import { testDatabases } from "../../__tests__/databases.ts";
import { useTestServer } from "../../__tests__/test-server.ts";
import type { RunningServer } from "../../app.ts";
import { reportingLocations } from "../../db/schema.ts";
import type { ShopClient } from "../../handlers/__tests__/http.ts";
import { expectedOccupancyOf } from "../expected.ts";
import { createSite, events, loginReportingAccounts, REPORTING, type TestSite, type Tokens } from "./kit.ts";

/*
 * GET /reporting/api/locations/{id}/expected (issue 36) over ingested counts of a test site with
 * two doors: the median of the same local hour on the same weekday of the last 8 weeks, a closed
 * day and a day the side door was silent left out (either would move the median), the day's own
 * figures as `actual`, daylight-saving days of 23 and 25 hours, and the counts' access rules.
 */

const TARGET = "2025-06-18"; // a Wednesday, summer time (+02:00)
/** The same weekday of the 8 weeks before, newest first, and what the main door let in at 10:00. */
const WEEKS: ReadonlyArray<readonly [string, number | "closed" | "side door silent"]> = [
  ["2025-06-11", 12],
  ["2025-06-04", 4],
  ["2025-05-28", "closed"],
  ["2025-05-21", 20],
  ["2025-05-14", 8],
  ["2025-05-07", "side door silent"],
  ["2025-04-30", 16],
  ["2025-04-23", 6],
];

describe.each(testDatabases())("reporting expected occupancy ($name)", (database) => {
  let server: RunningServer;
  let api: ShopClient;
  let tokens: Omit<Tokens, "blocked">;
  let site: TestSite;
  let side: { id: number; token: string };
  useTestServer(database, async (running) => {
    ({ server, api } = running);
    tokens = await loginReportingAccounts(api);
    site = await createSite(api, tokens.nlAdmin, { optimal_balance: 20, balance_orange: 50, balance_red: 100 });
    const created = await api.post(`${REPORTING}/devices`, { device: "Side door", device_type: "intenta", location: site.location }, { token: tokens.nlAdmin });
    side = { id: created.body.id, token: created.body.token };
    let seq = 0;
    const send = async (token: string, list: ReadonlyArray<readonly [string, string, number]>) => {
      const answer = await api.post(`${REPORTING}/ingest`, events(...list.map(([at, kind, count]) => [++seq, at, kind, count] as const)), { token });
      expect([answer.status, answer.body.accepted]).toEqual([200, list.length]);
    };
    // An ordinary day: the main door lets in `first` at 10:00 and the rest of 30 at 11:00; the side
    // door 2 an hour from 10:00 to 15:00; everyone leaves by the main door at 16:30 (42 visitors).
    for (const [day, first] of WEEKS) {
      if (first === "closed") continue;
      const main = first === "side door silent" ? 100 : first;
      await send(site.deviceToken, [
        [`${day}T10:15:00+02:00`, "enter", main],
        ...(main < 30 ? [[`${day}T11:15:00+02:00`, "enter", 30 - main] as const] : []),
        [`${day}T16:30:00+02:00`, "leave", main === 100 ? 100 : 42],
      ]);
      if (first !== "side door silent") await send(side.token, [10, 11, 12, 13, 14, 15].map((hour) => [`${day}T${hour}:20:00+02:00`, "enter", 2] as const));
    }
    await send(site.deviceToken, [[`${TARGET}T10:15:00+02:00`, "enter", 5]]);
    await send(side.token, [[`${TARGET}T10:20:00+02:00`, "enter", 2]]);
  });

  const expected = (token: string, query = `?date=${TARGET}`, location = site.location) => api.get(`${REPORTING}/locations/${location}/expected${query}`, { token });

  it("expects the median of the comparable weeks, leaving out the closed day and the day a door was silent", async () => {
    const answer = await expected(tokens.librarian);
    expect(answer.status).toBe(200);
    const body = answer.body;
    expect(body).toMatchObject({ location: site.location, date: TARGET, time_zone: "Europe/Amsterdam", level: 1, quiet_below: 5 });
    expect(body.days).toEqual(WEEKS.filter(([, first]) => typeof first === "number").map(([day]) => day));
    expect(body.left_out).toEqual([
      { date: "2025-05-28", reason: "closed", devices: [] },
      { date: "2025-05-07", reason: "silent_device", devices: [side.id] },
    ]);
    expect(body.hours).toHaveLength(24);
    const at = (hour: number) => body.hours.find((each: { hour: string }) => each.hour === `${TARGET}T${String(hour).padStart(2, "0")}:00:00+02:00`);
    // At 10:00 the comparable weeks held 14, 6, 22, 10, 18 and 8 (the silent day's 100 or the closed day's 0 would move it).
    expect(at(10)).toEqual({ hour: `${TARGET}T10:00:00+02:00`, expected: 12, low: 8.5, high: 17, actual: 7, open: true });
    expect([at(11).expected, at(15).expected, at(16).expected, at(9).open, at(16).open, at(17).open]).toEqual([34, 42, 0, false, true, false]);
    expect([at(9).actual, at(23).actual]).toEqual([0, 7]);
    expect(body.summary).toEqual({ kind: "quiet_after", time: "16:00" });
    // The function the public page calls gives the same answer.
    const [row] = await server.db.select().from(reportingLocations).where(eq(reportingLocations.id, site.location));
    expect(await expectedOccupancyOf(server.db, row!, TARGET)).toEqual(body);
  });

  it("keeps the 23 hours of the spring change day and the 25 of the autumn one", async () => {
    const spring = await expected(tokens.librarian, "?date=2025-03-30");
    expect(spring.body.hours.map((hour: { hour: string }) => hour.hour).slice(1, 3)).toEqual(["2025-03-30T01:00:00+01:00", "2025-03-30T03:00:00+02:00"]);
    expect(spring.body.hours).toHaveLength(23);
    const autumn = await expected(tokens.librarian, "?date=2025-10-26");
    expect(autumn.body.hours).toHaveLength(25);
    expect(autumn.body.hours.slice(2, 4).map((hour: { hour: string }) => hour.hour)).toEqual(["2025-10-26T02:00:00+02:00", "2025-10-26T02:00:00+01:00"]);
    // Nothing was counted around then: nothing to expect, each week closed.
    expect([autumn.body.days, autumn.body.summary, autumn.body.hours[10].expected]).toEqual([[], null, null]);
    expect(autumn.body.left_out).toHaveLength(8);
  });

  it("answers today by default, to the levels that see counts; the live level today only; another company 404", async () => {
    const today = await expected(tokens.countsOnly, "");
    expect([today.status, today.body.date]).toEqual([200, localDate(Date.now(), "Europe/Amsterdam")]);
    expect((await expected(tokens.superAdmin)).status).toBe(200);
    expect((await expected(tokens.kiosk, "")).status).toBe(200);
    expect((await expected(tokens.kiosk, `?date=${today.body.date}`)).status).toBe(200);
    const past = await expected(tokens.kiosk);
    expect([past.status, past.body.error.code]).toEqual([403, "reporting.level.forbidden"]);
    const other = await expected(tokens.frAdmin);
    expect([other.status, other.body.error.code]).toEqual([404, "reporting.not_found.location"]);
    expect((await expected(tokens.librarian, "", 2_000_000_000)).status).toBe(404);
  });

  it("refuses a date that is not YYYY-MM-DD in the caller's language, naming the field", async () => {
    for (const date of ["2025-02-30", "18-06-2025", "tomorrow", "1999-12-31", ""]) {
      const answer = await expected(tokens.librarian, `?date=${encodeURIComponent(date)}`);
      expect([answer.status, answer.body.error.code, answer.body.error.field], date).toEqual([400, "reporting.field.date", "date"]);
      expect(answer.body.error.message).toBe(translator("nl")("reporting.field.date"));
    }
    const unknown = await expected(tokens.librarian, `?date=${TARGET}&colour=red`);
    expect([unknown.status, unknown.body.error.field]).toEqual([400, "colour"]);
  });
});
