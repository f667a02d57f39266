import { describe, expect, it } from "vitest";
import { translator } from "../../i18n/catalogue.ts";
import { bucketLabel, countsCsv, countsTable } from "../counts-table.ts";
import { countsByLocalHour, dashboardDays, shiftDate } from "../dashboard.ts";

const answer = {
  interval: "h" as const,
  time_zone: "Europe/Amsterdam",
  from: "2025-10-26T00:00:00+02:00",
  to: "2025-10-27T00:00:00+01:00",
  locations: [1],
  devices: null,
  buckets: ["2025-10-26T02:00:00+02:00", "2025-10-26T02:00:00+01:00", "2025-10-26T03:00:00+01:00"],
  series: [
    { kind: "enter" as const, counts: [4, 8, 1], total: 13 },
    { kind: "leave" as const, counts: [0, 3, 0], total: 3 },
  ],
};

describe("reporting counts-table", () => {
  it("labels buckets by the location's wall clock, naming the offset of an hour", () => {
    expect(bucketLabel("2025-10-26T02:00:00+01:00", "h", "en")).toBe("Oct 26, 2025, 2:00 AM (+01:00)");
    expect(bucketLabel("2025-03-01T00:00:00+01:00", "M", "fr")).toBe("mars 2025");
  });

  it("builds the table and its CSV from the same figures", () => {
    const table = countsTable(answer, translator("en"), "en");
    expect(table.header).toEqual(["Period", "Enters", "Leaves"]);
    expect(table.rows.map((row) => row.slice(1))).toEqual([[4, 0], [8, 3], [1, 0]]);
    expect(table.totals).toEqual(["Total", 13, 3]);
    const csv = countsCsv(answer, table).split("\r\n");
    expect(csv[0]).toBe("start,Period,Enters,Leaves");
    expect(csv[2]).toBe('2025-10-26T02:00:00+01:00,"Oct 26, 2025, 2:00 AM (+01:00)",8,3');
    expect(csv[4]).toBe(",Total,13,3");
  });

  it("gives each location compared a column per kind, kind by kind, in the table and its CSV", () => {
    const compared = {
      ...answer,
      locations: [1, 2],
      series: [
        { kind: "enter" as const, counts: [5, 9, 1], total: 15 },
        { kind: "leave" as const, counts: [0, 4, 0], total: 4 },
      ],
      by_location: [
        { location: 1, name: "Centrale", series: answer.series },
        { location: 2, name: "=Wijk, oost", series: [{ kind: "enter" as const, counts: [1, 1, 0], total: 2 }, { kind: "leave" as const, counts: [0, 1, 0], total: 1 }] },
      ],
    };
    const table = countsTable(compared, translator("nl"), "nl");
    expect(table.header).toEqual(["Periode", "Centrale – Binnenkomsten", "=Wijk, oost – Binnenkomsten", "Centrale – Vertrekken", "=Wijk, oost – Vertrekken"]);
    expect(table.rows.map((row) => row.slice(1))).toEqual([[4, 1, 0, 0], [8, 1, 3, 1], [1, 0, 0, 0]]);
    expect(table.totals).toEqual(["Totaal", 13, 2, 3, 1]);
    // A name that starts like a formula is quoted as text.
    expect(countsCsv(compared, table).split("\r\n")[0]).toBe('start,Periode,Centrale – Binnenkomsten,"\'=Wijk, oost – Binnenkomsten",Centrale – Vertrekken,"\'=Wijk, oost – Vertrekken"');
  });

  it("adds the two 02:00s of an autumn night in the dashboard's hour 2", () => {
    expect(countsByLocalHour(answer, "enter").slice(0, 4)).toEqual([0, 0, 12, 1]);
  });

  it("compares today with the same weekday last week in the location's zone", () => {
    // 23:30 UTC on Sunday 30 March is already Monday 31 in Amsterdam.
    expect(dashboardDays(Date.parse("2025-03-30T23:30:00Z"), "Europe/Amsterdam")).toEqual({
      today: { from: "2025-03-31", to: "2025-04-01" },
      lastWeek: { from: "2025-03-24", to: "2025-03-25" },
    });
    expect(shiftDate("2025-01-01", -1)).toBe("2024-12-31");
  });
});
