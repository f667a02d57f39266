import { describe, expect, it } from "vitest";
import { MAX_COMPARED_LOCATIONS } from "@proshop/core";
import { testDatabases } from "../../__tests__/databases.ts";
import { useTestServer } from "../../__tests__/test-server.ts";
import type { ShopClient } from "../../handlers/__tests__/http.ts";
import { createSite, events, loginReportingAccounts, REPORTING, type Tokens } from "./kit.ts";

/*
 * GET /reporting/api/counts comparing locations (issue 36): several locations named give each
 * one's series beside their sum, over the same buckets in the first location's time zone; each
 * must be the reader's company's, and at most MAX_COMPARED_LOCATIONS.
 */

interface Series {
  readonly kind: string;
  readonly counts: ReadonlyArray<number>;
  readonly total: number;
}

describe.each(testDatabases())("reporting counts comparing locations ($name)", (database) => {
  let api: ShopClient;
  let tokens: Omit<Tokens, "blocked">;
  useTestServer(database, async (running) => {
    ({ api } = running);
    tokens = await loginReportingAccounts(api);
  });

  const ingest = async (deviceToken: string, body: unknown) => expect((await api.post(`${REPORTING}/ingest`, body, { token: deviceToken })).status).toBe(200);
  const counts = (query: string, token = tokens.librarian) => api.get(`${REPORTING}/counts?${query}`, { token });
  /** Each series' counts of the day's 09:00 to 12:00 (local hours of the first location). */
  const morning = (series: ReadonlyArray<Series>, from: number) => series.map((each) => [each.kind, each.counts.slice(from, from + 3), each.total]);

  it("answers each location's series beside their sum, in the order named, over the first location's buckets", async () => {
    const amsterdam = await createSite(api, tokens.nlAdmin, { name: "Compare Amsterdam" });
    const london = await createSite(api, tokens.nlAdmin, { name: "Compare London", timeZone: "Europe/London" });
    await ingest(amsterdam.deviceToken, events([1, "2025-05-05T07:10:00Z", "enter", 3], [2, "2025-05-05T08:10:00Z", "leave", 1]));
    await ingest(london.deviceToken, events([1, "2025-05-05T07:20:00Z", "enter", 5], [2, "2025-05-05T09:00:00Z", "leave", 2]));
    const day = "from=2025-05-05&to=2025-05-06&interval=h&kind=enter,leave";

    const answer = await counts(`location=${amsterdam.location},${london.location}&${day}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ time_zone: "Europe/Amsterdam", locations: [amsterdam.location, london.location] });
    expect(answer.body.buckets).toHaveLength(24);
    expect(answer.body.buckets[9]).toBe("2025-05-05T09:00:00+02:00");
    // 09:00, 10:00 and 11:00 in Amsterdam.
    expect(morning(answer.body.series, 9)).toEqual([
      ["enter", [8, 0, 0], 8],
      ["leave", [0, 1, 2], 3],
    ]);
    expect(answer.body.by_location.map((place: { location: number; name: string }) => [place.location, place.name])).toEqual([
      [amsterdam.location, "Compare Amsterdam"],
      [london.location, "Compare London"],
    ]);
    expect(morning(answer.body.by_location[0].series, 9)).toEqual([
      ["enter", [3, 0, 0], 3],
      ["leave", [0, 1, 0], 1],
    ]);
    expect(morning(answer.body.by_location[1].series, 9)).toEqual([
      ["enter", [5, 0, 0], 5],
      ["leave", [0, 0, 2], 2],
    ]);

    // The parameter repeated is the same call.
    const repeated = await counts(`location=${amsterdam.location}&location=${london.location}&${day}`);
    expect(repeated.body).toEqual(answer.body);
    // Named the other way round: London's buckets (its 08:00 is Amsterdam's 09:00), London first.
    const reversed = await counts(`location=${london.location},${amsterdam.location}&${day}`);
    expect(reversed.body.time_zone).toBe("Europe/London");
    expect(reversed.body.buckets[8]).toBe("2025-05-05T08:00:00+01:00");
    expect(morning(reversed.body.by_location[0].series, 8)).toEqual(morning(answer.body.by_location[1].series, 9));
    // A device filter applies to every location compared.
    const gate = await counts(`location=${amsterdam.location},${london.location}&device=${amsterdam.device}&${day}`);
    expect(gate.body.by_location.map((place: { series: Series[] }) => place.series.map((each) => each.total))).toEqual([
      [3, 1],
      [0, 0],
    ]);
  });

  it("keeps the single location's answer as it was, without by_location", async () => {
    const site = await createSite(api, tokens.nlAdmin);
    await ingest(site.deviceToken, events([1, "2025-05-05T07:10:00Z", "enter", 3]));
    for (const query of [`location=${site.location}`, `location=${site.location},${site.location}`, `device=${site.device}`]) {
      const answer = await counts(`${query}&from=2025-05-05&to=2025-05-06&interval=D&kind=enter`);
      expect([answer.status, answer.body.series, answer.body.by_location], query).toEqual([200, [{ kind: "enter", counts: [3], total: 3 }], undefined]);
    }
  });

  it("refuses another company's location (404), more than the most compared (400), and the live-only level (403)", async () => {
    const own = await createSite(api, tokens.nlAdmin);
    const theirs = await createSite(api, tokens.frAdmin);
    const day = "from=2025-05-05&to=2025-05-06";
    for (const query of [`location=${own.location},${theirs.location}`, `location=${own.location}&location=${theirs.location}`]) {
      const answer = await counts(`${query}&${day}`);
      expect([answer.status, answer.body.error.code], query).toEqual([404, "reporting.not_found.location"]);
      expect(JSON.stringify(answer.body)).not.toContain(theirs.deviceToken);
    }
    // The super administrator compares locations of two companies.
    expect((await counts(`location=${own.location},${theirs.location}&${day}`, tokens.superAdmin)).body.by_location).toHaveLength(2);
    const many = Array.from({ length: MAX_COMPARED_LOCATIONS + 1 }, (_, index) => own.location + index).join(",");
    const tooMany = await counts(`location=${many}&${day}`);
    expect([tooMany.status, tooMany.body.error.code, tooMany.body.error.field]).toEqual([400, "reporting.counts.too_many_locations", "location"]);
    expect(tooMany.body.error.message).toBe("Vergelijk hoogstens 10 locaties tegelijk.");
    expect((await counts(`location=${own.location},${own.location + 1}&${day}`, tokens.kiosk)).status).toBe(403);
  });
});
