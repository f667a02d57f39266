/**
 * Section 8c, the expected occupancy's forecast quality (issue 36), on the demo's seeded year of
 * history (PGlite): for every day of the last 8 weeks and every location that counts occupancy,
 * GET /reporting/api/locations/{id}/expected?date= (what the dashboard and the public page show,
 * computed from the 8 weeks before that day) against what the day held at the end of each hour,
 * as a mean absolute error in people, beside the naive forecast "the same hour last week". Goal:
 * the expected occupancy's error below the naive one's.
 *
 * Days that were closed or had a silent device are not scored (nothing real happened to forecast:
 * the answer of the week after says which they were); a naive forecast taken from such a day
 * is scored as it is, since that is what "same hour last week" gives.
 */
import { localDate, shiftDate, type ExpectedOccupancyAnswer } from "@proshop/core";
import { REPORTING_EMAILS } from "@proshop/fixtures/seed/reporting/accounts";
import { SEED_PASSWORD } from "@proshop/fixtures/seed/users";
import { openInProcess, type BenchDatabase } from "../shop/databases.ts";
import { logIn } from "../shop/processes.ts";
import { formatCount, formatRatio, verdictOf, type Row } from "../table.ts";
import type { SectionResult } from "./section.ts";

const SECTION = "8c forecast";

interface Sizes {
  /** Days scored, back from yesterday. */
  readonly days: number;
  /** Locations scored (in the order the API lists them), null for all. */
  readonly locations: number | null;
}

interface Scored {
  readonly name: string;
  readonly expectedError: number;
  readonly naiveError: number;
  readonly hours: number;
  readonly days: number;
  readonly leftOut: number;
}

/** The local hour `HH` of an hour's start: the naive forecast takes last week's same local hour. */
const localHourOf = (hour: string): string => hour.slice(11, 13);

const scoreLocation = async (url: string, token: string, location: { id: number; name: string; timeZone: string }, sizes: Sizes): Promise<Scored> => {
  const answers = new Map<string, ExpectedOccupancyAnswer>();
  const expectedOn = async (date: string): Promise<ExpectedOccupancyAnswer> => {
    let answer = answers.get(date);
    if (answer === undefined) {
      const response = await fetch(`${url}/reporting/api/locations/${location.id}/expected?date=${date}`, { headers: { authorization: `Bearer ${token}` } });
      if (response.status !== 200) throw new Error(`expected ${location.id} ${date}: ${response.status} ${await response.text()}`);
      answer = (await response.json()) as ExpectedOccupancyAnswer;
      answers.set(date, answer);
    }
    return answer;
  };
  const today = localDate(Date.now(), location.timeZone);
  let expectedError = 0;
  let naiveError = 0;
  let hours = 0;
  let days = 0;
  let leftOut = 0;
  for (let back = sizes.days; back >= 1; back--) {
    const date = shiftDate(today, -back);
    // The week after's answer judges this day as a comparable one (closed, a device silent, or fine).
    if ((await expectedOn(shiftDate(date, 7))).left_out.some((day) => day.date === date)) {
      leftOut += 1;
      continue;
    }
    const answer = await expectedOn(date);
    const lastWeek = await expectedOn(shiftDate(date, -7));
    if (answer.days.length === 0) continue;
    days += 1;
    for (const hour of answer.hours) {
      if (hour.expected === null || hour.actual === null) continue;
      const naive = lastWeek.hours.find((each) => localHourOf(each.hour) === localHourOf(hour.hour))?.actual ?? 0;
      expectedError += Math.abs(hour.expected - hour.actual);
      naiveError += Math.abs(naive - hour.actual);
      hours += 1;
    }
  }
  return { name: location.name, expectedError, naiveError, hours, days, leftOut };
};

const measure = async (database: BenchDatabase, sizes: Sizes): Promise<{ rows: Row[]; notes: string[] }> => {
  const server = await openInProcess(database);
  try {
    const scored: Scored[] = [];
    for (const email of [REPORTING_EMAILS.nlAdmin, REPORTING_EMAILS.frAdmin]) {
      const token = await logIn(server.url, email, SEED_PASSWORD);
      const listed = (await (await fetch(`${server.url}/reporting/api/locations`, { headers: { authorization: `Bearer ${token}` } })).json()) as Array<{
        id: number;
        name: string;
        timeZone: string;
        occ_mode: string;
      }>;
      const counted = listed.filter((location) => location.occ_mode !== "none");
      for (const location of sizes.locations === null ? counted : counted.slice(0, sizes.locations)) scored.push(await scoreLocation(server.url, token, location, sizes));
    }
    const total = (pick: (each: Scored) => number) => scored.reduce((sum, each) => sum + pick(each), 0);
    const hours = total((each) => each.hours);
    const expectedMae = total((each) => each.expectedError) / hours;
    const naiveMae = total((each) => each.naiveError) / hours;
    const scope = `${total((each) => each.days)} location-days, ${formatCount(hours)} hours; ${total((each) => each.leftOut)} closed or silent days not scored`;
    const kind = database.kind;
    return {
      rows: [
        {
          section: SECTION,
          figure: `${kind}: expected occupancy (median of 8 comparable weeks x recent level), mean absolute error, last ${sizes.days} days`,
          median: `${expectedMae.toFixed(2)} people`,
          spread: scope,
          goal: "< naive",
          ratio: `expected/naive ${formatRatio(expectedMae / naiveMae)}`,
          verdict: verdictOf(expectedMae < naiveMae),
        },
        {
          section: SECTION,
          figure: `${kind}: naive forecast (same hour last week), mean absolute error, same hours`,
          median: `${naiveMae.toFixed(2)} people`,
          spread: scope,
          goal: "",
          ratio: "",
          verdict: "info",
        },
      ],
      notes: [
        `forecast by location (expected / naive, people): ${scored
          .filter((each) => each.hours > 0)
          .map((each) => `${each.name} ${(each.expectedError / each.hours).toFixed(1)} / ${(each.naiveError / each.hours).toFixed(1)}`)
          .join("; ")}.`,
      ],
    };
  } finally {
    await server.close();
  }
};

export const benchForecast = async (options: { readonly smoke: boolean }, databases: { readonly pglite: BenchDatabase }): Promise<SectionResult> => {
  const sizes: Sizes = options.smoke ? { days: 7, locations: 1 } : { days: 56, locations: null };
  const { rows, notes } = await measure(databases.pglite, sizes);
  return {
    rows,
    notes: [
      ...notes,
      "forecast: core's reporting/expected-occupancy.ts through GET /reporting/api/locations/{id}/expected; each day is forecast from the 8 weeks before it, scored against the occupancy at the end of each of its hours; the naive forecast is the same local hour a week before.",
    ],
  };
};
